import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "watch.label": "Смотреть",
  "watch.aria": "Смотреть забег {name} на {score} очков",
};
