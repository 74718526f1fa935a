import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.meta.title": "Classifica del giorno",
  "leaderboard.meta.description": "I dieci migliori giocatori di Flap Master di oggi. Riesci a entrare in classifica?",
  "leaderboard.title": "Classifica del giorno",
  "leaderboard.intro": "I migliori piloti di oggi. La classifica riparte da zero ogni giorno a mezzanotte ({timeZone}).",
  "leaderboard.title.weekly": "Classifica settimanale",
  "leaderboard.title.alltime": "Classifica di sempre",
  "leaderboard.intro.weekly": "I migliori piloti della settimana. La classifica riparte da zero ogni lunedì a mezzanotte ({timeZone}).",
  "leaderboard.intro.alltime": "I migliori piloti di sempre. Conta ogni partita verificata.",
  "leaderboard.tabs.label": "Periodo della classifica",
  "leaderboard.tab.daily": "Oggi",
  "leaderboard.tab.weekly": "Questa settimana",
  "leaderboard.tab.alltime": "Di sempre",
  "leaderboard.title.course": "Percorso del giorno",
  "leaderboard.title.bestday": "Migliori giorni del percorso",
  "leaderboard.intro.course": "Il percorso di oggi è uguale per tutti. Ogni giorno a mezzanotte ne inizia uno nuovo ({timeZone}).",
  "leaderboard.intro.bestday": "I migliori punteggi del percorso del giorno di sempre: il giorno migliore di ogni giocatore.",
  "leaderboard.tab.course": "Percorso del giorno",
  "leaderboard.tab.bestday": "Giorno migliore",
};
