import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.rarity.common": "Comum",
  "store.rarity.rare": "Rara",
  "store.rarity.epic": "Épica",
  "store.rarity.legendary": "Lendária",
};
