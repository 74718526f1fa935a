// The Store Settings form's dollar and coin inputs and the changes it sends (docs/admin.md).
import { describe, expect, it } from "vitest";
import type { EditableCatalogue } from "../../../../server/store/catalogue.ts";
import { changesOf, centsToDollarText, formValuesOf, parseDollars, parseWhole } from "./values.ts";

describe("the dollar and coin inputs", () => {
  it("read dollars as integer cents digit by digit, refusing what would need a guess", () => {
    expect(parseDollars("4.99")).toBe(499);
    expect(parseDollars("19.99")).toBe(1999);
    expect(parseDollars("0.29")).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(parseDollars("1.005")).toBeNull();
    expect(parseDollars(" $5 ")).toBe(500);
    expect(parseDollars("5.5")).toBe(550);
    expect(parseDollars("-1")).toBe(-100); // read, so the server can say "at least $0.50"
    for (const text of ["4.999", "abc", "NaN", "1e3", "", " ", "1,000", "4.", ".5", "Infinity", "0x10", "12345678"]) {
      expect(parseDollars(text), text).toBeNull();
    }
    expect(centsToDollarText(99)).toBe("0.99");
    expect(centsToDollarText(1999)).toBe("19.99");
    expect(centsToDollarText(500)).toBe("5.00");
    for (let cents = 0; cents < 100_000; cents += 7) expect(parseDollars(centsToDollarText(cents))).toBe(cents);
    expect(parseWhole("1500")).toBe(1500);
    expect(parseWhole("-5")).toBe(-5);
    for (const text of ["1.5", "1e3", "abc", "", "NaN", "0x10"]) expect(parseWhole(text), text).toBeNull();
  });

  it("sends only the changed fields, and nothing when a field cannot be read", () => {
    const saved: EditableCatalogue = {
      powerUps: [
        { id: "time-slow", name: "Time Slow", priceCoins: 100, durationSeconds: 10, durationText: "10 s" },
        { id: "shield", name: "Shield", priceCoins: 150, durationSeconds: null, durationText: "1 hit" },
      ],
      coinPacks: [{ id: "starter", name: "Starter", coins: 1000, priceCents: 99, bonusCoins: 0, stripePriceId: null }],
      skins: [{ id: "ice-falcon", name: "Ice Falcon", color: "#7FD4F5", priceCoins: 2000, rarity: "rare" }],
    };
    const values = formValuesOf(saved);
    expect(values["coinPacks.starter.priceCents"]).toBe("0.99");
    expect(values["powerUps.shield.durationSeconds"]).toBeUndefined();
    expect(changesOf(saved, values)).toEqual({ ok: true, changes: {} });
    expect(
      changesOf(saved, {
        ...values,
        "powerUps.time-slow.durationSeconds": "12",
        "coinPacks.starter.priceCents": "1.49",
        "skins.ice-falcon.rarity": "epic",
      }),
    ).toEqual({
      ok: true,
      changes: {
        powerUps: [{ id: "time-slow", durationSeconds: 12 }],
        coinPacks: [{ id: "starter", priceCents: 149 }],
        skins: [{ id: "ice-falcon", rarity: "epic" }],
      },
    });
    expect(changesOf(saved, { ...values, "coinPacks.starter.priceCents": "4.999", "skins.ice-falcon.priceCoins": "12.5" })).toEqual({
      ok: false,
      errors: { "coinPacks.starter.priceCents": { code: "dollars" }, "skins.ice-falcon.priceCoins": { code: "whole_number" } },
    });
  });
});
