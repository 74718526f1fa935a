import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Achievements (the ids of game/achievements.ts)
  "achievement.first-flight.name": "Premier envol",
  "achievement.first-flight.description": "Joue ta première partie",
  "achievement.rookie.name": "Débutant",
  "achievement.rookie.description": "Marque 10 points en une partie",
  "achievement.intermediate.name": "Intermédiaire",
  "achievement.intermediate.description": "Marque 25 points en une partie",
  "achievement.expert.name": "Expert",
  "achievement.expert.description": "Marque 50 points en une partie",
  "achievement.master.name": "Maître",
  "achievement.master.description": "Marque 100 points en une partie",
  "achievement.dedicated.name": "Assidu",
  "achievement.dedicated.description": "Joue 50 parties",
  "achievement.flap-master.name": "Flap Master",
  "achievement.flap-master.description": "Bats des ailes {count} fois",
  "achievement.perfect-10.name": "Parfait 10",
  "achievement.perfect-10.description": "Termine 10 vols parfaits sans frôler un tuyau",
};
