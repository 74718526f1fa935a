// Skin rarities, shown on /play and /store. English is the reference.
export const messages = {
  // Store
  "store.rarity.common": "Common",
  "store.rarity.rare": "Rare",
  "store.rarity.epic": "Epic",
  "store.rarity.legendary": "Legendary",
} as const;
