// The public answer cache (docs/decisions/017-public-answer-cache.md) in the production build, on both
// engines: a visitor's public page and its navigation data (`.data`, what a click on a link fetches)
// are rendered once and then given from the cache; a player's session is rendered for itself; the
// route's marker never reaches a client.
import { describe, expect, it } from "vitest";
import { PUBLIC_CACHE_HEADER } from "../../server/http/public-cache.ts";
import { asGuest } from "./auth-client.ts";
import { useApp } from "./fixture.ts";

function counter(text: string, result: "hit" | "miss"): number {
  const line = text.split("\n").find((l) => l.startsWith(`flapmaster_public_cache_requests_total{result="${result}"}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

for (const engine of ["sqlite", "postgres"] as const) {
  describe(`public answer cache [${engine}]`, () => {
    const app = useApp({ engine });
    const counts = async () => {
      const text = await (await fetch(app.server.url + "/metrics")).text();
      return { hits: counter(text, "hit"), misses: counter(text, "miss") };
    };

    for (const path of ["/leaderboard?board=weekly", "/leaderboard.data?board=weekly&_routes=routes%2Fleaderboard", "/store.data"]) {
      it(`gives a visitor the stored answer for ${path} within its second`, async () => {
        const before = await counts();
        const first = await fetch(app.server.url + path);
        const second = await fetch(app.server.url + path);
        expect(first.status).toBe(200);
        expect(second.status).toBe(200);
        const [a, b] = [await first.text(), await second.text()];
        expect(first.headers.get(PUBLIC_CACHE_HEADER)).toBeNull();
        expect(second.headers.get(PUBLIC_CACHE_HEADER)).toBeNull();
        const after = await counts();
        expect(after.misses - before.misses).toBe(1);
        expect(after.hits - before.hits).toBe(1);
        // A document differs only by its nonce; navigation data is the same bytes.
        if (path.includes(".data")) expect(b).toBe(a);
        else expect(b.length).toBe(a.length);
      });
    }

    it("renders a player's page and navigation data for that player, without the marker", async () => {
      const guest = await asGuest(app.server.url);
      const before = await counts();
      for (const path of ["/leaderboard", "/leaderboard.data?_routes=routes%2Fleaderboard", "/leaderboard.data"]) {
        const response = await guest.send(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get(PUBLIC_CACHE_HEADER), path).toBeNull();
        await response.arrayBuffer();
      }
      const after = await counts();
      expect(after).toEqual(before);
    });
  });
}
