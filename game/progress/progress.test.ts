import { describe, expect, it } from "vitest";
import { createLocalProgress, normalizePlayerName, parseHighScore, parseSkinIds, PROGRESS_KEYS, type StorageLike } from "./index.ts";

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
  };
}

const broken: StorageLike = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("progress parsing", () => {
  it("reads a high score only as a non-negative integer", () => {
    expect(parseHighScore("42")).toBe(42);
    expect(parseHighScore(" 7 ")).toBe(7);
    for (const bad of [null, undefined, "", "-3", "1.5", "1e3", "abc", "NaN", "Infinity", "99999999999", "{}"]) {
      expect(parseHighScore(bad), String(bad)).toBe(0);
    }
  });

  it("reads skin ids from a JSON array of well-formed, distinct ids", () => {
    expect(parseSkinIds('["ice-falcon","golden-phoenix"]')).toEqual(["ice-falcon", "golden-phoenix"]);
    expect(parseSkinIds('["a","a",3,null,"<script>","ok-2"]')).toEqual(["a", "ok-2"]);
    for (const bad of [null, "", "not json", "{}", '"classic"', "42", "[[]]"]) {
      expect(parseSkinIds(bad), String(bad)).toEqual([]);
    }
  });

  it("trims names and accepts 1 to 15 characters", () => {
    expect(normalizePlayerName("  Ada  ")).toBe("Ada");
    expect(normalizePlayerName("x".repeat(15))).toBe("x".repeat(15));
    expect(normalizePlayerName("x".repeat(16))).toBeNull();
    expect(normalizePlayerName("   ")).toBeNull();
    expect(normalizePlayerName(undefined)).toBeNull();
  });
});

describe("local progress", () => {
  it("raises the high score only when beaten", async () => {
    const storage = memoryStorage();
    const progress = createLocalProgress(storage);
    expect(await progress.getHighScore()).toBe(0);
    expect(await progress.recordScore(5)).toEqual({ highScore: 5, isNewHighScore: true });
    expect(await progress.recordScore(3)).toEqual({ highScore: 5, isNewHighScore: false });
    expect(await progress.recordScore(5)).toEqual({ highScore: 5, isNewHighScore: false });
    expect(await progress.recordScore(0)).toEqual({ highScore: 5, isNewHighScore: false });
    expect(storage.data.get(PROGRESS_KEYS.highScore)).toBe("5");
  });

  it("survives tampered storage", async () => {
    const progress = createLocalProgress(
      memoryStorage({ [PROGRESS_KEYS.highScore]: "lots", [PROGRESS_KEYS.unlockedSkins]: "[1,2", [PROGRESS_KEYS.selectedSkin]: "../../x" }),
    );
    expect(await progress.getHighScore()).toBe(0);
    expect(await progress.getUnlockedSkins()).toEqual([]);
    expect(await progress.getSelectedSkin()).toBeNull();
  });

  it("unlocks and selects skins", async () => {
    const progress = createLocalProgress(memoryStorage());
    expect(await progress.unlockSkin("ice-falcon")).toEqual(["ice-falcon"]);
    expect(await progress.unlockSkin("ice-falcon")).toEqual(["ice-falcon"]);
    await progress.setSelectedSkin("ice-falcon");
    expect(await progress.getSelectedSkin()).toBe("ice-falcon");
    await progress.setPlayerName("  Bob ");
    expect(await progress.getPlayerName()).toBe("Bob");
  });

  it("keeps working for the session when storage throws or is missing", async () => {
    for (const storage of [broken, null]) {
      const progress = createLocalProgress(storage);
      expect(await progress.recordScore(9)).toEqual({ highScore: 9, isNewHighScore: true });
      expect(await progress.getHighScore()).toBe(9);
      await progress.setSelectedSkin("classic");
      expect(await progress.getSelectedSkin()).toBe("classic");
    }
  });
});
