// The difficulty indicator's formula on Game Settings (docs/admin.md).
import { describe, expect, it } from "vitest";
import { DEFAULT_GAME_SETTINGS } from "../../../../game/sim/index.ts";
import { difficultyLevel, difficultyScore } from "./difficulty.ts";

describe("the difficulty indicator's formula", () => {
  it("follows the spec: above 8 Hard, above 5 Medium, else Easy", () => {
    // The defaults: 1 + 2 + 2 + 6/7 = 5.857...
    expect(difficultyScore(DEFAULT_GAME_SETTINGS)).toBeCloseTo(5.857, 3);
    expect(difficultyLevel(difficultyScore(DEFAULT_GAME_SETTINGS))).toBe("medium");
    expect(difficultyScore({ gravity: 0.5, pipeSpeed: 3, pipeGap: 180, pipeFrequency: 1500 })).toBe(8);
    expect(difficultyLevel(8)).toBe("medium");
    expect(difficultyLevel(8.01)).toBe("hard");
    expect(difficultyLevel(5)).toBe("easy");
    expect(difficultyLevel(5.01)).toBe("medium");
    expect(difficultyLevel(difficultyScore({ gravity: 0.1, pipeSpeed: 1, pipeGap: 250, pipeFrequency: 4000 }))).toBe("easy");
  });
});
