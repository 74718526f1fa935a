import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Achievements (the ids of game/achievements.ts)
  "achievement.first-flight.name": "Primo volo",
  "achievement.first-flight.description": "Gioca la tua prima partita",
  "achievement.rookie.name": "Principiante",
  "achievement.rookie.description": "Fai 10 punti in una partita",
  "achievement.intermediate.name": "Intermedio",
  "achievement.intermediate.description": "Fai 25 punti in una partita",
  "achievement.expert.name": "Esperto",
  "achievement.expert.description": "Fai 50 punti in una partita",
  "achievement.master.name": "Maestro",
  "achievement.master.description": "Fai 100 punti in una partita",
  "achievement.dedicated.name": "Costante",
  "achievement.dedicated.description": "Gioca 50 partite",
  "achievement.flap-master.name": "Flap Master",
  "achievement.flap-master.description": "Sbatti le ali {count} volte",
  "achievement.perfect-10.name": "Perfetto 10",
  "achievement.perfect-10.description": "Completa 10 voli perfetti senza rischiare",
};
