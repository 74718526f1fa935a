import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.meta.title": "Classement du jour",
  "leaderboard.meta.description": "Les dix meilleurs joueurs de Flap Master aujourd'hui. Arriveras-tu à entrer au classement ?",
  "leaderboard.title": "Classement du jour",
  "leaderboard.intro": "Les meilleurs pilotes du jour. Le classement repart de zéro chaque jour à minuit ({timeZone}).",
  "leaderboard.title.weekly": "Classement de la semaine",
  "leaderboard.title.alltime": "Classement de tous les temps",
  "leaderboard.intro.weekly": "Les meilleurs pilotes de la semaine. Le classement repart de zéro chaque lundi à minuit ({timeZone}).",
  "leaderboard.intro.alltime": "Les meilleurs pilotes de tous les temps. Chaque partie vérifiée compte.",
  "leaderboard.tabs.label": "Période du classement",
  "leaderboard.tab.daily": "Aujourd'hui",
  "leaderboard.tab.weekly": "Cette semaine",
  "leaderboard.tab.alltime": "Tous les temps",
  "leaderboard.title.course": "Parcours du jour",
  "leaderboard.title.bestday": "Meilleurs jours du parcours",
  "leaderboard.intro.course": "Le parcours du jour est le même pour tous. Un nouveau parcours commence chaque jour à minuit ({timeZone}).",
  "leaderboard.intro.bestday": "Les meilleurs scores du parcours du jour de tous les temps : le meilleur jour de chaque joueur.",
  "leaderboard.tab.course": "Parcours du jour",
  "leaderboard.tab.bestday": "Meilleur jour",
};
