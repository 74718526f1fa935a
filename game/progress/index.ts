// The player's progress as the browser remembers it: high score, unlocked skins, selected skin and the
// last name entered. Until the runs issue lands this is local storage only; the server-backed version
// will implement the same small async interface. Every read is parsed defensively: storage is
// user-editable, may be full, blocked or missing.

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ScoreResult {
  highScore: number;
  /** True when this score beat the previous high score (the high score only ever rises). */
  isNewHighScore: boolean;
}

export interface ProgressStore {
  getHighScore(): Promise<number>;
  /** Records a finished run's score; the high score updates only when the new score is higher. */
  recordScore(score: number): Promise<ScoreResult>;
  /** Skin ids unlocked on this device, beyond the catalogue's unlocked-by-default ones. */
  getUnlockedSkins(): Promise<string[]>;
  unlockSkin(id: string): Promise<string[]>;
  getSelectedSkin(): Promise<string | null>;
  setSelectedSkin(id: string): Promise<void>;
  /** The name last entered at game over. */
  getPlayerName(): Promise<string | null>;
  setPlayerName(name: string): Promise<void>;
}

export const PROGRESS_KEYS = {
  highScore: "flap.highScore",
  unlockedSkins: "flap.unlockedSkins",
  selectedSkin: "flap.selectedSkin",
  playerName: "flap.playerName",
} as const;

const MAX_SCORE = 1_000_000_000;
const SKIN_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const NAME_MAX_LENGTH = 15;

/** A stored high score: a non-negative integer, anything else is 0. */
export function parseHighScore(raw: string | null | undefined): number {
  if (raw == null || !/^\d{1,10}$/.test(raw.trim())) return 0;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) && value <= MAX_SCORE ? value : 0;
}

/** A stored list of skin ids: a JSON array of well-formed, distinct ids; anything else is dropped. */
export function parseSkinIds(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  for (const item of value) {
    if (typeof item === "string" && SKIN_ID.test(item) && !ids.includes(item)) ids.push(item);
    if (ids.length >= 100) break;
  }
  return ids;
}

export function parseSkinId(raw: string | null | undefined): string | null {
  return raw && SKIN_ID.test(raw) ? raw : null;
}

/** A player name as the spec wants it: trimmed, 1 to 15 characters; null when empty or too long. */
export function normalizePlayerName(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const name = raw.trim();
  return name.length >= 1 && [...name].length <= NAME_MAX_LENGTH ? name : null;
}

function defaultStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function createLocalProgress(storage: StorageLike | null = defaultStorage()): ProgressStore {
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string) => {
    try {
      storage?.setItem(key, value);
    } catch {
      // full or blocked: the value lives for this page only
    }
  };
  // A copy in memory, so a blocked storage still keeps progress for the session.
  const memory = new Map<string, string>();
  const get = (key: string) => memory.get(key) ?? read(key);
  const set = (key: string, value: string) => {
    memory.set(key, value);
    write(key, value);
  };

  return {
    async getHighScore() {
      return parseHighScore(get(PROGRESS_KEYS.highScore));
    },
    async recordScore(score) {
      const previous = parseHighScore(get(PROGRESS_KEYS.highScore));
      const clean = Number.isSafeInteger(score) && score > 0 ? Math.min(score, MAX_SCORE) : 0;
      if (clean > previous) {
        set(PROGRESS_KEYS.highScore, String(clean));
        return { highScore: clean, isNewHighScore: true };
      }
      return { highScore: previous, isNewHighScore: false };
    },
    async getUnlockedSkins() {
      return parseSkinIds(get(PROGRESS_KEYS.unlockedSkins));
    },
    async unlockSkin(id) {
      const ids = parseSkinIds(get(PROGRESS_KEYS.unlockedSkins));
      if (SKIN_ID.test(id) && !ids.includes(id)) {
        ids.push(id);
        set(PROGRESS_KEYS.unlockedSkins, JSON.stringify(ids));
      }
      return ids;
    },
    async getSelectedSkin() {
      return parseSkinId(get(PROGRESS_KEYS.selectedSkin));
    },
    async setSelectedSkin(id) {
      if (SKIN_ID.test(id)) set(PROGRESS_KEYS.selectedSkin, id);
    },
    async getPlayerName() {
      return normalizePlayerName(get(PROGRESS_KEYS.playerName));
    },
    async setPlayerName(name) {
      const clean = normalizePlayerName(name);
      if (clean) set(PROGRESS_KEYS.playerName, clean);
    },
  };
}
