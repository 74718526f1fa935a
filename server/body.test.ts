import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drainUnreadBodies, readTextUpTo } from "./body.ts";

describe("readTextUpTo", () => {
  it("answers the text within the cap and null past it", async () => {
    expect(await readTextUpTo(new Response("héllo").body, 10)).toBe("héllo");
    expect(await readTextUpTo(new Response("x".repeat(11)).body, 10)).toBeNull();
    expect(await readTextUpTo(null, 10)).toBe("");
  });
});

describe("drainUnreadBodies", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    // Like React Router's request adapter: it starts reading the body and pauses the socket when its
    // queue is full; the route answers 401 without ever reading it (the fuzz test found this).
    const route = (req: IncomingMessage, res: ServerResponse) => {
      if (req.url === "/reads") {
        req.resume();
        req.on("end", () => res.end("read"));
        return;
      }
      req.on("data", () => req.pause());
      res.statusCode = 401;
      res.end("sign in first");
    };
    server = createServer(drainUnreadBodies(route));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("keeps a keep-alive connection serving after an answer that left the body unread", async () => {
    for (let i = 0; i < 3; i++) {
      const early = await fetch(`${base}/early`, { method: "POST", body: "x".repeat(1_000_000), signal: AbortSignal.timeout(5_000) });
      expect(early.status).toBe(401);
      await early.text();
      // The same connection again (fetch reuses it): without the drain this waits for minutes.
      const next = await fetch(`${base}/reads`, { method: "POST", body: "y", signal: AbortSignal.timeout(5_000) });
      expect(await next.text()).toBe("read");
    }
  });
});
