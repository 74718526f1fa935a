import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "watch.label": "Guarda",
  "watch.aria": "Guarda la partita di {name} da {score} punti",
};
