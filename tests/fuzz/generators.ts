// fast-check generators of bad requests for one inventory entry (tests/fuzz/inventory.ts): a valid-ish
// body broken in one or more ways (a field retyped, dropped or added; huge strings and arrays; odd
// unicode; odd numbers; deep nesting), sent with the right or a wrong content type, as broken JSON or
// not at all, with an odd method, odd path params, odd query strings and odd headers, by one of the
// endpoint's callers, mostly from our own origin and sometimes from another.
import fc from "fast-check";
import type { Caller, FuzzEndpoint, FuzzIds, IdPool } from "./inventory.ts";

export interface FuzzCase {
  endpoint: string;
  caller: Caller;
  method: string;
  /** Path and query, as sent (already percent-encoded where it should be). */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** How the Origin header was chosen: a wrong one must be refused with 403. */
  origin: "same" | "none" | "wrong" | "opaque" | "malformed";
  /** Which of the generators made the body, for the report. */
  shape: string;
}

/** Sizes of the large inputs: a 1 MB body is past every JSON cap (the largest is 1,000,000 bytes). */
export const HUGE = 1_050_000;

/** Strings that have broken parsers, databases and templates before. */
export const ODD_STRINGS: readonly string[] = [
  "",
  " ",
  "\t\n\r",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\ud83d",
  "\ud83d\ude00",
  "\u202e\u0645\u0631\u062d\u0628\u0627\u202c",
  "\u200f\u200e\u200b\u2060",
  "\ufeff",
  "e\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308\u0309\u030a",
  "\u{1f469}\u200d\u{1f469}\u200d\u{1f467}\u200d\u{1f466}",
  "\u{10ffff}\ufffe\uffff",
  "\u0130\u0131\u017f\u212a",
  "%00",
  "%",
  "%zz",
  "../../../etc/passwd",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  "'; drop table users; --",
  "${7*7}{{7*7}}<%= 7*7 %>",
  "{{#each players}}{{/each}}{{",
  "javascript:alert(1)",
  "//evil.example/x",
  "https://evil.example/",
  "http://169.254.169.254/latest/meta-data/",
  "file:///etc/passwd",
  "null",
  "undefined",
  "NaN",
  "-0",
  "1e308",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "\\",
  '"',
  "a@b",
  "@",
  "a@b@c.d",
  "+1",
  "+999999999999999999",
  "0000-00-00",
  "9999-99-99",
  "2026-W99",
];

/** Numbers JSON can carry that code often does not expect. */
export const ODD_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  0.1,
  -1e-7,
  5e-324,
  1e21,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];

/** Number literals spliced into JSON text: some are not JSON at all, some parse to Infinity. */
const NUMBER_LITERALS = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e999",
  "-1e999",
  "-0",
  "123456789012345678901234567890",
  "0x10",
  "1_000",
  ".5",
  "01",
];

const oddString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...ODD_STRINGS), fc.integer({ min: 200, max: 5000 }))
      .map(([s, n]) => (s || "x").repeat(Math.ceil(n / Math.max(1, s.length)))),
  },
);

const oddNumber = fc.oneof(fc.constantFrom(...ODD_NUMBERS), fc.double(), fc.integer(), fc.maxSafeInteger());

/** A huge value: a 1 MB string, a 100k-element array, or a 1 MB string of emoji / NUL / lone surrogates. */
const hugeValue = fc.constantFrom("ascii", "emoji", "nul", "surrogate", "array", "objects").map((kind): unknown => {
  switch (kind) {
    case "ascii":
      return "x".repeat(HUGE);
    case "emoji":
      return "\u{1f426}".repeat(HUGE / 4);
    case "nul":
      return "\u0000".repeat(HUGE / 6);
    case "surrogate":
      return "\ud800".repeat(HUGE / 6);
    case "array":
      return Array.from({ length: 100_000 }, (_, i) => i);
    default:
      return Array.from({ length: 20_000 }, () => ({ a: 1 }));
  }
});

/** An object nested `depth` levels (arrays or objects). */
function nested(depth: number, array: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = array ? [value] : { a: value };
  return value;
}

/** Any JSON value of a type code may not expect. */
export const badValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { weight: 6, arbitrary: oddString },
    { weight: 3, arbitrary: oddNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(oddString, tie("value"), { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean()).map(([depth, array]) => nested(depth, array)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom({}, [], [[]], { __proto__: { admin: true } }, JSON.parse('{"__proto__":{"role":"admin"}}'), {
        constructor: { prototype: { x: 1 } },
      }),
    },
  ),
})).value;

