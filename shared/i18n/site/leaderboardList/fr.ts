import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.listLabel": "Meilleurs scores du jour",
  "leaderboard.rank": "Rang {rank}",
  "leaderboard.points": "points",
  "leaderboard.sample": "Exemple",
  "leaderboard.empty": "Aucun score pour l'instant ! Sois le premier à jouer et entre au classement.",
  "leaderboard.spotsLeft.one": "Plus qu'une place au classement du jour. Joue maintenant pour la prendre !",
  "leaderboard.spotsLeft.other": "Encore {count} places au classement du jour. Joue maintenant pour en prendre une !",
  "leaderboard.listLabel.weekly": "Meilleurs scores de la semaine",
  "leaderboard.listLabel.alltime": "Meilleurs scores de tous les temps",
  "leaderboard.spotsLeft.weekly.one": "Plus qu'une place au classement de la semaine. Joue maintenant pour la prendre !",
  "leaderboard.spotsLeft.weekly.other": "Encore {count} places au classement de la semaine. Joue maintenant pour en prendre une !",
  "leaderboard.spotsLeft.alltime.one": "Plus qu'une place au classement de tous les temps. Joue maintenant pour la prendre !",
  "leaderboard.spotsLeft.alltime.other": "Encore {count} places au classement de tous les temps. Joue maintenant pour en prendre une !",
  "leaderboard.you": "Toi",
  "leaderboard.yourRank": "Ton rang",
  "leaderboard.live": "En direct",
  "leaderboard.liveHint": "Mis à jour à chaque nouveau score",
  "leaderboard.location.unknown": "Inconnu",
  "leaderboard.listLabel.course": "Meilleurs scores du parcours du jour",
  "leaderboard.listLabel.bestday": "Meilleurs jours du parcours de tous les temps",
  "leaderboard.spotsLeft.course.one": "Plus qu'une place au classement du parcours du jour. Vole le parcours pour la prendre !",
  "leaderboard.spotsLeft.course.other": "Encore {count} places au classement du parcours du jour. Vole le parcours pour en prendre une !",
  "leaderboard.spotsLeft.bestday.one":
    "Plus qu'une place parmi les meilleurs jours du parcours. Vole le parcours du jour pour la prendre !",
  "leaderboard.spotsLeft.bestday.other":
    "Encore {count} places parmi les meilleurs jours du parcours. Vole le parcours du jour pour en prendre une !",
};
