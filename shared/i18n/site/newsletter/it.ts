import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "newsletter.intro": "Iscriviti per scoprire per primo nuovi uccellini ed eventi, e sblocca subito un personaggio bonus.",
  "newsletter.email.label": "La tua e-mail",
  "newsletter.email.placeholder": "tu@esempio.com",
  "newsletter.consent":
    "Accetto di ricevere e-mail da Flap Master su nuovi personaggi, eventi e aggiornamenti. Posso annullare l'iscrizione in qualsiasi momento.",
  "newsletter.submit": "Iscriviti e sblocca il personaggio",
  "newsletter.subscribed": "Iscritto!",
  "newsletter.tryAgain": "Riprova",
  "newsletter.invalidEmail": "Inserisci un indirizzo e-mail valido.",
  "newsletter.consentRequired": "Per iscriverti devi accettare di ricevere e-mail.",
  "newsletter.unlocked": "Grazie! Hai sbloccato: {skin}",
  "newsletter.thanks": "Grazie per esserti iscritto alla nostra newsletter!",
  "newsletter.checkInbox": "Controlla la tua casella di posta per confermare l'iscrizione.",
  "newsletter.already": "Questo indirizzo e-mail è già iscritto. Il personaggio bonus si sblocca una sola volta per indirizzo.",
  "newsletter.resubscribed":
    "Bentornato! Controlla la tua casella di posta per confermare l'iscrizione. Il personaggio bonus si sblocca una sola volta per indirizzo.",
  "newsletter.playerAlreadyUnlocked": "Grazie per l'iscrizione! Il tuo personaggio bonus della newsletter era già sbloccato.",
  "newsletter.failed": "Iscrizione non riuscita. Riprova.",
  "newsletter.error.tooManyFromNetwork": "Troppe iscrizioni dalla tua rete. Riprova tra qualche minuto.",
  "newsletter.error.blocked":
    "Questo indirizzo non può iscriversi alla newsletter. Se pensi che sia un errore, scrivici dal modulo di contatto.",
  "newsletter.error.tooManyMails": "Troppe e-mail di conferma a questo indirizzo. Controlla la posta in arrivo o riprova più tardi.",
};
