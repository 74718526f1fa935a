import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Contact page
  "contactPage.meta.title": "Nous contacter",
  "contactPage.meta.description": "Une question, un avis ou un problème avec Flap Master ? Envoie-nous un message.",
  "contactPage.title": "Nous contacter",
  "contactPage.intro": "Des questions, des idées ou un bug à signaler ? Envoie-nous un message et nous te répondrons par e-mail.",
};
