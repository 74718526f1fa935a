import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.listLabel": "Die besten Punktestände von heute",
  "leaderboard.rank": "Platz {rank}",
  "leaderboard.points": "Punkte",
  "leaderboard.sample": "Beispiel",
  "leaderboard.empty": "Noch keine Punktestände! Spiel als Erster und komm auf die Bestenliste.",
  "leaderboard.spotsLeft.one": "Nur noch 1 Platz auf der heutigen Bestenliste. Spiel jetzt und sichere ihn dir!",
  "leaderboard.spotsLeft.other": "Noch {count} Plätze auf der heutigen Bestenliste. Spiel jetzt und sichere dir einen!",
  "leaderboard.listLabel.weekly": "Die besten Punktestände dieser Woche",
  "leaderboard.listLabel.alltime": "Die besten Punktestände aller Zeiten",
  "leaderboard.spotsLeft.weekly.one": "Nur noch 1 Platz auf der Bestenliste dieser Woche. Spiel jetzt und sichere ihn dir!",
  "leaderboard.spotsLeft.weekly.other": "Noch {count} Plätze auf der Bestenliste dieser Woche. Spiel jetzt und sichere dir einen!",
  "leaderboard.spotsLeft.alltime.one": "Nur noch 1 Platz auf der ewigen Bestenliste. Spiel jetzt und sichere ihn dir!",
  "leaderboard.spotsLeft.alltime.other": "Noch {count} Plätze auf der ewigen Bestenliste. Spiel jetzt und sichere dir einen!",
  "leaderboard.you": "Du",
  "leaderboard.yourRank": "Dein Platz",
  "leaderboard.live": "Live",
  "leaderboard.liveHint": "Aktualisiert sich bei neuen Punkteständen",
  "leaderboard.location.unknown": "Unbekannt",
  "leaderboard.listLabel.course": "Bestwerte des heutigen Kurses",
  "leaderboard.listLabel.bestday": "Beste Kurstage aller Zeiten",
  "leaderboard.spotsLeft.course.one": "Nur noch 1 Platz in der Bestenliste des heutigen Kurses. Flieg den Kurs und hol ihn dir!",
  "leaderboard.spotsLeft.course.other": "Noch {count} Plätze in der Bestenliste des heutigen Kurses. Flieg den Kurs und hol dir einen!",
  "leaderboard.spotsLeft.bestday.one": "Nur noch 1 Platz unter den besten Kurstagen. Flieg den heutigen Kurs und hol ihn dir!",
  "leaderboard.spotsLeft.bestday.other": "Noch {count} Plätze unter den besten Kurstagen. Flieg den heutigen Kurs und hol dir einen!",
};
