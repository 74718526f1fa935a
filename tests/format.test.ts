import { describe, expect, it } from "vitest";
import { formatCount, formatShortDate } from "../shared/i18n/index.ts";

describe("formatCount", () => {
  it("groups digits exactly as Intl en-US does for whole numbers", () => {
    const reference = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    const samples = [0, 1, 9, 10, 999, 1000, 1001, 12345, 999999, 1000000, 1234567, 987654321, 2 ** 31, Number.MAX_SAFE_INTEGER];
    for (const n of [...samples, ...samples.filter((n) => n > 0).map((n) => -n)]) expect(formatCount(n)).toBe(reference.format(n));
  });

  it("rounds fractions to a whole number and passes non-numbers through", () => {
    expect(formatCount(1234.6)).toBe("1,235");
    expect(formatCount(Number.NaN)).toBe("NaN");
  });
});

describe("formatShortDate", () => {
  it("writes what Intl en-US writes with month 'short', in the local time zone", () => {
    const reference = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, month * 2 + 1, 23, 30);
      expect(formatShortDate(date)).toBe(reference.format(date));
      expect(formatShortDate(date.toISOString())).toBe(reference.format(date));
    }
  });

  it("writes nothing for a date that does not parse", () => {
    expect(formatShortDate("not a date")).toBe("");
  });
});
