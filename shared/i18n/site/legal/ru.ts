import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "legal.lastUpdated": "Последнее обновление: {date}",
  "legal.contents": "Содержание",
};
