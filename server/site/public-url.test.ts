import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { publicUrlMissing, publicUrlWarning } from "./public-url.ts";

describe("PUBLIC_URL warning", () => {
  it("warns a production start without PUBLIC_URL, naming what it affects", () => {
    const config = loadConfig({});
    expect(publicUrlMissing(config)).toBe(true);
    const warning = publicUrlWarning(config)!;
    expect(warning).toMatch(/^PUBLIC_URL is not set: the site uses http:\/\/localhost:3000 /);
    for (const affected of ["canonical", "sitemap", "share", "unsubscribe"]) expect(warning).toContain(affected);
  });

  it("stays quiet once PUBLIC_URL is set, loopback included, and outside production", () => {
    expect(publicUrlWarning(loadConfig({ PUBLIC_URL: "https://flap.example.com" }))).toBeNull();
    expect(publicUrlWarning(loadConfig({ PUBLIC_URL: "http://localhost:3000" }))).toBeNull();
    expect(publicUrlWarning(loadConfig({ NODE_ENV: "development" }))).toBeNull();
    expect(publicUrlMissing(loadConfig({ NODE_ENV: "test" }))).toBe(false);
  });
});
