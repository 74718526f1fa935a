import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "app.name": "Flap Master",

  // Header
  "header.nav.label": "Hauptmenü",
  "header.playGame": "Spielen",
  "header.store": "Shop",
  "header.home": "Startseite",
  "header.challengeFriends": "Freunde herausfordern",
  "header.moreGames": "Mehr Spiele",
  "header.menu.open": "Menü öffnen",
  "header.menu.close": "Menü schließen",
  "header.skipToContent": "Zum Inhalt springen",

  // Footer
  "footer.blurb":
    "Tippe dich durch die Röhren, sammle Münzen und schalte neue Vögel frei. Ein kostenloses Arcade-Spiel, das direkt in deinem Browser läuft.",
  "footer.social.label": "Folge Flap Master",
  "footer.social.twitter": "Flap Master auf X (Twitter)",
  "footer.social.facebook": "Flap Master auf Facebook",
  "footer.social.instagram": "Flap Master auf Instagram",
  "footer.quickLinks": "Schnellzugriff",
  "footer.home": "Startseite",
  "footer.playGame": "Spielen",
  "footer.adminAccess": "Admin-Zugang",
  "footer.contactUs": "Kontakt",
  "footer.copyright": "© {year} Flap Master",
  "footer.legal.label": "Rechtliches",
  "footer.terms": "Nutzungsbedingungen",
  "footer.privacy": "Datenschutzerklärung",
  "footer.contact": "Kontakt",

  // Contact form
  "contact.email.label": "Deine E-Mail",
  "contact.email.placeholder": "du@beispiel.de",
  "contact.message.label": "Nachricht",
  "contact.message.placeholder": "Deine Nachricht...",
  "contact.submit": "Nachricht senden",
  "contact.sending": "Wird gesendet...",
  "contact.success": "Nachricht erfolgreich gesendet!",
  "contact.error": "Die Nachricht konnte nicht gesendet werden. Bitte versuche es noch einmal.",

  // Admin login dialog
  "adminLogin.title": "Admin-Anmeldung",
  "adminLogin.description": "Gib das Admin-Passwort ein, um das Spiel zu verwalten.",
  "adminLogin.password": "Passwort",
  "adminLogin.showPassword": "Passwort anzeigen",
  "adminLogin.hidePassword": "Passwort verbergen",
  "adminLogin.cancel": "Abbrechen",
  "adminLogin.login": "Anmelden",
  "adminLogin.invalid": "Falsches Passwort",
  "adminLogin.checking": "Wird geprüft...",
  "adminLogin.failed": "Anmeldung fehlgeschlagen. Bitte versuche es noch einmal.",

  // Shared
  "common.playNow": "Jetzt spielen",
  "common.backToHome": "Zur Startseite",

  // Account
  "header.account": "Konto",

  // 404
  "notFound.title": "Seite nicht gefunden",

  // Errors
  "error.title": "Unerwarteter Anwendungsfehler!",
  "error.text": "Etwas ist schiefgelaufen. Bitte versuche es noch einmal.",

  // Contact form (server answers and the anti-bot field)
  "contact.website.label": "Dieses Feld bitte leer lassen",
  "contact.invalidEmail": "Bitte gib eine gültige E-Mail-Adresse ein.",
  "contact.messageRequired": "Bitte gib eine Nachricht ein.",
  "contact.error.tooLong": "Deine Nachricht ist zu lang. Bitte kürze sie und versuche es noch einmal.",
  "contact.error.rateLimited":
    "Du hast in kurzer Zeit mehrere Nachrichten gesendet. Bitte warte ein paar Minuten und versuche es dann noch einmal.",

  // Language switcher
  "language.label": "Sprache",
  "language.current": "Sprache: {language}",
  "layout.guestName": "Gast",
};
