import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "mail.newsletter.subject": "Conferma la tua iscrizione alla newsletter di Flap Master",
  "mail.newsletter.heading": "Conferma la tua iscrizione",
  "mail.newsletter.intro":
    "Grazie per esserti iscritto alla newsletter di Flap Master! Conferma questo indirizzo per ricevere novità su nuovi uccellini ed eventi.",
  "mail.newsletter.unlocked": "Il tuo personaggio bonus, {skin}, è già sbloccato nel gioco.",
  "mail.newsletter.action": "Conferma iscrizione",
  "mail.newsletter.outro": "Se non ti sei iscritto, ignora questa e-mail: non riceverai nient'altro.",
  "mail.linkFallback": "Se il pulsante non funziona, copia questo indirizzo nel browser:",
  "mail.unsubscribe": "Annulla iscrizione",
  "mail.footer": "Flap Master — tocca, vola, ripeti.",
  "mail.contact.subject": "Modulo di contatto: messaggio da {email}",
  "mail.contact.intro":
    "Un visitatore ha inviato questo messaggio tramite il modulo di contatto. Rispondi a questa e-mail per rispondergli.",
  "mail.contact.from": "Da: {email}",
  "mail.verify_email.subject": "Conferma la tua e-mail di Flap Master",
  "mail.verify_email.heading": "Conferma la tua e-mail",
  "mail.verify_email.intro":
    "Grazie per esserti registrato a Flap Master! Conferma questo indirizzo per ritrovare monete, skin e punteggi su ogni dispositivo.",
  "mail.verify_email.action": "Conferma e-mail",
  "mail.verify_email.outro": "Il link è valido per {minutes} minuti. Se non ti sei registrato, ignora questa e-mail.",
  "mail.reset_password.subject": "Reimposta la tua password di Flap Master",
  "mail.reset_password.heading": "Reimposta la tua password",
  "mail.reset_password.intro": "Qualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account Flap Master.",
  "mail.reset_password.action": "Scegli una nuova password",
  "mail.reset_password.outro":
    "Il link è valido per {minutes} minuti e una sola volta. Se non l'hai richiesto tu, ignora questa e-mail: la tua password resta invariata.",
  "mail.magic_link.subject": "Il tuo link di accesso a Flap Master",
  "mail.magic_link.heading": "Accedi a Flap Master",
  "mail.magic_link.intro": "Usa il pulsante qui sotto per accedere. Nessuna password necessaria.",
  "mail.magic_link.action": "Accedi",
  "mail.magic_link.outro": "Il link è valido per {minutes} minuti e una sola volta. Se non l'hai richiesto tu, ignora questa e-mail.",
  "mail.otp_sign_in.subject": "Il tuo codice di accesso a Flap Master: {code}",
  "mail.otp_sign_in.heading": "Il tuo codice di accesso",
  "mail.otp_sign_in.intro": "Inserisci questo codice nella pagina di accesso per continuare a giocare.",
  "mail.otp_sign_in.action": "Il tuo codice:",
  "mail.otp_sign_in.outro": "Il codice è valido per {minutes} minuti. Se non l'hai richiesto tu, ignora questa e-mail.",
  "mail.otp_email_verification.subject": "Il tuo codice di verifica di Flap Master: {code}",
  "mail.otp_email_verification.heading": "Conferma la tua e-mail",
  "mail.otp_email_verification.intro": "Inserisci questo codice per confermare il tuo indirizzo e-mail.",
  "mail.otp_email_verification.action": "Il tuo codice:",
  "mail.otp_email_verification.outro": "Il codice è valido per {minutes} minuti. Se non l'hai richiesto tu, ignora questa e-mail.",
  "mail.otp_forget_password.subject": "Il tuo codice per reimpostare la password di Flap Master: {code}",
  "mail.otp_forget_password.heading": "Reimposta la tua password",
  "mail.otp_forget_password.intro": "Inserisci questo codice per scegliere una nuova password.",
  "mail.otp_forget_password.action": "Il tuo codice:",
  "mail.otp_forget_password.outro": "Il codice è valido per {minutes} minuti. Se non l'hai richiesto tu, ignora questa e-mail.",
  "mail.otp_change_email.subject": "Il tuo codice Flap Master: {code}",
  "mail.otp_change_email.heading": "Conferma la tua nuova e-mail",
  "mail.otp_change_email.intro": "Inserisci questo codice per confermare il tuo nuovo indirizzo e-mail.",
  "mail.otp_change_email.action": "Il tuo codice:",
  "mail.otp_change_email.outro": "Il codice è valido per {minutes} minuti. Se non l'hai richiesto tu, ignora questa e-mail.",
  "mail.smsCode": "Il tuo codice Flap Master è {code}. È valido per {minutes} minuti.",
};