/** One way to break a valid-ish object. */
type Mutation =
  | { kind: "taint"; key: number; how: Taint; at: number }
  | { kind: "as-is" }
  | { kind: "retype"; key: number; value: unknown }
  | { kind: "drop"; key: number }
  | { kind: "extra"; name: string; value: unknown }
  | { kind: "huge"; key: number; value: unknown }
  | { kind: "replace"; value: unknown };

/** Ways to spoil a valid string while keeping its shape: one odd character inside, or a huge prefix. */
type Taint = "nul" | "surrogate" | "rtl" | "combining" | "long" | "huge";
const TAINTS: Record<Exclude<Taint, "long" | "huge">, string> = {
  nul: "\u0000",
  surrogate: "\ud800",
  rtl: "\u202e",
  combining: "\u0301\u0301",
};

function taint(value: string, how: Taint, at: number): string {
  if (how === "long") return "x".repeat(3_000) + value;
  if (how === "huge") return "\u{1f426}".repeat(HUGE / 4) + value;
  const index = value.length === 0 ? 0 : at % (value.length + 1);
  return value.slice(0, index) + TAINTS[how] + value.slice(index);
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: "as-is" as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("taint" as const),
      key: fc.nat(),
      how: fc.constantFrom<Taint>("nul", "nul", "surrogate", "rtl", "combining", "long", "long", "huge"),
      at: fc.nat(),
    }),
  },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("retype" as const), key: fc.nat(), value: badValue }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("drop" as const), key: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("extra" as const),
      name: fc.oneof(oddString, fc.constantFrom("__proto__", "constructor", "id", "role", "admin", "balance")),
      value: badValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("huge" as const), key: fc.nat(), value: hugeValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("replace" as const), value: badValue }) },
);

/** Applies mutations to a copy of `example`, recursing into nested objects now and then. */
function mutate(example: unknown, mutations: Mutation[], depthPick: number[], depth = 0): unknown {
  if (example === null || typeof example !== "object")
    return mutations.length > 0 && mutations[0]!.kind === "replace" ? mutations[0]!.value : example;
  let value: unknown = Array.isArray(example) ? [...example] : { ...(example as Record<string, unknown>) };
  mutations.forEach((m, index) => {
    if (value === null || typeof value !== "object") return;
    const target = value as Record<string, unknown>;
    const keys = Object.keys(target);
    const keyAt = (n: number) => keys[n % Math.max(1, keys.length)];
    switch (m.kind) {
      case "as-is":
        return;
      case "retype":
      case "huge": {
        const key = keyAt(m.key);
        if (key === undefined) return;
        // Now and then the change goes one level down (criteria rows, settings fields, packs).
        const inner = target[key];
        if (inner !== null && typeof inner === "object" && (depthPick[index] ?? 0) % 2 === 1 && depth < 3)
          target[key] = mutate(inner, [m], [], depth + 1);
        else target[key] = m.value;
        return;
      }
      case "taint": {
        // A string field keeps its value with one odd character in it (or a long prefix): past the
        // type checks, into the code and the database; other fields are spoilt one level down.
        const key = keyAt(m.key);
        if (key === undefined) return;
        const inner = target[key];
        if (typeof inner === "string") target[key] = taint(inner, m.how, m.at);
        else if (inner !== null && typeof inner === "object" && depth < 3) target[key] = mutate(inner, [m], [], depth + 1);
        return;
      }
      case "drop": {
        const key = keyAt(m.key);
        if (key !== undefined) delete target[key];
        return;
      }
      case "extra":
        Object.defineProperty(target, m.name, { value: m.value, enumerable: true, configurable: true, writable: true });
        return;
      case "replace":
        // A copy: a later mutation of this case changes `value` in place, and the generated value
        // may be a shared constant (an "extra" naming it again put it inside itself: a circular body).
        value =
          m.value !== null && typeof m.value === "object"
            ? Array.isArray(m.value)
              ? [...m.value]
              : { ...(m.value as Record<string, unknown>) }
            : m.value;
        return;
    }
  });
  return value;
}

/** How the body travels. */
type Encoding = "json" | "json-wrong-type" | "form" | "multipart" | "broken-json" | "number-literal" | "empty" | "raw-bytes" | "none";

