import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "unsubscribe.meta.title": "Abmelden",
  "unsubscribe.meta.description": "Den Flap-Master-Newsletter nicht mehr erhalten.",
  "unsubscribe.title": "Abmelden",
  "unsubscribe.question": "Keine Flap-Master-Newsletter mehr an {email} erhalten?",
  "unsubscribe.button": "Abmelden",
  "unsubscribe.done": "Du bist abgemeldet. Du erhältst keine Newsletter-E-Mails mehr.",
  "unsubscribe.invalid": "Dieser Abmeldelink ist ungültig.",
};
