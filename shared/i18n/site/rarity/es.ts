import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.rarity.common": "Común",
  "store.rarity.rare": "Raro",
  "store.rarity.epic": "Épico",
  "store.rarity.legendary": "Legendario",
};
