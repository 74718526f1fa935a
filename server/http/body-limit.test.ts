import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import { bodyRefusal, limitRequestBodies } from "./body-limit.ts";

describe("bodyRefusal", () => {
  it("lets bodies up to the cap through, refuses larger ones and bodies without a length", () => {
    expect(bodyRefusal({}, 100)).toBeNull();
    expect(bodyRefusal({ "content-length": "100" }, 100)).toBeNull();
    expect(bodyRefusal({ "content-length": "101" }, 100)).toMatchObject({ status: 413, error: "body_too_large" });
    expect(bodyRefusal({ "transfer-encoding": "chunked" }, 100)).toMatchObject({ status: 411, error: "length_required" });
  });

  it("says it in the request's language: the lang cookie, else Accept-Language", () => {
    expect(bodyRefusal({ "content-length": "101", cookie: "lang=de", "accept-language": "fr" }, 100)?.message).toBe(
      translate("de", "api.error.tooLarge"),
    );
    expect(bodyRefusal({ "content-length": "101", "accept-language": "ja-JP,ja;q=0.9" }, 100)?.message).toBe(
      translate("ja", "api.error.tooLarge"),
    );
    expect(bodyRefusal({ "transfer-encoding": "chunked", "accept-language": "ru" }, 100)?.message).toBe(
      translate("ru", "api.error.invalidJson"),
    );
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
    expect(await big.json()).toEqual({ error: "body_too_large", message: translate("en", "api.error.tooLarge") });
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
