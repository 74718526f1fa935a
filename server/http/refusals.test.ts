import { describe, expect, it } from "vitest";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import { checkName } from "../runs/service.ts";
import { inRequestLanguage, tooManyText } from "./refusals.ts";
import { fail } from "./result.ts";

const asked = (headers: Record<string, string>) => new Request("http://x/api/runs", { headers });

describe("refusals in the request's language", () => {
  it("writes a code's text in the lang cookie's language, else Accept-Language's, else English", () => {
    const refused = fail(409, "run_used", "This run has already been submitted.");
    expect(inRequestLanguage(asked({ cookie: "lang=de", "accept-language": "fr" }), refused)).toEqual({
      ...refused,
      message: translate("de", "api.refusal.runUsed"),
    });
    expect(inRequestLanguage(asked({ "accept-language": "ja-JP" }), refused).message).toBe(translate("ja", "api.refusal.runUsed"));
    expect(inRequestLanguage(asked({}), refused).message).toBe(translate("en", "api.refusal.runUsed"));
  });

  it("prefers a failure's own key and fills its values, numbers the locale's way", () => {
    const named = checkName("x".repeat(40));
    if (named.ok) throw new Error("a 40-character name was taken");
    const refused = { ...fail(400, "invalid_name", named.message), key: named.key, vars: named.vars };
    expect(inRequestLanguage(asked({ cookie: "lang=fr" }), refused).message).toBe(translate("fr", "api.refusal.nameTooLong", { max: 15 }));
    const price = { ...fail(409, "price_changed", "The price has changed."), vars: { coins: 12000 } };
    expect(inRequestLanguage(asked({ cookie: "lang=de" }), price).message).toContain("12.000 Münzen");
    expect(inRequestLanguage(asked({}), price).message).toContain("12,000 coins");
  });

  it("leaves a code without a text as the service wrote it (the admin APIs')", () => {
    const refused = fail(404, "segment_not_found", "No such segment.");
    expect(inRequestLanguage(asked({ cookie: "lang=de" }), refused)).toBe(refused);
  });

  it("says how long to wait in seconds, or in minutes from 90 seconds on", () => {
    expect(tooManyText("it", 42_000)).toBe(translate("it", "api.refusal.tooManySeconds", { seconds: 42 }));
    expect(tooManyText("zh", 600_000)).toBe(translate("zh", "api.refusal.tooManyMinutes", { minutes: 10 }));
  });
});
