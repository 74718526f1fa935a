import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Success
  "success.meta.title": "Zahlung",
  "success.meta.description": "Das Ergebnis deines Kaufs bei Flap Master.",
  "success.title": "Zahlung",
  "success.paid.title": "Danke für deinen Kauf!",
  "success.paid.coins": "+{coins} Münzen",
  "success.paid.body": "Die Münzen sind in deinem Geldbeutel.",
  "success.balance": "Dein Guthaben: {balance} Münzen",
  "success.pending.title": "Deine Zahlung wird bestätigt...",
  "success.pending.body": "Das dauert meist nur ein paar Sekunden. Lass diese Seite geöffnet.",
  "success.pending.slow":
    "Deine Zahlung wird noch bestätigt. Deine Münzen erscheinen in deinem Guthaben, sobald sie abgeschlossen ist; du kannst diese Seite verlassen.",
  "success.checkAgain": "Erneut prüfen",
  "success.failed.title": "Zahlung nicht abgeschlossen",
  "success.failed.expired": "Dieser Bezahlvorgang ist abgelaufen, bevor bezahlt wurde. Es wurde kein Geld abgebucht.",
  "success.failed.failed": "Die Zahlung ist fehlgeschlagen. Es wurden keine Münzen gutgeschrieben und kein Geld abgebucht.",
  "success.failed.refunded": "Dieser Kauf wurde erstattet, daher wurden die Münzen wieder abgezogen.",
  "success.failed.disputed": "Diese Zahlung wurde angefochten, daher wurden die Münzen wieder abgezogen.",
  "success.missing": "Ungültige Bezahlsitzung. Hier gibt es keine Zahlung zu bestätigen.",
  "success.signIn": "Bitte melde dich an, um deine Zahlung zu prüfen",
  "success.backToStore": "Zurück zum Shop",
  "success.play": "Jetzt spielen",
  "success.signInButton": "Anmelden",
};
