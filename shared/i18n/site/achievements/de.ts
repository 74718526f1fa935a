import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Achievements (the ids of game/achievements.ts)
  "achievement.first-flight.name": "Erster Flug",
  "achievement.first-flight.description": "Spiele dein erstes Spiel",
  "achievement.rookie.name": "Neuling",
  "achievement.rookie.description": "Erziele 10 Punkte in einem Spiel",
  "achievement.intermediate.name": "Fortgeschritten",
  "achievement.intermediate.description": "Erziele 25 Punkte in einem Spiel",
  "achievement.expert.name": "Experte",
  "achievement.expert.description": "Erziele 50 Punkte in einem Spiel",
  "achievement.master.name": "Meister",
  "achievement.master.description": "Erziele 100 Punkte in einem Spiel",
  "achievement.dedicated.name": "Ausdauernd",
  "achievement.dedicated.description": "Spiele 50 Spiele",
  "achievement.flap-master.name": "Flap Master",
  "achievement.flap-master.description": "Flattere {count} Mal",
  "achievement.perfect-10.name": "Perfekte 10",
  "achievement.perfect-10.description": "Schaffe 10 perfekte Flüge ohne knappe Momente",
};
