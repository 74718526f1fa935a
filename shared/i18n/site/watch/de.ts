import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "watch.label": "Ansehen",
  "watch.aria": "Lauf von {name} mit {score} Punkten ansehen",
};
