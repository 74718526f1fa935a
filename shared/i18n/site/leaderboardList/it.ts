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
  "leaderboard.listLabel.course": "Migliori punteggi del percorso di oggi",
  "leaderboard.listLabel.bestday": "Migliori giorni del percorso di sempre",
  "leaderboard.spotsLeft.course.one": "Resta solo 1 posto nella classifica del percorso di oggi. Vola il percorso per prenderlo!",
  "leaderboard.spotsLeft.course.other": "Restano {count} posti nella classifica del percorso di oggi. Vola il percorso per prenderne uno!",
  "leaderboard.spotsLeft.bestday.one": "Resta solo 1 posto tra i migliori giorni del percorso. Vola il percorso di oggi per prenderlo!",
  "leaderboard.spotsLeft.bestday.other":
    "Restano {count} posti tra i migliori giorni del percorso. Vola il percorso di oggi per prenderne uno!",
};
