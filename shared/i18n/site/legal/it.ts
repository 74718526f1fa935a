import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "legal.lastUpdated": "Ultimo aggiornamento: {date}",
  "legal.contents": "Indice",
};
