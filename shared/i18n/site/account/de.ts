import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Account
  "account.meta.title": "Dein Konto",
  "account.meta.description": "Dein Flap-Master-Konto: Name, E-Mail, Passwort, deine Daten.",
  "account.title": "Dein Konto",
  "account.subtitle": "Dein Name, deine Anmeldung und deine Daten.",
  "account.profile": "Profil",
  "account.name.label": "Anzeigename",
  "account.name.help": "Wird in den Bestenlisten angezeigt. Bis zu 15 Zeichen.",
  "account.name.save": "Namen speichern",
  "account.email": "E-Mail",
  "account.phone": "Telefon",
  "account.notSet": "Nicht festgelegt",
  "account.unverified": "noch nicht bestätigt",
  "account.coins": "Münzen",
  "account.password": "Passwort",
  "account.password.current": "Aktuelles Passwort",
  "account.password.new": "Neues Passwort",
  "account.password.save": "Passwort ändern",
  "account.password.set": "Passwort festlegen",
  "account.password.setHelp": "Du meldest dich mit Links oder Codes an. Lege ein Passwort fest, um dich auch damit anzumelden.",
  "account.sessions": "Sitzungen",
  "account.signOut": "Abmelden",
  "account.signOutEverywhere": "Überall abmelden",
  "account.signOutEverywhere.help": "Beendet jede Sitzung dieses Kontos auf jedem Gerät (auch auf diesem).",
  "account.data": "Deine Daten",
  "account.download": "Meine Daten herunterladen (JSON)",
  "account.delete.help":
    "Löscht dein Konto, deine E-Mail-Adresse, deine Sitzungen und Münzen endgültig. Deine Punktestände bleiben in den Bestenlisten, angezeigt als 'Gelöschter Spieler'.",
  "account.delete.confirmPassword": "Gib zur Bestätigung dein Passwort ein",
  "account.delete.confirmWord": "Gib zur Bestätigung DELETE ein",
  "account.delete.submit": "Mein Konto löschen",
  "account.notice.name_updated": "Dein Name ist gespeichert.",
  "account.notice.password_changed": "Dein Passwort wurde geändert. Andere Geräte wurden abgemeldet.",
  "account.error.name": "Gib einen Namen mit 1 bis 15 Zeichen ein.",
  "account.error.password": "Gib dein aktuelles Passwort und ein neues mit mindestens 8 Zeichen ein.",
  "account.error.deleteConfirm": "Bitte bestätige, dass du dein Konto löschen möchtest.",
  "account.error.operator": "Das Betreiberkonto kann nicht gelöscht werden; ändere stattdessen ADMIN_EMAIL.",
};
