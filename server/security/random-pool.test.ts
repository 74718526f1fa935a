import { describe, expect, it } from "vitest";
import { withRandomBytes } from "./random-pool.ts";

describe("withRandomBytes", () => {
  it("hands out fresh bytes on every call, across the pool's refills", () => {
    // 1,500 draws of 8 bytes cross the 4 KB pool's refill twice: a stuck offset repeats a draw, a
    // missed refill hands out the pool's zeros (or its last bytes) again.
    const draws = Array.from({ length: 1500 }, () => withRandomBytes(8, (bytes, at) => bytes.toString("hex", at, at + 8)));
    expect(new Set(draws).size).toBe(draws.length);
    expect(draws).not.toContain("0000000000000000");
    // A draw that does not fit what is left of the pool comes whole from a refilled one.
    const long = Array.from({ length: 40 }, () => withRandomBytes(256, (bytes, at) => bytes.toString("hex", at, at + 256)));
    expect(long.every((hex) => hex.length === 512 && !/^(00)+$/.test(hex))).toBe(true);
    expect(new Set(long).size).toBe(long.length);
  });

  it("refuses a count it cannot give", () => {
    for (const count of [0, -1, 257, 1.5]) expect(() => withRandomBytes(count, () => 0)).toThrow(RangeError);
  });
});
