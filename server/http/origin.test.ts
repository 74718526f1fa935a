import { describe, expect, it } from "vitest";
import { checkOrigin, clientIpOf, originsOf } from "./origin.ts";

const allowed = originsOf("https://flap.example.com", ["www.flap.example.com"]);
const base = { method: "POST", origin: undefined, secFetchSite: undefined, host: "127.0.0.1:4000", allowedOrigins: allowed };

describe("checkOrigin", () => {
  it("lets safe methods through whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(checkOrigin({ ...base, method, origin: "https://evil.example" }).ok).toBe(true);
    }
  });

  it("accepts a mutating request from the host it was sent to, or from an allowed origin", () => {
    expect(checkOrigin({ ...base, origin: "http://127.0.0.1:4000" }).ok).toBe(true);
    expect(checkOrigin({ ...base, origin: "https://127.0.0.1:4000" }).ok).toBe(true);
    expect(checkOrigin({ ...base, origin: "https://flap.example.com" }).ok).toBe(true);
    expect(checkOrigin({ ...base, origin: "http://www.flap.example.com" }).ok).toBe(true);
  });

  it("refuses another site, another port, an opaque or malformed origin", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) {
      expect(checkOrigin({ ...base, method, origin: "https://evil.example" }).ok).toBe(false);
    }
    expect(checkOrigin({ ...base, origin: "http://127.0.0.1:4001" }).ok).toBe(false);
    expect(checkOrigin({ ...base, origin: "null" }).ok).toBe(false);
    expect(checkOrigin({ ...base, origin: "not a url" }).ok).toBe(false);
    expect(checkOrigin({ ...base, origin: "https://flap.example.com.evil.example" }).ok).toBe(false);
  });

  it("falls back to Sec-Fetch-Site, and lets non-browser clients (neither header) through", () => {
    expect(checkOrigin({ ...base, secFetchSite: "same-origin" }).ok).toBe(true);
    expect(checkOrigin({ ...base, secFetchSite: "none" }).ok).toBe(true);
    expect(checkOrigin({ ...base, secFetchSite: "cross-site" }).ok).toBe(false);
    expect(checkOrigin({ ...base, secFetchSite: "same-site" }).ok).toBe(false);
    expect(checkOrigin(base).ok).toBe(true);
  });
});

describe("clientIpOf", () => {
  it("uses the socket peer unless a trusted proxy forwarded the request", () => {
    expect(clientIpOf("::ffff:10.0.0.7", "1.1.1.1", false)).toBe("10.0.0.7");
    expect(clientIpOf("10.0.0.7", "6.6.6.6, 203.0.113.9", true)).toBe("203.0.113.9");
    expect(clientIpOf("10.0.0.7", undefined, true)).toBe("10.0.0.7");
  });
});
