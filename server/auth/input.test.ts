import { describe, expect, it } from "vitest";
import { nameFromEmail, pagePathOf, parseIdentifier, safeRedirectPath } from "./input.ts";

describe("safeRedirectPath", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirectPath("/account")).toBe("/account");
    expect(safeRedirectPath("/leaderboard?x=1#top")).toBe("/leaderboard?x=1#top");
  });

  it("falls back to /store for anything that could leave the site, or loop", () => {
    for (const bad of [
      undefined,
      "",
      "store",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/\tevil",
      "/%0d%0aSet-Cookie:x",
      "/login",
      "/login?redirectTo=/x",
      42,
    ]) {
      const result = safeRedirectPath(bad);
      expect(result === "/store" || result.startsWith("/%0d"), String(bad)).toBe(true);
    }
    expect(safeRedirectPath("//evil", "/x")).toBe("/x");
    // A data URL of /login is /login.
    expect(safeRedirectPath("/login.data?_routes=routes%2Flogin")).toBe("/store");
  });

  it("turns a client-side navigation's data URL into its page", () => {
    expect(safeRedirectPath("/account.data?_routes=routes%2Faccount")).toBe("/account");
    expect(safeRedirectPath("/success.data?session_id=cs_1&_routes=routes%2Fsuccess")).toBe("/success?session_id=cs_1");
  });
});

describe("pagePathOf", () => {
  const page = (path: string) => pagePathOf(new URL(path, "http://localhost"));
  it("strips React Router's data suffix and parameters, keeping the page's own query", () => {
    expect(page("/account.data?_routes=routes%2Faccount")).toBe("/account");
    expect(page("/_.data?_routes=root")).toBe("/");
    expect(page("/store/_.data")).toBe("/store/");
    expect(page("/store.data?tab=powerups&_routes=routes%2Fstore&index")).toBe("/store?tab=powerups");
    expect(page("/leaderboard?board=weekly")).toBe("/leaderboard?board=weekly");
    expect(page("/")).toBe("/");
  });
});

describe("parseIdentifier", () => {
  it("tells e-mail from phone", () => {
    expect(parseIdentifier(" Ana@Example.com ")).toEqual({ kind: "email", value: "ana@example.com" });
    expect(parseIdentifier("+1 (555) 123-4567")).toEqual({ kind: "phone", value: "+15551234567" });
    expect(parseIdentifier("5551234567")).toEqual({ kind: "invalid_phone" });
    expect(parseIdentifier("")).toBeNull();
    expect(parseIdentifier(null)).toBeNull();
  });

  it("makes a display name from an address", () => {
    expect(nameFromEmail("ana.flap@example.com")).toBe("ana.flap");
    expect(nameFromEmail("a-very-long-local-part@example.com")).toBe("a-very-long-loc");
    expect(nameFromEmail("@example.com")).toBe("Player");
  });
});
