import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Home
  "home.meta.title": "Flap Master – Hast du den Flügelschlag drauf?",
  "home.meta.description":
    "Tippe dich durch die Röhren, fordere Freunde heraus und schalte neue Figuren frei – in diesem Browserspiel mit Suchtfaktor.",
  "home.hero.headline": "Hast du den Flügelschlag drauf?",
  "home.hero.subtitle":
    "Tippe dich durch die Röhren, fordere Freunde heraus und schalte neue Figuren frei – in diesem Spiel mit Suchtfaktor!",
  "home.hero.viewLeaderboard": "Bestenliste ansehen",
  "home.hero.tapToFlap": "Tippen zum Flattern",
  "home.howToPlay.title": "So wird gespielt",
  "home.howToPlay.intro": "Nur drei einfache Schritte trennen dich von der Spitze der Bestenliste.",
  "home.howToPlay.step1.title": "Tippen oder klicken",
  "home.howToPlay.step1.text":
    "Tippe auf den Bildschirm, klicke mit der Maus oder drücke die Leertaste, damit dein Vogel nach oben flattert.",
  "home.howToPlay.step2.title": "Hindernissen ausweichen",
  "home.howToPlay.step2.text":
    "Flattere im richtigen Moment, um durch die Lücken zwischen den Röhren zu gleiten. Berührst du eine Röhre oder den Boden, ist die Runde vorbei.",
  "home.howToPlay.step3.title": "Punkte sammeln",
  "home.howToPlay.step3.text": "Jede Röhre, die du passierst, bringt einen Punkt. Je weiter du fliegst, desto schneller wird es.",
  "home.howToPlay.coins": "Jeder Punkt bringt 10 Münzen, die du im Shop für neue Vögel und Power-ups ausgeben kannst!",
  "home.leaderboard.title": "Tagesbestenliste",
  "home.leaderboard.intro": "Die besten Flieger des Tages. Die Liste startet jeden Tag um Mitternacht neu ({timeZone}).",
  "home.leaderboard.more": "Bestenlisten der Woche und aller Zeiten ansehen",
  "home.challenge.title": "Fordere deine Freunde heraus",
  "home.challenge.prompt":
    "Du hast noch keinen Punktestand. Spiel deine erste Runde und fordere dann deine Freunde heraus, dich zu schlagen!",
  "home.challenge.bestLabel": "Dein Bestwert",
  "home.challenge.bestText": "Glaubst du, deine Freunde können dich schlagen? Teile deinen Punktestand und fordere sie heraus!",
  "home.challenge.beatMyScore": "Schlag meinen Rekord",
  "home.newsletter.title": "Werde Teil des Schwarms",

  // More Games to Play (home page; cards from the games feed)
  "home.moreGames.title": "Noch mehr Spiele",
  "home.moreGames.intro": "Brauchst du eine Pause von den Röhren? Probier eins dieser kostenlosen Browserspiele.",
  "home.moreGames.play": "Spielen",
  "home.moreGames.newTab": "(öffnet in einem neuen Tab)",
  "home.course.title": "Der heutige Tageskurs",
  "home.course.text": "Ein Kurs, für alle Spieler gleich, den ganzen Tag. Um Mitternacht beginnt ein neuer ({timeZone}).",
  "home.course.play": "Heutigen Kurs fliegen",
  "home.course.free": "Freier Flug",
  "home.course.leader": "Heute vorn: {name} mit {score}",
  "home.course.noLeader": "Noch niemand ist den heutigen Kurs geflogen. Sei der Erste!",
  "home.course.record": "Bester Tag aller Zeiten: {name} mit {score}",
  "home.course.board": "Kurs-Bestenliste",
};
