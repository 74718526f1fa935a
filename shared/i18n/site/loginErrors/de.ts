import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Login
  "login.working": "Einen Moment...",
  "login.error.missingCredentials": "Du musst eine E-Mail-Adresse oder Telefonnummer und ein Passwort angeben",
  "login.error.missingIdentifier": "Du musst eine E-Mail-Adresse oder Telefonnummer angeben",
  "login.error.emptyEmail": "Bitte gib deine E-Mail-Adresse ein.",
  "login.error.invalidPhone": "Gib die Telefonnummer mit Ländervorwahl ein, z. B. +15551234567.",
  "login.error.emailOnly": "Bitte gib eine E-Mail-Adresse ein.",
  "login.error.missingCode": "Bitte gib den Code ein, den wir dir geschickt haben.",
  "login.error.missingPassword": "Bitte gib ein neues Passwort ein.",
  "login.error.missingToken": "Öffne den Link aus der E-Mail zum Zurücksetzen des Passworts, um ein neues Passwort zu wählen.",
  "login.error.invalidLink": "Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.",
  "login.error.generic": "Etwas ist schiefgelaufen. Bitte versuche es noch einmal.",
};
