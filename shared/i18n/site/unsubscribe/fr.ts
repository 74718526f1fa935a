import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "unsubscribe.meta.title": "Se désabonner",
  "unsubscribe.meta.description": "Ne plus recevoir la newsletter de Flap Master.",
  "unsubscribe.title": "Se désabonner",
  "unsubscribe.question": "Ne plus recevoir les e-mails de la newsletter de Flap Master à l'adresse {email} ?",
  "unsubscribe.button": "Se désabonner",
  "unsubscribe.done": "Tu es désabonné. Tu ne recevras plus d'e-mails de la newsletter.",
  "unsubscribe.invalid": "Ce lien de désabonnement n'est pas valide.",
};
