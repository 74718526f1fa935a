import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "watch.label": "Regarder",
  "watch.aria": "Regarder la partie de {name} à {score} points",
};
