import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "unsubscribe.meta.title": "Annulla iscrizione",
  "unsubscribe.meta.description": "Smetti di ricevere la newsletter di Flap Master.",
  "unsubscribe.title": "Annulla iscrizione",
  "unsubscribe.question": "Vuoi smettere di ricevere la newsletter di Flap Master all'indirizzo {email}?",
  "unsubscribe.button": "Annulla iscrizione",
  "unsubscribe.done": "Iscrizione annullata. Non riceverai più e-mail della newsletter.",
  "unsubscribe.invalid": "Questo link per annullare l'iscrizione non è valido.",
};
