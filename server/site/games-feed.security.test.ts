// Security review (docs/security.md): the games feed is someone else's server. Its answers are data
// (covered in games-feed.test.ts); here, it must not be able to send our server elsewhere (SSRF) with a
// redirect, e.g. to a cloud metadata address or a service on the internal network.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createGamesFeed } from "./games-feed.ts";

interface Host {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

const CARDS = JSON.stringify(
  Array.from({ length: 3 }, (_, i) => ({
    url: `https://games.example/${i}`,
    thumb: `https://games.example/${i}.png`,
    title: `Game ${i}`,
    category: "Arcade",
    description: "d",
  })),
);

/** A server on `address` answering `route(path)`: a redirect Location, or the cards. */
async function startHost(address: string, route: (path: string) => string | null): Promise<Host> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? "");
    const location = route(req.url ?? "/");
    if (location) {
      res.writeHead(302, { location }).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(CARDS);
  });
  await new Promise<void>((done) => server.listen(0, address, done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://${address}:${port}`, requests, close: () => new Promise((done) => server.close(() => done())) };
}

describe("games feed redirects", () => {
  const hosts: Host[] = [];
  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((host) => host.close()));
  });

  it("never follows a redirect to another host: the section is hidden and that host gets no request", async () => {
    // Another loopback address stands in for an internal service (127.0.0.0/8 is all loopback on Linux).
    const internal = await startHost("127.0.0.2", () => null);
    hosts.push(internal);
    for (const target of [`${internal.url}/latest/meta-data/`, `//127.0.0.2:${new URL(internal.url).port}/x`]) {
      const feed = await startHost("127.0.0.1", () => target);
      hosts.push(feed);
      const warnings: string[] = [];
      const games = createGamesFeed({
        url: `${feed.url}/feed.php`,
        logger: { warn: (_o: unknown, message: string) => warnings.push(message) } as never,
      });
      expect(await games.list(), target).toEqual([]);
      expect(feed.requests, target).toHaveLength(1);
      expect(internal.requests, target).toEqual([]);
      expect(warnings, target).toHaveLength(1);
    }
  });

  it("follows a few redirects on the feed's own host, and no more", async () => {
    const feed = await startHost("127.0.0.1", (path) => {
      const hop = /^\/hop(\d+)/.exec(path);
      if (path.startsWith("/feed.php")) return "/hop1";
      if (hop && Number(hop[1]) < 10) return `/hop${Number(hop[1]) + 1}`;
      return null;
    });
    hosts.push(feed);
    const near = await startHost("127.0.0.1", (path) => (path.startsWith("/feed.php") ? "/v2/feed" : null));
    hosts.push(near);
    expect(await createGamesFeed({ url: `${near.url}/feed.php` }).list()).toHaveLength(3);
    expect(near.requests.map((r) => r.split("?")[0])).toEqual(["/feed.php", "/v2/feed"]);
    // Ten hops: given up after the fifth.
    expect(await createGamesFeed({ url: `${feed.url}/feed.php`, logger: { warn() {} } as never }).list()).toEqual([]);
    expect(feed.requests).toHaveLength(6);
  });
});
