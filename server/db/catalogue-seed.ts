// The foundation's data: one catalogue, taken from the store's lists in the spec (sections 3 and 9).
// The seed inserts these once, keyed by id; admin edits made later are never overwritten.
import type { CoinPack, PowerUp, Skin } from "../store/catalogue.ts";

const skins: Omit<Skin, "sortOrder">[] = [
  {
    id: "classic",
    name: "Classic Bird",
    color: "#F7D51D",
    rarity: "common",
    priceCoins: 0,
    unlockedByDefault: true,
    purchaseOnly: false,
    effects: {},
  },
  {
    id: "ice-falcon",
    name: "Ice Falcon",
    color: "#7FD4F5",
    rarity: "rare",
    priceCoins: 2000,
    unlockedByDefault: false,
    purchaseOnly: false,
    effects: { trailColor: "#DDF6FF" },
  },
  {
    id: "emerald-hummingbird",
    name: "Emerald Hummingbird",
    color: "#2ECC71",
    rarity: "rare",
    priceCoins: 2000,
    unlockedByDefault: false,
    purchaseOnly: false,
    effects: { wingColor: "#138D4F" },
  },
  {
    id: "rainbow-parrot",
    name: "Rainbow Parrot",
    color: "#E74C3C",
    rarity: "epic",
    priceCoins: 3000,
    unlockedByDefault: false,
    purchaseOnly: false,
    effects: { trailColor: "#F39C12", wingColor: "#2E86DE" },
  },
  {
    id: "fire-cardinal",
    name: "Fire Cardinal",
    color: "#D62828",
    rarity: "epic",
    priceCoins: 3000,
    unlockedByDefault: false,
    purchaseOnly: false,
    effects: { trailColor: "#FF8C00", particles: true },
  },
  {
    id: "shadow-raven",
    name: "Shadow Raven",
    color: "#2C2C3A",
    rarity: "epic",
    priceCoins: 3000,
    unlockedByDefault: false,
    purchaseOnly: false,
    effects: { trailColor: "#4B0082", wingColor: "#0D0D14" },
  },
  {
    id: "golden-phoenix",
    name: "Golden Phoenix",
    color: "#FFB300",
    rarity: "legendary",
    priceCoins: 5000,
    unlockedByDefault: false,
    purchaseOnly: true,
    effects: { glow: true, particles: true, trailColor: "#FF6F00", wingColor: "#FFE082" },
  },
  {
    id: "american-eagle",
    name: "American Eagle",
    color: "#6D4C41",
    rarity: "legendary",
    priceCoins: 5000,
    unlockedByDefault: false,
    purchaseOnly: true,
    effects: { glow: true, particles: true, trailColor: "#B22234", wingColor: "#3C3B6E" },
  },
  {
    id: "mystic-owl",
    name: "Mystic Owl",
    color: "#6A1B9A",
    rarity: "legendary",
    priceCoins: 5000,
    unlockedByDefault: false,
    purchaseOnly: true,
    effects: { glow: true, particles: true, trailColor: "#B388FF", wingColor: "#4A148C" },
  },
  {
    id: "crystal-dove",
    name: "Crystal Dove",
    color: "#E0F7FA",
    rarity: "legendary",
    priceCoins: 5000,
    unlockedByDefault: false,
    purchaseOnly: true,
    effects: { glow: true, particles: true, trailColor: "#B2EBF2", wingColor: "#FFFFFF" },
  },
];

export const SEED_SKINS: Skin[] = skins.map((skin, index) => ({ ...skin, sortOrder: (index + 1) * 10 }));

/** What the first seed said, untrue of the game (server/db/seed.ts replaces them once). */
export const UNTRUE_POWER_UP_DESCRIPTIONS: Record<string, string> = {
  "time-slow": "Slows the whole world to half speed so you can thread the tightest gaps.",
  magnet: "Pulls nearby coins and power-ups straight to you.",
  "extra-life": "Crash once and keep flying from where you fell.",
  boost: "A burst of speed that carries you safely through the next pipes.",
  "mega-zap": "Blasts the pipes on screen out of your way, instantly.",
};

