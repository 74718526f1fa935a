import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "legal.lastUpdated": "Zuletzt aktualisiert: {date}",
  "legal.contents": "Inhalt",
};