const encodingFor = (form: boolean): fc.Arbitrary<Encoding> =>
  form
    ? fc.oneof(
        { weight: 8, arbitrary: fc.constant("form" as const) },
        { weight: 2, arbitrary: fc.constant("multipart" as const) },
        { weight: 2, arbitrary: fc.constant("json" as const) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            "json-wrong-type" as const,
            "broken-json" as const,
            "empty" as const,
            "raw-bytes" as const,
            "none" as const,
          ),
        },
      )
    : fc.oneof(
        { weight: 10, arbitrary: fc.constant("json" as const) },
        { weight: 1, arbitrary: fc.constant("json-wrong-type" as const) },
        { weight: 1, arbitrary: fc.constant("form" as const) },
        { weight: 1, arbitrary: fc.constant("multipart" as const) },
        { weight: 2, arbitrary: fc.constant("broken-json" as const) },
        { weight: 1, arbitrary: fc.constant("number-literal" as const) },
        { weight: 1, arbitrary: fc.constant("empty" as const) },
        { weight: 1, arbitrary: fc.constant("raw-bytes" as const) },
        { weight: 1, arbitrary: fc.constant("none" as const) },
      );

const WRONG_TYPES = [
  "text/plain",
  "text/html",
  "application/xml",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/octet-stream",
  "application/jsonx",
  "*/*",
  ";;;",
];

const BROKEN_JSON = [
  '{"a":',
  "{",
  "[",
  "}",
  '{"a":1,}',
  "[1,2,",
  "{'a':1}",
  '{"a":"\\x"}',
  '{"a":"\\ud800"',
  "\ufeff{}",
  "undefined",
  "{}{}",
  '{"a":1} trailing',
  '"\u0000"',
  '{\n\t"a\u0000":1}',
];

/** Form text of an object: nested values as JSON text, arrays as repeated keys. */
function formPairs(value: unknown): Array<[string, string]> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [["value", text(value)]];
  const pairs: Array<[string, string]> = [];
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(field) && field.length < 50) for (const item of field) pairs.push([key, text(item)]);
    else pairs.push([key, text(field)]);
  }
  return pairs;
}

const text = (value: unknown): string => (typeof value === "string" ? value : (JSON.stringify(value) ?? String(value)));

/** Text as it may travel in a URL or form: lone surrogates become invalid UTF-8 escapes (%ED%A0%80). */
export function percentEncode(value: string): string {
  if (value.isWellFormed()) return encodeURIComponent(value);
  return value
    .split(LONE_SURROGATE)
    .map((part) => {
      if (!LONE_SURROGATE_ONLY.test(part)) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      return `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`;
    })
    .join("");
}

/** A surrogate not paired with its other half (the split keeps it, being a capture group). */
const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;
const LONE_SURROGATE_ONLY = /^[\ud800-\udfff]$/;

function formBody(value: unknown, rawBreak: number): string {
  const body = formPairs(value)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
    .join("&");
  // Now and then a percent sign that decodes to nothing.
  return rawBreak % 5 === 0 ? `${body}&%zz=%&=&&%E0%A4%A=1` : body;
}

