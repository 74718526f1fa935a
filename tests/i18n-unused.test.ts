// A text no code names is dead weight in nine languages (and, for a page's section, in its HTML): every
// site and admin key must be named somewhere in app/, server/ or game/, as a string or as the start of
// a template (`store.rarity.${rarity}`). The dictionaries live in shared/i18n/, outside the scan.
import { describe, expect, it } from "vitest";
import { adminEn } from "../shared/i18n/admin/en.ts";
import { en } from "../shared/i18n/site/en.ts";
import { keysNamedUnder } from "./i18n-usage.ts";

const CODE = ["app", "server", "game"];

describe("every text is used", () => {
  it.each([
    ["site", Object.keys(en)],
    ["admin", Object.keys(adminEn)],
  ])("each %s key is named in app/, server/ or game/", (_name, keys) => {
    const used = keysNamedUnder(CODE, keys);
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
  });
});
