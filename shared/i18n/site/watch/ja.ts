import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "watch.label": "見る",
  "watch.aria": "{name} の {score} 点のランを見る",
};
