// Security review (docs/security.md): the path to go back to after signing in is ours to check as
// it will be used (after URL normalisation), not only as it came in.
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./input.ts";

describe("safeRedirectPath after normalisation", () => {
  it("never hands out a protocol-relative path, however the input spells it", () => {
    for (const sneaky of [
      "/.//evil.example",
      "/..//evil.example/x",
      "/%2e//evil.example",
      "/a/..//evil.example",
      "/a/b/../..//evil.example?x#y",
    ]) {
      expect(safeRedirectPath(sneaky), sneaky).toBe("/store");
    }
    // Dot segments that stay on the site are fine.
    expect(safeRedirectPath("/a/../leaderboard")).toBe("/leaderboard");
  });
});
