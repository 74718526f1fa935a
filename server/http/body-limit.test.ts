import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyRefusal, limitRequestBodies } from "./body-limit.ts";

describe("bodyRefusal", () => {
  it("lets bodies up to the cap through, refuses larger ones and bodies without a length", () => {
    expect(bodyRefusal({}, 100)).toBeNull();
    expect(bodyRefusal({ "content-length": "100" }, 100)).toBeNull();
    expect(bodyRefusal({ "content-length": "101" }, 100)).toMatchObject({ status: 413, error: "body_too_large" });
    expect(bodyRefusal({ "transfer-encoding": "chunked" }, 100)).toMatchObject({ status: 411, error: "length_required" });
  });
});

describe("limitRequestBodies", () => {
  let server: Server;
  let base: string;
  /** Bytes the wrapped handler read: a refused body must never reach it. */
  const read: number[] = [];

  beforeAll(async () => {
    server = createServer(
      limitRequestBodies((req, res) => {
        let size = 0;
        req.on("data", (chunk: Buffer) => (size += chunk.length));
        req.on("end", () => {
          read.push(size);
          res.end("ok");
        });
      }, 1_000),
    );
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("answers 413 JSON without handing the body on; a body within the cap goes through", async () => {
    const big = await fetch(`${base}/login`, { method: "POST", body: "a".repeat(50_000) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: "body_too_large", message: "The request is too large." });
    const small = await fetch(`${base}/login`, { method: "POST", body: "a".repeat(1_000) });
    expect(await small.text()).toBe("ok");
    expect(read).toEqual([1_000]);
  });

  it("answers 411 to a chunked body", async () => {
    const status = await new Promise<number>((done, fail) => {
      const req = httpRequest(`${base}/login`, { method: "POST" }, (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      });
      req.on("error", fail);
      // No Content-Length: Node sends the body chunked.
      req.write("a".repeat(10));
      req.end();
    });
    expect(status).toBe(411);
    expect(read).toEqual([1_000]);
  });
});
