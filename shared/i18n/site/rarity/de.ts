import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.rarity.common": "Gewöhnlich",
  "store.rarity.rare": "Selten",
  "store.rarity.epic": "Episch",
  "store.rarity.legendary": "Legendär",
};
