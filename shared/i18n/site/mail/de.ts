import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "mail.newsletter.subject": "Bestätige dein Abo des Flap-Master-Newsletters",
  "mail.newsletter.heading": "Bestätige dein Abo",
  "mail.newsletter.intro":
    "Danke, dass du den Flap-Master-Newsletter abonniert hast! Bestätige diese Adresse, um Neuigkeiten über neue Vögel und Events zu erhalten.",
  "mail.newsletter.unlocked": "Deine Bonus-Figur, {skin}, ist im Spiel bereits freigeschaltet.",
  "mail.newsletter.action": "Abo bestätigen",
  "mail.newsletter.outro": "Falls du dich nicht angemeldet hast, ignoriere diese E-Mail: Du erhältst dann nichts weiter.",
  "mail.linkFallback": "Falls der Button nicht funktioniert, kopiere diese Adresse in deinen Browser:",
  "mail.unsubscribe": "Abmelden",
  "mail.footer": "Flap Master — tippen, flattern, wiederholen.",
  "mail.greetingFallback": "Spieler",
  "mail.contact.subject": "Kontaktformular: Nachricht von {email}",
  "mail.contact.intro":
    "Ein Besucher hat diese Nachricht über das Kontaktformular gesendet. Antworte auf diese E-Mail, um ihm zu antworten.",
  "mail.contact.from": "Von: {email}",

  // Account e-mails and SMS (server/mail/templates.ts)
  "mail.verify_email.subject": "Bestätige deine E-Mail für Flap Master",
  "mail.verify_email.heading": "Bestätige deine E-Mail",
  "mail.verify_email.intro":
    "Danke für deine Registrierung bei Flap Master! Bestätige diese Adresse, um deine Münzen, Skins und Punktestände auf jedem Gerät zu behalten.",
  "mail.verify_email.action": "E-Mail bestätigen",
  "mail.verify_email.outro": "Der Link ist {minutes} Minuten lang gültig. Falls du dich nicht registriert hast, ignoriere diese E-Mail.",
  "mail.reset_password.subject": "Setze dein Flap-Master-Passwort zurück",
  "mail.reset_password.heading": "Setze dein Passwort zurück",
  "mail.reset_password.intro": "Jemand (hoffentlich du) hat angefordert, das Passwort deines Flap-Master-Kontos zurückzusetzen.",
  "mail.reset_password.action": "Neues Passwort wählen",
  "mail.reset_password.outro":
    "Der Link ist {minutes} Minuten lang und nur einmal gültig. Falls du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.",
  "mail.magic_link.subject": "Dein Anmeldelink für Flap Master",
  "mail.magic_link.heading": "Bei Flap Master anmelden",
  "mail.magic_link.intro": "Melde dich über den Button unten an. Kein Passwort nötig.",
  "mail.magic_link.action": "Anmelden",
  "mail.magic_link.outro":
    "Der Link ist {minutes} Minuten lang und nur einmal gültig. Falls du das nicht angefordert hast, ignoriere diese E-Mail.",
  "mail.otp_sign_in.subject": "Dein Flap-Master-Anmeldecode: {code}",
  "mail.otp_sign_in.heading": "Dein Anmeldecode",
  "mail.otp_sign_in.intro": "Gib diesen Code auf der Anmeldeseite ein, um weiterzuspielen.",
  "mail.otp_sign_in.action": "Dein Code:",
  "mail.otp_sign_in.outro": "Der Code ist {minutes} Minuten lang gültig. Falls du ihn nicht angefordert hast, ignoriere diese E-Mail.",
  "mail.otp_email_verification.subject": "Dein Flap-Master-Bestätigungscode: {code}",
  "mail.otp_email_verification.heading": "Bestätige deine E-Mail",
  "mail.otp_email_verification.intro": "Gib diesen Code ein, um deine E-Mail-Adresse zu bestätigen.",
  "mail.otp_email_verification.action": "Dein Code:",
  "mail.otp_email_verification.outro":
    "Der Code ist {minutes} Minuten lang gültig. Falls du ihn nicht angefordert hast, ignoriere diese E-Mail.",
  "mail.otp_forget_password.subject": "Dein Flap-Master-Code zum Zurücksetzen des Passworts: {code}",
  "mail.otp_forget_password.heading": "Setze dein Passwort zurück",
  "mail.otp_forget_password.intro": "Gib diesen Code ein, um ein neues Passwort zu wählen.",
  "mail.otp_forget_password.action": "Dein Code:",
  "mail.otp_forget_password.outro":
    "Der Code ist {minutes} Minuten lang gültig. Falls du ihn nicht angefordert hast, ignoriere diese E-Mail.",
  "mail.otp_change_email.subject": "Dein Flap-Master-Code: {code}",
  "mail.otp_change_email.heading": "Bestätige deine neue E-Mail",
  "mail.otp_change_email.intro": "Gib diesen Code ein, um deine neue E-Mail-Adresse zu bestätigen.",
  "mail.otp_change_email.action": "Dein Code:",
  "mail.otp_change_email.outro": "Der Code ist {minutes} Minuten lang gültig. Falls du ihn nicht angefordert hast, ignoriere diese E-Mail.",
  "mail.account_exists.subject": "Jemand wollte sich mit deiner E-Mail-Adresse registrieren",
  "mail.account_exists.heading": "Du hast schon ein Konto",
  "mail.account_exists.intro":
    "Jemand (hoffentlich du) wollte mit dieser E-Mail-Adresse ein Flap-Master-Konto anlegen, aber für sie gibt es schon eins.",
  "mail.account_exists.action": "Anmelden",
  "mail.account_exists.outro":
    "Passwort nicht mehr zur Hand? Über den Link „Passwort vergessen?“ auf der Anmeldeseite wählst du ein neues. Wenn du das nicht warst, ignoriere diese E-Mail: An deinem Konto hat sich nichts geändert.",
  "mail.password_changed.subject": "Dein Flap-Master-Passwort wurde geändert",
  "mail.password_changed.heading": "Dein Passwort wurde geändert",
  "mail.password_changed.intro":
    "Das Passwort deines Flap-Master-Kontos wurde gerade geändert, und deine anderen Geräte wurden abgemeldet.",
  "mail.password_changed.action": "Passwort zurücksetzen",
  "mail.password_changed.outro":
    "Wenn du das warst, ist nichts weiter zu tun. Wenn nicht, setze dein Passwort jetzt mit der Schaltfläche oben zurück.",
  "mail.receipt.subject": "Deine Flap-Master-Quittung: {coins} Münzen",
  "mail.receipt.heading": "Danke für deinen Kauf!",
  "mail.receipt.intro": "Deine Zahlung ist eingegangen und die Münzen sind schon in deiner Geldbörse.",
  "mail.receipt.item": "Artikel",
  "mail.receipt.coins": "Münzen",
  "mail.receipt.amount": "Bezahlter Betrag",
  "mail.receipt.date": "Datum",
  "mail.receipt.reference": "Referenz",
  "mail.receipt.action": "Jetzt spielen",
  "mail.receipt.outro": "Fragen zu dieser Zahlung? Schreib uns über das Kontaktformular auf unserer Website und nenne die Referenz.",
  "mail.operator_invite.subject": "Einladung zur Verwaltung von Flap Master",
  "mail.operator_invite.heading": "Werde Teil des Flap-Master-Teams",
  "mail.operator_invite.intro": "{inviter} lädt dich als {role} in den Verwaltungsbereich von Flap Master ein.",
  "mail.operator_invite.action": "Passwort festlegen",
  "mail.operator_invite.outro":
    "Der Link gilt {hours} Stunden und nur einmal. Danach meldest du dich mit dieser E-Mail-Adresse und deinem Passwort an. Wenn du nichts davon weißt, ignoriere diese E-Mail.",
  "mail.operator_invite.role.owner": "Inhaber (alles, auch das Team)",
  "mail.operator_invite.role.editor": "Bearbeiter (das Spiel, nicht das Team)",
  "mail.operator_invite.role.viewer": "Betrachter (sieht alles, ändert nichts)",
  "mail.smsCode": "Dein Flap-Master-Code lautet {code}. Er ist {minutes} Minuten lang gültig.",
};
