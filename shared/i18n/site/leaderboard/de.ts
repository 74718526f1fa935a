import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.meta.title": "Tagesbestenliste",
  "leaderboard.meta.description": "Die zehn besten Flap-Master-Spieler von heute. Schaffst du es auf die Liste?",
  "leaderboard.title": "Tagesbestenliste",
  "leaderboard.intro": "Die besten Flieger des Tages. Die Liste startet jeden Tag um Mitternacht neu ({timeZone}).",
  "leaderboard.title.weekly": "Wochenbestenliste",
  "leaderboard.title.alltime": "Ewige Bestenliste",
  "leaderboard.intro.weekly": "Die besten Flieger der Woche. Die Liste startet jeden Montag um Mitternacht neu ({timeZone}).",
  "leaderboard.intro.alltime": "Die besten Flieger aller Zeiten. Jede geprüfte Runde zählt.",
  "leaderboard.tabs.label": "Zeitraum der Bestenliste",
  "leaderboard.tab.daily": "Heute",
  "leaderboard.tab.weekly": "Diese Woche",
  "leaderboard.tab.alltime": "Aller Zeiten",
  "leaderboard.title.course": "Tageskurs",
  "leaderboard.title.bestday": "Beste Kurstage",
  "leaderboard.intro.course": "Der heutige Kurs ist für alle gleich. Jeden Tag um Mitternacht beginnt ein neuer Kurs ({timeZone}).",
  "leaderboard.intro.bestday": "Die besten Tageskurs-Ergebnisse aller Zeiten: der beste Tag jedes Spielers.",
  "leaderboard.tab.course": "Tageskurs",
  "leaderboard.tab.bestday": "Bester Tag",
};