// Descriptions say what game/sim/sim.ts does (docs/game-rules.md); the store shows them in the
// player's language from shared/i18n (store.powerUp.<id>.description), these English words otherwise.
export const SEED_POWER_UPS: PowerUp[] = (
  [
    ["time-slow", "Time Slow", "Pipes scroll at half speed, giving you more time to line up with each gap.", 100, 10_000, "10 s"],
    ["shield", "Shield", "Absorbs the next pipe hit, then breaks.", 150, null, "1 hit"],
    ["double-points", "Double Points", "Every pipe you pass counts twice.", 200, 15_000, "15 s"],
    ["mini-size", "Mini Size", "Shrinks your bird to half size for an easier squeeze.", 175, 12_000, "12 s"],
    ["magnet", "Magnet", "Gently pulls your bird toward the middle of the next gap.", 225, 8_000, "8 s"],
    [
      "extra-life",
      "Extra Life",
      "Survive your next crash: you're put back in the middle of the gap, and pipes can't hurt you for 1.5 s.",
      300,
      null,
      "1 life",
    ],
    ["boost", "Boost", "Speeds everything up 1.5x, and pipes can't hurt you while it lasts (the ground still can).", 250, 5_000, "5 s"],
    ["score-multiplier", "Score Multiplier", "Triples every point you score (3x).", 400, 10_000, "10 s"],
    ["mega-zap", "Mega Zap", "Instantly destroys the next pipe in your way; you still score it.", 350, null, "instant"],
  ] as const
).map(([id, name, description, priceCoins, durationMs, durationText], index) => ({
  id,
  name,
  description,
  priceCoins,
  durationMs,
  durationText,
  sortOrder: (index + 1) * 10,
}));

export const SEED_COIN_PACKS: CoinPack[] = [
  {
    id: "starter",
    name: "Starter",
    coins: 1000,
    bonusCoins: 0,
    priceCents: 99,
    description: "A handful of coins to unlock your first power-ups.",
    stripePriceId: null,
    sortOrder: 10,
  },
  {
    id: "popular",
    name: "Popular",
    coins: 5000,
    bonusCoins: 500,
    priceCents: 499,
    description: "Enough for a rare skin, with 500 bonus coins.",
    stripePriceId: null,
    sortOrder: 20,
  },
  {
    id: "ultimate",
    name: "Ultimate",
    coins: 12000,
    bonusCoins: 2000,
    priceCents: 1999,
    description: "For the true Flap Master: legendary skins and a stack of power-ups.",
    stripePriceId: null,
    sortOrder: 30,
  },
];

export interface SeedEmailTemplate {
  id: string;
  name: string;
  subject: string;
  body: string;
}

export const SEED_EMAIL_TEMPLATES: SeedEmailTemplate[] = [
  {
    id: "welcome",
    name: "Welcome Email",
    subject: "Welcome to Flap Master, {{name}}!",
    body:
      "Hi {{name}},\n\n" +
      "Thanks for joining Flap Master! Tap, click or press space to flap through the pipes. " +
      "Every point you score is worth 10 coins in the store.\n\n" +
      "Can you master the flap?\n\nThe Flap Master team",
  },
  {
    id: "new-skin",
    name: "New Skin Available",
    subject: "{{name}}, a new bird skin just landed",
    body:
      "Hi {{name}},\n\n" +
      "A new bird skin is waiting for you in the Flap Master store. " +
      "Collect coins in the game and unlock it before your friends do!\n\n" +
      "See you in the sky,\nThe Flap Master team",
  },
];

export interface SeedLeaderboardSample {
  id: string;
  name: string;
  score: number;
  location: string;
}

/** Shown on the daily board every day until real players fill it (spec: "two seeded entries"). */
export const SEED_LEADERBOARD_SAMPLES: SeedLeaderboardSample[] = [
  { id: "sample-flappypro", name: "FlappyPro", score: 42, location: "United States" },
  { id: "sample-skydancer", name: "SkyDancer", score: 35, location: "Canada" },
];
