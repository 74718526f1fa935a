import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "unsubscribe.meta.title": "Cancelar inscrição",
  "unsubscribe.meta.description": "Pare de receber a newsletter do Flap Master.",
  "unsubscribe.title": "Cancelar inscrição",
  "unsubscribe.question": "Parar de receber os e-mails da newsletter do Flap Master em {email}?",
  "unsubscribe.button": "Cancelar inscrição",
  "unsubscribe.done": "Sua inscrição foi cancelada. Você não vai receber mais e-mails da newsletter.",
  "unsubscribe.invalid": "Este link de cancelamento não é válido.",
};
