import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "unsubscribe.meta.title": "Darse de baja",
  "unsubscribe.meta.description": "Deja de recibir el boletín de Flap Master.",
  "unsubscribe.title": "Darse de baja",
  "unsubscribe.question": "¿Dejar de recibir los correos del boletín de Flap Master en {email}?",
  "unsubscribe.button": "Darme de baja",
  "unsubscribe.done": "Te has dado de baja. No recibirás más correos del boletín.",
  "unsubscribe.invalid": "Este enlace para darse de baja no es válido.",
};
