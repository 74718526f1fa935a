import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.listLabel": "I migliori punteggi di oggi",
  "leaderboard.rank": "Posizione {rank}",
  "leaderboard.points": "punti",
  "leaderboard.sample": "Esempio",
  "leaderboard.empty": "Ancora nessun punteggio! Gioca per primo ed entra in classifica.",
  "leaderboard.spotsLeft.one": "Resta solo 1 posto nella classifica di oggi. Gioca ora per prenderlo!",
  "leaderboard.spotsLeft.other": "Restano {count} posti nella classifica di oggi. Gioca ora per prenderne uno!",
  "leaderboard.listLabel.weekly": "I migliori punteggi della settimana",
  "leaderboard.listLabel.alltime": "I migliori punteggi di sempre",
  "leaderboard.spotsLeft.weekly.one": "Resta solo 1 posto nella classifica della settimana. Gioca ora per prenderlo!",
  "leaderboard.spotsLeft.weekly.other": "Restano {count} posti nella classifica della settimana. Gioca ora per prenderne uno!",
  "leaderboard.spotsLeft.alltime.one": "Resta solo 1 posto nella classifica di sempre. Gioca ora per prenderlo!",
  "leaderboard.spotsLeft.alltime.other": "Restano {count} posti nella classifica di sempre. Gioca ora per prenderne uno!",
  "leaderboard.you": "Tu",
  "leaderboard.yourRank": "La tua posizione",
  "leaderboard.live": "Live",
  "leaderboard.liveHint": "Si aggiorna all'arrivo di nuovi punteggi",
  "leaderboard.location.unknown": "Sconosciuto",
};
