import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.rarity.common": "普通",
  "store.rarity.rare": "稀有",
  "store.rarity.epic": "史诗",
  "store.rarity.legendary": "传说",
};
