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
  "login.error.invalidEmail": "Bitte gib eine gültige E-Mail-Adresse ein, z. B. du@beispiel.de.",
  "login.error.wrongEmailOrPassword":
    "E-Mail-Adresse oder Passwort stimmt nicht. Prüfe beides und versuche es noch einmal, oder setze dein Passwort zurück.",
  "login.error.wrongPhoneOrPassword":
    "Telefonnummer oder Passwort stimmt nicht. Prüfe beides und versuche es noch einmal, oder melde dich mit einem Einmalcode an.",
  "login.error.emailNotVerified": "Bitte bestätige zuerst deine E-Mail-Adresse: Wir haben dir einen neuen Bestätigungslink geschickt.",
  "login.error.phoneNotVerified": "Bestätige deine Telefonnummer mit dem Code, den wir dir geschickt haben.",
  "login.error.passwordTooShort": "Wähle ein Passwort mit mindestens {min} Zeichen.",
  "login.error.passwordTooLong": "Wähle ein Passwort mit höchstens {max} Zeichen.",
  "login.error.passwordBlank":
    "Ein Passwort nur aus Leerzeichen ist kein Passwort. Wähle eines mit Buchstaben, Ziffern oder Sonderzeichen.",
  "login.error.passwordTooCommon": "Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Wähle ein anderes.",
  "login.error.accountExists": "Für diese E-Mail-Adresse oder Telefonnummer gibt es schon ein Konto. Melde dich stattdessen an.",
  "login.error.wrongCode": "Dieser Code stimmt nicht. Prüfe den neuesten Code, den wir dir geschickt haben, und versuche es noch einmal.",
  "login.error.codeExpired": "Dieser Code ist abgelaufen. Fordere unten einen neuen Code an und gib ihn ein.",
  "login.error.codeLocked":
    "Dieser Code wurde zu oft falsch eingegeben und gilt nicht mehr. Fordere unten einen neuen Code an und gib ihn ein.",
  "login.error.tooManySeconds": "Zu viele Versuche. Bitte warte {seconds} Sekunden und versuche es dann noch einmal.",
  "login.error.tooManyMinutes": "Zu viele Versuche. Bitte warte {minutes} Minuten und versuche es dann noch einmal.",
  "login.error.signInAgain":
    "Aus Sicherheitsgründen musst du dich dafür neu anmelden. Melde dich ab und wieder an und versuche es dann noch einmal.",
  "login.error.signInFailed": "Wir konnten dich nicht anmelden. Bitte versuche es noch einmal.",
  "login.error.signUpFailed": "Wir konnten dein Konto nicht anlegen. Bitte versuche es noch einmal.",
  "login.error.sendFailed": "Wir konnten die Nachricht nicht senden. Bitte versuche es gleich noch einmal.",
  "login.error.codeFailed": "Wir konnten den Code nicht prüfen. Fordere unten einen neuen Code an und versuche es noch einmal.",
  "login.error.passwordFailed": "Wir konnten das neue Passwort nicht speichern. Bitte versuche es noch einmal.",
};
