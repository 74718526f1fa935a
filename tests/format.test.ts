// The hand-written number, price and date rules of shared/i18n/index.ts against Node's Intl (ICU's
// CLDR data), in every locale of the site: a rule that drifts from what Intl writes fails here.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCount, formatNumber, formatPrice, formatShortDate, locales } from "../shared/i18n/index.ts";

const WHOLE = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  1001,
  2000,
  9999,
  10000,
  12345,
  99999,
  100000,
  999999,
  1000000,
  1234567,
  987654321,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
];
const FRACTIONS = [0.4, 0.5, 1.005, 2.5, 3.14159, 999.95, 1234.5, 9999.99, 12345.678, 1234567.891];
const CENTS = [0, 1, 5, 29, 99, 100, 149, 499, 999, 1999, 4999, 99999, 100000, 123456, 999999, 1234567, 100000000];

describe.each(locales)("%s", (locale) => {
  it("writes whole numbers as Intl.NumberFormat does, negative ones too", () => {
    const reference = new Intl.NumberFormat(locale);
    for (const n of [...WHOLE, ...WHOLE.filter((n) => n > 0).map((n) => -n)])
      expect(formatCount(n, locale), String(n)).toBe(reference.format(n));
  });

  it("rounds fractions as Intl does (half away from zero), and writes the locale's decimal mark", () => {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    for (const n of [...FRACTIONS, ...FRACTIONS.map((n) => -n)]) {
      for (const digits of [0, 1, 2, 3]) {
        const reference = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, signDisplay: "negative" });
        expect(formatNumber(n, locale, digits), `${n} to ${digits}`).toBe(reference.format(n));
      }
      expect(formatCount(n, locale), String(n)).toBe(n > -0.5 && n < 0 ? "0" : whole.format(n));
    }
  });

  it("agrees with Intl on any number, price and date (random samples)", () => {
    const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay: "negative" });
    const dollars = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
    const dates = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric" });
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double({ min: -1e15, max: 1e15, noNaN: true })),
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.date({ min: new Date(1970, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (n, cents, date) => {
          expect(formatNumber(n, locale, 2)).toBe(numbers.format(n));
          expect(formatPrice(cents, locale)).toBe(dollars.format(cents / 100));
          expect(formatShortDate(date, locale)).toBe(dates.format(date));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("writes US-dollar prices as Intl's currency format does", () => {
    const reference = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
    for (const cents of [...CENTS, ...CENTS.filter((n) => n > 0).map((n) => -n)]) {
      expect(formatPrice(cents, locale), String(cents)).toBe(reference.format(cents / 100));
      expect(formatPrice(cents, locale, "usd")).toBe(reference.format(cents / 100));
    }
  });

  it("writes short dates as Intl.DateTimeFormat does with year numeric, month short, day numeric, in the local time zone", () => {
    const reference = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric" });
    for (const year of [1999, 2026, 2031]) {
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 2, 9, 10, 22, 28]) {
          for (const [hour, minute] of [
            [0, 0],
            [12, 30],
            [23, 59],
          ] as const) {
            const date = new Date(year, month, day, hour, minute);
            const expected = reference.format(date);
            expect(formatShortDate(date, locale)).toBe(expected);
            expect(formatShortDate(date.toISOString(), locale)).toBe(expected);
            expect(formatShortDate(date.getTime(), locale)).toBe(expected);
          }
        }
      }
    }
  });
});

describe("the formats' edges", () => {
  it("writes the separators each locale really uses", () => {
    expect(formatCount(2000, "en")).toBe("2,000");
    expect(formatCount(2000, "de")).toBe("2.000");
    expect(formatCount(2000, "fr")).toBe("2\u202f000");
    expect(formatCount(2000, "ru")).toBe("2\u00a0000");
    expect(formatCount(2000, "es")).toBe("2000");
    expect(formatCount(20000, "es")).toBe("20.000");
    expect(formatPrice(499, "fr")).toBe("4,99\u00a0$US");
    expect(formatPrice(499, "pt")).toBe("US$\u00a04,99");
  });

  it("passes non-numbers through and never writes -0", () => {
    expect(formatCount(Number.NaN, "en")).toBe("NaN");
    expect(formatCount(Number.POSITIVE_INFINITY, "de")).toBe("Infinity");
    expect(formatCount(-0, "en")).toBe("0");
    expect(formatCount(-0.4, "fr")).toBe("0");
    expect(formatPrice(-0, "en")).toBe("$0.00");
  });

  it("leaves a currency other than US dollars to Intl", () => {
    expect(formatPrice(499, "de", "eur")).toBe(new Intl.NumberFormat("de", { style: "currency", currency: "EUR" }).format(4.99));
  });

  it("writes nothing for a date that does not parse", () => {
    expect(formatShortDate("not a date", "en")).toBe("");
  });
});
