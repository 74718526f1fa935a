import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.rarity.common": "Commun",
  "store.rarity.rare": "Rare",
  "store.rarity.epic": "Épique",
  "store.rarity.legendary": "Légendaire",
};
