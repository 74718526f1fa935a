import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.rarity.common": "Обычный",
  "store.rarity.rare": "Редкий",
  "store.rarity.epic": "Эпический",
  "store.rarity.legendary": "Легендарный",
};
