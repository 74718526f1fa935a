import { describe, expect, it } from "vitest";
import { ACHIEVEMENTS } from "../achievements.ts";
import { ACHIEVEMENTS_KEY, emptyAchievements, parseAchievements, readAchievementsCache, writeAchievementsCache } from "./achievements.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe("the achievements offline cache", () => {
  it("round-trips what the server said under the spec's key", () => {
    const storage = memoryStorage();
    const list = emptyAchievements().map((a) =>
      a.id === "first-flight" ? { ...a, progress: 1, unlocked: true, unlockedAt: 1_700_000_000_000 } : a,
    );
    writeAchievementsCache(list, storage);
    expect(storage.map.has(ACHIEVEMENTS_KEY)).toBe(true);
    const back = readAchievementsCache(storage)!;
    expect(back).toHaveLength(ACHIEVEMENTS.length);
    expect(back.find((a) => a.id === "first-flight")).toMatchObject({
      name: "First Flight",
      progress: 1,
      unlocked: true,
      unlockedAt: 1_700_000_000_000,
    });
    expect(back.find((a) => a.id === "rookie")).toMatchObject({ progress: 0, unlocked: false, unlockedAt: null });
  });

  it("ignores garbage and never trusts stored texts or an unlock short of the requirement", () => {
    expect(parseAchievements(null)).toBeNull();
    expect(parseAchievements("{")).toBeNull();
    expect(parseAchievements('{"a":1}')).toBeNull();
    expect(parseAchievements("[1, null, {}]")).toBeNull();
    const list = parseAchievements(
      JSON.stringify([
        { id: "master", name: "<b>hacked</b>", progress: 3, unlocked: true, unlockedAt: 5 },
        { id: "rookie", progress: 1e9, unlocked: true, unlockedAt: 7 },
        { id: "nope", progress: 1, unlocked: true, unlockedAt: 1 },
      ]),
    )!;
    expect(list.find((a) => a.id === "master")).toMatchObject({ name: "Master", progress: 3, unlocked: false, unlockedAt: null });
    expect(list.find((a) => a.id === "rookie")).toMatchObject({ progress: 10, unlocked: true, unlockedAt: 7 });
    expect(list.some((a) => a.id === "nope")).toBe(false);
  });

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("full");
      },
    };
    expect(readAchievementsCache(broken)).toBeNull();
    expect(() => writeAchievementsCache(emptyAchievements(), broken)).not.toThrow();
  });
});
