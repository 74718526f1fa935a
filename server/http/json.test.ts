// The JSON edge: one error shape, no-store by default, Failure as a response, the bounded body reader.
import { z } from "zod";
import { describe, expect, it } from "vitest";
import {
  JSON_TEXT,
  failureResponse,
  jsonError,
  jsonOk,
  methodNotAllowed,
  readJsonBody,
  retryAfterSeconds,
  type JsonTextResponse,
} from "./json.ts";
import { fail } from "./result.ts";

const ORIGIN = "http://127.0.0.1:3999";
const post = (body: string, headers: Record<string, string> = {}) => new Request(`${ORIGIN}/api/x`, { method: "POST", body, headers });

describe("jsonOk and jsonError", () => {
  it("answer JSON that is not cached unless the caller says otherwise", async () => {
    const ok = jsonOk({ a: 1 });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/application\/json/);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(await ok.json()).toEqual({ a: 1 });
    const cached = jsonOk({}, { status: 201, headers: { "Cache-Control": "public, max-age=60" } });
    expect(cached.status).toBe(201);
    expect(cached.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("carry their length in bytes, so the compression middleware passes small answers as they are", async () => {
    const ok = jsonOk({ name: "Zoë 🐦" });
    const bytes = new Uint8Array(await ok.clone().arrayBuffer()).length;
    expect(ok.headers.get("content-length")).toBe(String(bytes));
    expect(bytes).toBeGreaterThan(JSON.stringify({ name: "Zoë 🐦" }).length); // bytes, not characters
    const error = jsonError(400, "bad", "Bad.");
    expect(error.headers.get("content-length")).toBe(String((await error.text()).length));
  });

  it("write every error as { error, message } plus the extra fields given", async () => {
    const error = jsonError(404, "not_found", "No such thing.", { "X-Why": "test" }, { field: "id" });
    expect(error.status).toBe(404);
    expect(error.headers.get("x-why")).toBe("test");
    expect(error.headers.get("cache-control")).toBe("no-store");
    expect(await error.json()).toEqual({ error: "not_found", message: "No such thing.", field: "id" });
  });
});

describe("a JSON answer's body, made only when read", () => {
  it("keeps its text for the front and reads as the same bytes through every reader", async () => {
    const body = { name: "Zoë 🐦", n: [1, 2] };
    const text = JSON.stringify(body);
    const answer = () => jsonOk(body, { status: 201 }) as JsonTextResponse;
    expect(answer()).toBeInstanceOf(Response);
    expect(answer()[JSON_TEXT]).toBe(text);
    expect(await answer().text()).toBe(text);
    expect(await answer().json()).toEqual(body);
    expect(new TextDecoder().decode(await answer().arrayBuffer())).toBe(text);
    expect(new TextDecoder().decode(await answer().bytes())).toBe(text);
    expect(await (await answer().blob()).text()).toBe(text);
    // React Router's Node adapter and a re-wrapped Response read the body stream.
    expect(await new Response(answer().body).text()).toBe(text);
    const rewrapped = answer();
    const copy = new Response(rewrapped.body, rewrapped);
    expect(copy.status).toBe(201);
    expect(copy.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(await copy.text()).toBe(text);
  });

  it("is used once read, like any Response: a second read and a clone then throw", async () => {
    const ok = jsonOk({ a: 1 });
    expect(ok.bodyUsed).toBe(false);
    const twin = ok.clone();
    expect(await ok.json()).toEqual({ a: 1 });
    expect(ok.bodyUsed).toBe(true);
    await expect(ok.text()).rejects.toThrow(TypeError);
    expect(() => ok.clone()).toThrow(TypeError);
    // The clone taken before is its own answer.
    expect(twin.bodyUsed).toBe(false);
    expect(await twin.json()).toEqual({ a: 1 });
    expect((twin as JsonTextResponse)[JSON_TEXT]).toBe('{"a":1}');
  });

  it("keeps headers added before the body is read (a caller's Set-Cookie)", async () => {
    const ok = jsonError(409, "taken", "Taken.", { "X-Why": "test" });
    ok.headers.append("Set-Cookie", "a=1");
    const read = new Response(ok.body, ok);
    expect(read.headers.getSetCookie()).toEqual(["a=1"]);
    expect(read.headers.get("x-why")).toBe("test");
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect(await read.json()).toEqual({ error: "taken", message: "Taken." });
  });
});

describe("failureResponse", () => {
  it("answers a Failure with its status, code, message and field, keeping the given headers", async () => {
    const cookies = new Headers();
    cookies.append("set-cookie", "a=1");
    cookies.append("set-cookie", "b=2");
    const plain = failureResponse(fail(409, "no_inventory", "None left."), cookies);
    expect(plain.status).toBe(409);
    expect(plain.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(plain.headers.has("retry-after")).toBe(false);
    expect(await plain.json()).toEqual({ error: "no_inventory", message: "None left." });
    const withField = failureResponse(fail(400, "invalid_name", "Too long.", "name"));
    expect(await withField.json()).toEqual({ error: "invalid_name", message: "Too long.", field: "name" });
  });

  it("sends Retry-After in whole seconds (at least 1) for a failure that says when to retry", async () => {
    const limited = failureResponse({ ...fail(429, "rate_limited", "Slow down."), retryAfterMs: 1_200 });
    expect(limited.headers.get("retry-after")).toBe("2");
    expect(await limited.json()).toEqual({ error: "rate_limited", message: "Slow down." });
    expect(retryAfterSeconds(0)).toBe("1");
    expect(retryAfterSeconds(60_000)).toBe("60");
  });
});

describe("methodNotAllowed", () => {
  it("names one method or two, and lists them in Allow", async () => {
    const one = methodNotAllowed(["POST"]);
    expect(one.status).toBe(405);
    expect(one.headers.get("allow")).toBe("POST");
    expect(await one.json()).toEqual({ error: "method_not_allowed", message: "Use POST." });
    const two = methodNotAllowed(["GET", "POST"]);
    expect(two.headers.get("allow")).toBe("GET, POST");
    expect(await two.json()).toEqual({ error: "method_not_allowed", message: "Use GET or POST." });
  });
});

describe("readJsonBody", () => {
  const schema = z.object({ name: z.string().max(5) }).strict();

  it("answers the parsed value, an empty body as {}", async () => {
    expect(await readJsonBody(post('{"name":"ab"}'), schema)).toEqual({ ok: true, data: { name: "ab" } });
    expect(await readJsonBody(post(""), z.object({}))).toEqual({ ok: true, data: {} });
  });

  it("refuses a body that is too large, not JSON or not the expected shape with a 4xx JSON error", async () => {
    const cases: Array<[Request, number, string, number | undefined]> = [
      [post("x".repeat(20)), 413, "body_too_large", 10],
      [post("{}", { "content-length": "50000" }), 413, "body_too_large", 10],
      [post("{not json"), 400, "invalid_json", undefined],
      [post('{"name":"far too long"}'), 400, "invalid_body", undefined],
      [post('{"other":1}'), 400, "invalid_body", undefined],
    ];
    for (const [request, status, error, limit] of cases) {
      const read = await readJsonBody(request, schema, limit);
      if (read.ok) throw new Error(`expected ${error}`);
      expect(read.response.status).toBe(status);
      expect(await read.response.json()).toMatchObject({ error, message: expect.any(String) });
    }
  });

  it("tells the operator's APIs which value is wrong and why (English here: their middleware translates it), the field apart too", async () => {
    const rules = z.object({ dailyRunCoins: z.number().int().min(10, "dailyRunCoins must be at least 10") });
    const request = new Request(`${ORIGIN}/api/admin/run-rules`, { method: "POST", body: '{"dailyRunCoins":5}' });
    const read = await readJsonBody(request, rules);
    if (read.ok) throw new Error("expected a refusal");
    expect(await read.response.json()).toEqual({
      error: "invalid_body",
      message: "dailyRunCoins: must be at least 10",
      field: "dailyRunCoins",
    });
  });

  it("says what is wrong in words for people, in the body's or the request's language; the field apart", async () => {
    const answer = async (request: Request, shape: z.ZodType = schema) => {
      const read = await readJsonBody(request, shape);
      if (read.ok) throw new Error("expected a refusal");
      return read.response.json();
    };
    expect(await answer(post('{"name":"far too long"}'))).toEqual({
      error: "invalid_body",
      message: "Something you entered is too long. Please shorten it and try again.",
      field: "name",
    });
    const form = z.object({ email: z.string().max(10), items: z.array(z.object({ id: z.number() })) });
    expect(await answer(post('{"email":"far-too-long@example.com","items":[],"locale":"de"}'), form)).toEqual({
      error: "invalid_body",
      message: "Bitte gib eine gültige E-Mail-Adresse ein.",
      field: "email",
    });
    expect(await answer(post('{"email":"a@b.co","items":[{"id":"x"}]}', { "accept-language": "fr-CH, fr;q=0.9" }), form)).toEqual({
      error: "invalid_body",
      message: "Quelque chose dans ce que tu as envoyé n'est pas valide. Vérifie ta saisie et réessaie.",
      field: "items.0.id",
    });
    expect(await answer(post("{not json", { cookie: "lang=ja" }))).toEqual({
      error: "invalid_json",
      message: "リクエストを読み取れませんでした。ページを再読み込みして、もう一度お試しください。",
    });
    // No zod wording and no field path in any message.
    for (const body of ['{"name":5}', '{"other":1}', '{"name":"far too long"}']) {
      const { message } = (await answer(post(body))) as { message: string };
      expect(message).not.toMatch(/expected|invalid input|too big|name:|other/i);
    }
  });
});
