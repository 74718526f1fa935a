import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Contact page
  "contactPage.meta.title": "Contattaci",
  "contactPage.meta.description": "Domande, suggerimenti o un problema con Flap Master? Scrivici un messaggio.",
  "contactPage.title": "Contattaci",
  "contactPage.intro": "Domande, idee o hai trovato un bug? Scrivici un messaggio e ti risponderemo via e-mail.",
};
