import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.rarity.common": "Comune",
  "store.rarity.rare": "Raro",
  "store.rarity.epic": "Epico",
  "store.rarity.legendary": "Leggendario",
};
