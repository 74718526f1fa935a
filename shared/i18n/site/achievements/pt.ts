import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Achievements (the ids of game/achievements.ts)
  "achievement.first-flight.name": "Primeiro voo",
  "achievement.first-flight.description": "Jogue sua primeira partida",
  "achievement.rookie.name": "Novato",
  "achievement.rookie.description": "Faça 10 pontos em uma partida",
  "achievement.intermediate.name": "Intermediário",
  "achievement.intermediate.description": "Faça 25 pontos em uma partida",
  "achievement.expert.name": "Especialista",
  "achievement.expert.description": "Faça 50 pontos em uma partida",
  "achievement.master.name": "Mestre",
  "achievement.master.description": "Faça 100 pontos em uma partida",
  "achievement.dedicated.name": "Dedicado",
  "achievement.dedicated.description": "Jogue 50 partidas",
  "achievement.flap-master.name": "Flap Master",
  "achievement.flap-master.description": "Bata as asas {count} vezes",
  "achievement.perfect-10.name": "Perfeito 10",
  "achievement.perfect-10.description": "Conclua 10 voos perfeitos sem sustos",
};
