import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Contact page
  "contactPage.meta.title": "Kontakt",
  "contactPage.meta.description": "Fragen, Feedback oder ein Problem mit Flap Master? Schick uns eine Nachricht.",
  "contactPage.title": "Kontakt",
  "contactPage.intro": "Fragen, Ideen oder einen Bug gefunden? Schick uns eine Nachricht und wir antworten dir per E-Mail.",
};
