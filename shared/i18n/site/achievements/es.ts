import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Achievements (the ids of game/achievements.ts)
  "achievement.first-flight.name": "Primer vuelo",
  "achievement.first-flight.description": "Juega tu primera partida",
  "achievement.rookie.name": "Novato",
  "achievement.rookie.description": "Consigue 10 puntos en una partida",
  "achievement.intermediate.name": "Intermedio",
  "achievement.intermediate.description": "Consigue 25 puntos en una partida",
  "achievement.expert.name": "Experto",
  "achievement.expert.description": "Consigue 50 puntos en una partida",
  "achievement.master.name": "Maestro",
  "achievement.master.description": "Consigue 100 puntos en una partida",
  "achievement.dedicated.name": "Constante",
  "achievement.dedicated.description": "Juega 50 partidas",
  "achievement.flap-master.name": "Flap Master",
  "achievement.flap-master.description": "Aletea {count} veces",
  "achievement.perfect-10.name": "Perfecto 10",
  "achievement.perfect-10.description": "Completa 10 vuelos perfectos sin sustos",
};