function multipartBody(value: unknown, boundary: string, variant: number): string {
  const parts = formPairs(value).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, "")}"\r\n\r\n${v}\r\n`,
  );
  // Some bodies are cut before the closing boundary, or hold a file part.
  if (variant % 4 === 1)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n`,
    );
  return parts.join("") + (variant % 4 === 2 ? "" : `--${boundary}--\r\n`);
}

/** Bytes that are not UTF-8. */
const RAW_BYTES = [
  new Uint8Array([0xff, 0xfe, 0x00, 0x7b]),
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x22, 0x7d]),
  new Uint8Array([0x1f, 0x8b, 0x08, 0x00]),
  new Uint8Array(0),
];

interface EncodedBody {
  body?: string | Uint8Array;
  contentType?: string;
}

function encode(value: unknown, encoding: Encoding, variant: number): EncodedBody {
  const json = JSON.stringify(value) ?? "null";
  switch (encoding) {
    case "json":
      return { body: json, contentType: "application/json" };
    case "json-wrong-type":
      return { body: json, contentType: WRONG_TYPES[variant % WRONG_TYPES.length] };
    case "form":
      return { body: formBody(value, variant), contentType: "application/x-www-form-urlencoded" };
    case "multipart": {
      const boundary = variant % 7 === 3 ? "" : `fuzz${variant}`;
      return { body: multipartBody(value, boundary || "x", variant), contentType: `multipart/form-data; boundary=${boundary}` };
    }
    case "broken-json": {
      if (variant % 2 === 0) return { body: BROKEN_JSON[variant % BROKEN_JSON.length], contentType: "application/json" };
      // The real body cut short, or with one character replaced.
      const at = variant % Math.max(1, json.length);
      return {
        body: variant % 4 === 1 ? json.slice(0, at) : json.slice(0, at) + "\u0000" + json.slice(at + 1),
        contentType: "application/json",
      };
    }
    case "number-literal": {
      const literal = NUMBER_LITERALS[variant % NUMBER_LITERALS.length]!;
      const spliced = json.replace(/-?\d+(\.\d+)?([eE][+-]?\d+)?/, literal);
      return { body: spliced === json ? `{"n":${literal}}` : spliced, contentType: "application/json" };
    }
    case "empty":
      return { body: "", contentType: variant % 2 === 0 ? "application/json" : "application/x-www-form-urlencoded" };
    case "raw-bytes":
      return { body: RAW_BYTES[variant % RAW_BYTES.length], contentType: variant % 2 === 0 ? "application/json" : undefined };
    case "none":
      // Bytes, so fetch adds no Content-Type of its own.
      return { body: new TextEncoder().encode(json) };
  }
}

/** Path param values: mostly real ids (so the code past "not found" runs), else odd segments. */
const ODD_SEGMENTS = [
  "x",
  "0",
  "-1",
  "1e3",
  "null",
  "undefined",
  "%00",
  "%25",
  "%zz",
  "%E0%A4%A",
  "%ED%A0%80",
  "..",
  "%2e%2e",
  "%2F",
  "a%2Fb",
  "%20",
  "%F0%9F%90%A6",
  "__proto__",
  "constructor",
  "'%20OR%201=1",
  "%3Cscript%3E",
];

function segment(pool: IdPool, ids: FuzzIds): fc.Arbitrary<string> {
  const real: string[] =
    pool === "board"
      ? ["daily", "weekly", "alltime"]
      : pool === "export"
        ? ["scores.csv", "players.csv"]
        : pool === "any"
          ? []
          : ((ids[pool] as string[] | undefined) ?? []);
  const odd = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
    { weight: 2, arbitrary: oddString.map(percentEncode) },
    { weight: 1, arbitrary: fc.integer({ min: 300, max: 6000 }).map((n) => "a".repeat(n)) },
    { weight: 1, arbitrary: fc.constant("a".repeat(20_000)) },
  );
  return real.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real.map(encodeURIComponent)) }, { weight: 2, arbitrary: odd })
    : odd;
}

/** A query string: the endpoint's keys with their values or odd ones, random keys, repeats, broken escapes. */
function queryOf(query: Record<string, string[]> | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(query ?? {});
  const value = (key: string) =>
    fc.oneof(
      { weight: 3, arbitrary: query?.[key]?.length ? fc.constantFrom(...query[key]!).map(percentEncode) : fc.constant("x") },
      { weight: 2, arbitrary: oddString.map(percentEncode) },
      { weight: 1, arbitrary: fc.constantFrom("%", "%zz", "%E0%A4%A", "%ED%A0%80", "", "a".repeat(3000)) },
    );
  const known = keys.length > 0 ? fc.constantFrom(...keys).chain((key) => value(key).map((v) => `${key}=${v}`)) : fc.constant("");
  const pair = fc.oneof(
    { weight: 4, arbitrary: known },
    { weight: 1, arbitrary: fc.tuple(oddString, oddString).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`) },
    { weight: 1, arbitrary: fc.constantFrom("&&", "=", "a", "a=1=2", "%zz", "lang=%ED%A0%80", "lang=de") },
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant("") },
    { weight: 5, arbitrary: fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.join("&")}`) },
  );
}

/** Header values fetch can send: Latin-1 only (UTF-8 bytes spelt as Latin-1), no control characters. */
export function headerSafe(value: string): string {
  const bytes = Buffer.from(value.replace(/[\u0000-\u001f\u007f]/g, ""), "utf8");
  return bytes.toString("latin1").slice(0, 8000);
}

const oddHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      "accept-language": fc.oneof(
        fc.constantFrom("de-DE,de;q=0.9", "*", "xx-YY", "en;q=abc", ",,,", "zh-Hant-TW-x-private"),
        oddString.map(headerSafe),
      ),
      "user-agent": fc.oneof(fc.constantFrom("Googlebot/2.1", "", "curl/8"), oddString.map(headerSafe)),
      accept: fc.constantFrom("application/json", "text/html", "*/*", "text/event-stream", "application/xml"),
      "x-request-id": oddString.map(headerSafe),
      "cf-ipcountry": fc.constantFrom("DE", "XX", "T1", "", "zz", "123"),
      cookie: fc.constantFrom(
        "flap.session_token=garbage",
        "lang=xx",
        "lang=%ED%A0%80",
        "flap.session_token=%zz; flap.session_token=a.b",
        "=;;=",
        "a".repeat(6000),
      ),
      "sec-fetch-site": fc.constantFrom("same-origin", "none", "cross-site", "same-site"),
      "stripe-signature": fc.constantFrom("t=1,v1=abc", "t=x,v1=", "garbage", ""),
    },
    { requiredKeys: [] },
  )
  .map((headers) => headers);

/** Client addresses (the server trusts X-Forwarded-For in the fuzz run): varied, so rate limits rarely hide a case. */
const forwardedFor = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 223 }), fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }))
      .map((parts) => parts.join(".")),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("::1", "fe80::1%eth0", "not-an-ip", "1.2.3.4, 5.6.7.8", ", ,", "999.999.999.999", "a".repeat(300)),
  },
);

const METHODS_ANY = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"];

/** The generator of cases for one endpoint, given the real ids the setup collected. */
export function casesFor(endpoint: FuzzEndpoint, ids: FuzzIds, base: string): fc.Arbitrary<FuzzCase> {
  const examples = endpoint.bodies?.(ids) ?? [{}];
  const paramNames = Object.keys(endpoint.params ?? {});
  const pathArb = fc.tuple(...paramNames.map((name) => segment(endpoint.params![name]!, ids)), fc.constant(null)).map((values) => {
    let path = endpoint.path;
    paramNames.forEach((name, i) => {
      path = name === "*" ? path.replace(/\*$/, values[i] as string) : path.replace(`:${name}`, values[i] as string);
    });
    return path;
  });
  const methodArb = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...endpoint.methods) },
    { weight: 1, arbitrary: fc.constantFrom(...METHODS_ANY) },
  );
  const originArb = fc.oneof(
    { weight: 16, arbitrary: fc.constant("same" as const) },
    { weight: 1, arbitrary: fc.constantFrom("none" as const, "wrong" as const, "opaque" as const, "malformed" as const) },
  );
  return fc
    .record({
      caller: fc.constantFrom(...endpoint.callers),
      method: methodArb,
      path: pathArb,
      // Page actions also take React Router's data requests (what a <Form> submit sends).
      dataRequest: fc.boolean(),
      query: queryOf(endpoint.query),
      example: fc.constantFrom(...examples),
      mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
      depthPick: fc.array(fc.nat(3), { minLength: 3, maxLength: 3 }),
      encoding: encodingFor(endpoint.form === true),
      variant: fc.nat(1_000),
      origin: originArb,
      ip: forwardedFor,
      headers: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: oddHeaders }),
    })
    .map((c): FuzzCase => {
      const headers: Record<string, string> = { ...c.headers, "x-forwarded-for": c.ip };
      const mutating = !["GET", "HEAD", "OPTIONS"].includes(c.method);
      if (mutating) {
        if (c.origin === "same") headers.origin = base;
        else if (c.origin === "wrong") headers.origin = "https://evil.example";
        else if (c.origin === "opaque") headers.origin = "null";
        else if (c.origin === "malformed") headers.origin = "http://[";
        // With no Origin, a browser's Sec-Fetch-Site still speaks; keep it consistent with "none".
        else delete headers["sec-fetch-site"];
      }
      if (c.origin === "same" && headers["sec-fetch-site"] && headers["sec-fetch-site"] !== "same-origin") delete headers["sec-fetch-site"];
      let path = c.path;
      if (endpoint.kind === "page" && c.dataRequest && endpoint.methods.includes("POST"))
        path = path === "/" ? "/_root.data" : `${path}.data`;
      path += c.query;
      const bodyValue = mutate(c.example, c.mutations, c.depthPick);
      let body: string | Uint8Array | undefined;
      let shape = `${c.mutations.map((m) => m.kind).join("+")}/${c.encoding}`;
      // fetch sends no body with GET and HEAD.
      if (c.method !== "GET" && c.method !== "HEAD") {
        const encoded = encode(bodyValue, c.encoding, c.variant);
        body = encoded.body;
        if (encoded.contentType !== undefined) headers["content-type"] = encoded.contentType;
      } else {
        shape = "no body";
      }
      return { endpoint: endpoint.path, caller: c.caller, method: c.method, path, headers, body, origin: c.origin, shape };
    });
}
