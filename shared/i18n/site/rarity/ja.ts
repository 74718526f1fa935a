import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Japanese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.rarity.common": "コモン",
  "store.rarity.rare": "レア",
  "store.rarity.epic": "エピック",
  "store.rarity.legendary": "レジェンダリー",
};
