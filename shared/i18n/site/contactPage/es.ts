import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Contact page
  "contactPage.meta.title": "Contáctanos",
  "contactPage.meta.description": "¿Preguntas, comentarios o un problema con Flap Master? Envíanos un mensaje.",
  "contactPage.title": "Contáctanos",
  "contactPage.intro": "¿Tienes preguntas, ideas o has encontrado un error? Envíanos un mensaje y te responderemos por correo.",
};
