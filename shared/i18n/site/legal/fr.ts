import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "legal.lastUpdated": "Dernière mise à jour : {date}",
  "legal.contents": "Sommaire",
};
