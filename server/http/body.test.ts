import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientErrors, drainUnreadBodies, readTextUpTo } from "./body.ts";

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

describe("answerClientErrors", () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on("end", () => res.end("ok"));
    });
    answerClientErrors(server);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  /** One request on its own connection; the answer, or the error the client saw. */
  function send(path: string, body: string): Promise<{ status: number; json: unknown } | { error: string }> {
    return new Promise((resolve) => {
      const req = request(
        { host: "127.0.0.1", port, method: "POST", path, agent: false, headers: { "content-type": "application/json" } },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
        },
      );
      req.on("error", (error: Error & { code?: string }) => resolve({ error: error.code ?? error.message }));
      req.end(body);
    });
  }

  it("answers a 37,000-character address sent with a 500 KB body with a 431 JSON error, every time", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await send("/api/runs?" + "a".repeat(37_000), "x".repeat(500_000))).toEqual({
        status: 431,
        json: { error: "headers_too_large", message: "The request's address or headers are too long." },
      });
    }
    // The server goes on serving.
    expect(await new Promise((resolve) => request({ host: "127.0.0.1", port, path: "/" }, (res) => resolve(res.statusCode)).end())).toBe(
      200,
    );
  });

  it("answers a broken request line with a 400 JSON error", async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => socket.end("NOT A REQUEST\r\n\r\n"));
      let text = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (text += chunk));
      socket.on("close", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      error: "bad_request",
      message: "The request could not be read.",
    });
  });
});
