import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "newsletter.intro": "Abonniere den Newsletter, erfahre als Erster von neuen Vögeln und Events und schalte sofort eine Bonus-Figur frei.",
  "newsletter.email.label": "Deine E-Mail",
  "newsletter.email.placeholder": "du@beispiel.de",
  "newsletter.consent":
    "Ich bin einverstanden, E-Mails von Flap Master über neue Figuren, Events und Neuigkeiten zu erhalten. Ich kann mich jederzeit abmelden.",
  "newsletter.submit": "Abonnieren & Figur freischalten",
  "newsletter.subscribed": "Abonniert!",
  "newsletter.tryAgain": "Nochmal versuchen",
  "newsletter.invalidEmail": "Bitte gib eine gültige E-Mail-Adresse ein.",
  "newsletter.consentRequired": "Bitte stimme dem Erhalt von E-Mails zu, um dich anzumelden.",
  "newsletter.unlocked": "Danke! Du hast {skin} freigeschaltet",
  "newsletter.thanks": "Danke, dass du unseren Newsletter abonniert hast!",
  "newsletter.checkInbox": "Sieh in deinem Posteingang nach, um dein Abo zu bestätigen.",
  "newsletter.already": "Diese E-Mail-Adresse ist bereits angemeldet. Die Bonus-Figur wird nur einmal pro Adresse freigeschaltet.",
  "newsletter.resubscribed":
    "Willkommen zurück! Sieh in deinem Posteingang nach, um dein Abo zu bestätigen. Die Bonus-Figur wird nur einmal pro Adresse freigeschaltet.",
  "newsletter.playerAlreadyUnlocked": "Danke für dein Abo! Deine Newsletter-Bonus-Figur war bereits freigeschaltet.",
  "newsletter.failed": "Die Anmeldung ist fehlgeschlagen. Bitte versuche es noch einmal.",
  "newsletter.error.tooManyFromNetwork": "Zu viele Anmeldungen aus deinem Netzwerk. Bitte versuche es in ein paar Minuten noch einmal.",
  "newsletter.error.blocked":
    "Diese Adresse kann den Newsletter nicht abonnieren. Wenn du das für einen Fehler hältst, schreib uns über das Kontaktformular.",
  "newsletter.error.tooManyMails":
    "Zu viele Bestätigungsmails an diese Adresse. Bitte sieh in deinem Posteingang nach oder versuche es später noch einmal.",
};
