import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "newsletterConfirm.meta.title": "Conferma la tua iscrizione",
  "newsletterConfirm.meta.description": "Conferma la tua iscrizione alla newsletter di Flap Master.",
  "newsletterConfirm.title": "Newsletter",
  "newsletterConfirm.done": "La tua iscrizione è confermata. Benvenuto nello stormo!",
  "newsletterConfirm.already": "La tua iscrizione era già confermata.",
  "newsletterConfirm.invalid":
    "Questo link di conferma non è valido o è stato sostituito da uno più recente. Iscriviti di nuovo dalla home.",
  "newsletterConfirm.unsubscribed":
    "Questo indirizzo ha annullato l'iscrizione. Iscriviti di nuovo dalla home per ricevere le nostre e-mail.",
};
