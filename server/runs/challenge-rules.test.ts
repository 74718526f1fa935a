import { describe, expect, it } from "vitest";
import type { RunInput } from "../../game/replay/index.ts";
import { ACTION_FLAP, ACTION_SHIELD } from "../../game/sim/types.ts";
import { challengeUnranked, COPIED_MIN_FLAPS, isCopiedRun } from "./challenge-rules.ts";

/** A log of `n` flaps about every 30 ticks, each moved by `jitter(i)` ticks. */
function flaps(n: number, jitter: (i: number) => number = () => 0): RunInput[] {
  return Array.from({ length: n }, (_, i) => [40 + i * 30 + jitter(i), ACTION_FLAP] as RunInput);
}

/** Deterministic pseudo-random ticks in [-r, r]. */
function noise(seed: number, r: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (s % (2 * r + 1)) - r;
  };
}

describe("isCopiedRun", () => {
  const ghost = flaps(60);

  it("takes the ghost's own log, or a run with most of its flaps on the ghost's ticks, for a copy", () => {
    expect(isCopiedRun(ghost, ghost)).toBe(true);
    expect(isCopiedRun([[5, ACTION_FLAP]], [[5, ACTION_FLAP]])).toBe(true); // identical, however short
    // The ghost's course, then further (a bot replaying the log and flying on).
    expect(isCopiedRun([...ghost, ...flaps(40, () => 1800)], ghost)).toBe(true);
    // Every other flap moved by a tick: half on the ghost's ticks.
    expect(
      isCopiedRun(
        flaps(60, (i) => (i % 2 === 0 ? 0 : 1)),
        ghost,
      ),
    ).toBe(true);
    // Power-ups do not change what the flaps say.
    expect(isCopiedRun([...ghost.slice(0, 30), [500, ACTION_SHIELD] as RunInput], ghost)).toBe(true);
  });

  it("does not take people flying the same course for copies: flaps a few ticks apart, or too few to judge", () => {
    // 200 players whose flaps land within ±4 ticks of the ghost's (closer than people fly): not copies.
    for (let seed = 1; seed <= 200; seed++) {
      const next = noise(seed, 4);
      expect(
        isCopiedRun(
          flaps(60, () => next()),
          ghost,
        ),
        `seed ${seed}`,
      ).toBe(false);
    }
    expect(isCopiedRun(ghost.slice(0, COPIED_MIN_FLAPS - 1), ghost)).toBe(false);
    expect(isCopiedRun([], ghost)).toBe(false);
  });
});

describe("challengeUnranked", () => {
  it("ranks another player's challenge on the current settings only", () => {
    expect(challengeUnranked({ playerId: "a", settingsVersion: 3 }, { playerId: "b" }, 3)).toBeNull();
    expect(challengeUnranked({ playerId: "a", settingsVersion: 3 }, { playerId: "a" }, 3)).toBe("own_challenge");
    expect(challengeUnranked({ playerId: "a", settingsVersion: 2 }, { playerId: "b" }, 3)).toBe("old_settings");
  });
});
