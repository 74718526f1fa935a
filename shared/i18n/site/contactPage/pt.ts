import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Contact page
  "contactPage.meta.title": "Fale conosco",
  "contactPage.meta.description": "Dúvidas, sugestões ou algum problema com o Flap Master? Mande uma mensagem.",
  "contactPage.title": "Fale conosco",
  "contactPage.intro": "Tem dúvidas, ideias ou encontrou um bug? Mande uma mensagem e responderemos por e-mail.",
};
