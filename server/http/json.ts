// The JSON edge of every resource route: one success shape, one error shape
// (`{ error: "snake_code", message: "Text for people" }`), one bounded body reader. Answers are never
// cached by browsers or proxies unless a route says otherwise.
import type { z } from "zod";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import { isLocale, localeOfHeaders, type Locale } from "../../shared/i18n/locales.ts";
import type { MessageKey } from "../../shared/i18n/site/en.ts";
import { readTextUpTo } from "./body.ts";
import { operatorIssueText } from "./operator-messages.ts";
import type { Failure } from "./result.ts";

/** A JSON body larger than this is refused with 413 unless the route passes its own limit. */
export const MAX_BODY_BYTES = 1_000_000;

function noStore(headers?: HeadersInit): Headers {
  const out = new Headers(headers);
  if (!out.has("Cache-Control")) out.set("Cache-Control", "no-store");
  return out;
}

/**
 * A JSON Response with its Content-Length. React Router streams a Response's body to Node, so without
 * the length the compression middleware cannot tell a small answer from a large one and gzips every
 * one (a zlib stream per answer: ~6 % of a loaded server's CPU on the run finish, for a few hundred
 * bytes saved); with it, answers under the threshold go out as they are (JSON under 4 KB: server/http/front.ts
 * worthCompressing).
 */
function jsonResponse(body: unknown, status: number, headers: Headers | undefined): Response {
  const text = JSON.stringify(body);
  const length = String(Buffer.byteLength(text));
  // Without headers of the route's own, a plain list: one Headers in all, the Response's.
  if (!headers) return new JsonTextAnswer(text, status, [...NO_STORE_JSON, ["Content-Length", length]]);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  headers.set("Content-Length", length);
  return new JsonTextAnswer(text, status, headers);
}

const NO_STORE_JSON: [string, string][] = [
  ["Cache-Control", "no-store"],
  ["Content-Type", "application/json"],
];

/**
 * The text a JSON answer was made of, kept on its Response: the HTTP front writes it to the socket as
 * it is, with the headers in the same write, instead of reading the Response's body stream back
 * (server/http/front.ts, the direct routes). A registered symbol: the route modules' copy of this
 * file (in the server bundle) and the front's are two modules.
 */
export const JSON_TEXT = Symbol.for("flapmaster.json-text");
export type JsonTextResponse = Response & { [JSON_TEXT]?: string };

/**
 * A JSON answer whose body stream is made only when something reads it. A Response made with its text
 * builds a ReadableStream for it at once (undici's extractBody: ~5 % of a guest's GET /api/me under
 * load), which the direct routes never read: the front writes the text itself. React Router, a test or
 * any caller reading the body (`body`, `text()`, `json()`, `clone()`…) reads a Response made with the
 * text then: the same bytes, status and headers as before.
 */
class JsonTextAnswer extends Response {
  declare [JSON_TEXT]: string;
  #full: Response | undefined;

  constructor(text: string, status: number, headers: HeadersInit) {
    super(null, { status, headers });
    this[JSON_TEXT] = text;
  }

  /** The Response with the body, made once, with the headers as they are then (a caller may have added some). */
  full(): Response {
    return (this.#full ??= new Response(this[JSON_TEXT], { status: this.status, statusText: this.statusText, headers: this.headers }));
  }

  /** Whether the body was read (only ever through the full Response). */
  used(): boolean {
    return this.#full?.bodyUsed ?? false;
  }
}

// Every reader of the body goes to the full Response. Set on the prototype: Response declares `body`
// and `bodyUsed` as properties, which TypeScript does not let a subclass redefine as accessors.
for (const method of ["arrayBuffer", "blob", "bytes", "formData", "json", "text"] as const) {
  Object.defineProperty(JsonTextAnswer.prototype, method, {
    value(this: JsonTextAnswer) {
      const full = this.full();
      return (full[method] as () => Promise<unknown>).call(full);
    },
    writable: true,
    configurable: true,
  });
}
Object.defineProperty(JsonTextAnswer.prototype, "clone", {
  value(this: JsonTextAnswer) {
    // A read answer's clone throws, as any Response's does.
    if (this.used()) return this.full().clone();
    return new JsonTextAnswer(this[JSON_TEXT], this.status, this.headers);
  },
  writable: true,
  configurable: true,
});
Object.defineProperty(JsonTextAnswer.prototype, "body", {
  get(this: JsonTextAnswer) {
    return this.full().body;
  },
  configurable: true,
});
Object.defineProperty(JsonTextAnswer.prototype, "bodyUsed", {
  get(this: JsonTextAnswer) {
    return this.used();
  },
  configurable: true,
});

/** A JSON answer (200 unless `status` says otherwise), `Cache-Control: no-store` unless given. */
export function jsonOk(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  return jsonResponse(body, init.status ?? 200, init.headers === undefined ? undefined : noStore(init.headers));
}

/** A JSON file the browser saves as `fileName` (a data export), never cached. */
export function jsonAttachment(body: unknown, fileName: string): Response {
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** The one shape of every JSON error. `extra` adds fields beside error and message (e.g. `field`). */
export function jsonError(
  status: number,
  error: string,
  message: string,
  headers?: HeadersInit,
  extra?: Record<string, unknown>,
): Response {
  return jsonResponse({ error, message, ...extra }, status, headers === undefined ? undefined : noStore(headers));
}

/** Seconds for a Retry-After header: whole seconds, at least 1. */
export function retryAfterSeconds(retryAfterMs: number): string {
  return String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/**
 * A service's Failure as its JSON error (with `field` when the failure names one, and Retry-After
 * when it says when to try again). `headers` go with it (e.g. a new guest's cookie).
 */
export function failureResponse(failure: Failure, headers?: HeadersInit): Response {
  const out = new Headers(headers);
  if (failure.retryAfterMs !== undefined) out.set("Retry-After", retryAfterSeconds(failure.retryAfterMs));
  return jsonError(failure.status, failure.error, failure.message, out, failure.field === undefined ? undefined : { field: failure.field });
}

/** 405 for a method the resource does not take, naming those it does. */
export function methodNotAllowed(allow: readonly string[]): Response {
  const list = allow.join(", ");
  return jsonError(405, "method_not_allowed", `Use ${allow.join(" or ")}.`, { Allow: list });
}

/** The language of a refusal: the body's own `locale` (our forms send the page's), else the request's. */
function localeOfBody(request: Request, json: unknown): Locale {
  const named = json !== null && typeof json === "object" ? (json as { locale?: unknown }).locale : undefined;
  return isLocale(named) ? named : localeOfHeaders(request.headers);
}

/** The operator's JSON APIs (the admin area's). */
const OPERATOR_API = /^\/api\/admin(\/|$)/;

/**
 * What a body that is not the expected shape is told, by the zod issue's field and code: a sentence
 * for people (never zod's words or the field's path, which goes apart as `field`).
 */
function invalidBodyText(issue: z.core.$ZodIssue | undefined): MessageKey {
  const field = issue?.path.at(-1);
  if (field === "email") return "api.error.invalidEmail";
  if (issue?.code === "too_big" && issue.origin === "string") return "api.error.tooLong";
  return "api.error.invalidBody";
}

/** Hand-written checks of schemas' rules, by schema (withFastCheck). */
const FAST_CHECKS = new WeakMap<z.ZodType, (json: unknown) => unknown>();

/**
 * Gives `schema` a hand-written check of the same rules for a hot route's body (a run's finish: a
 * thousand input pairs). The check answers what zod would output for a body it accepts, or undefined;
 * readJsonBody then asks zod, so every refusal is zod's, worded as before.
 */
export function withFastCheck<S extends z.ZodType>(schema: S, check: (json: unknown) => z.output<S> | undefined): S {
  FAST_CHECKS.set(schema, check);
  return schema;
}

/**
 * Reads and validates a JSON body of at most `maxBytes`. Answers the parsed value, or the 4xx
 * Response to send (413 too large, 400 not JSON or not the expected shape), its message in the
 * request's language; a shape error names the field at fault as `field` ("items.0.id").
 */
export async function readJsonBody<T>(
  request: Request,
  schema: z.ZodType<T>,
  maxBytes = MAX_BODY_BYTES,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  const tooLarge = () => ({
    ok: false as const,
    response: jsonError(413, "body_too_large", translate(localeOfHeaders(request.headers), "api.error.tooLarge")),
  });
  if (declared > maxBytes) return tooLarge();
  const text = await readTextUpTo(request.body, maxBytes);
  if (text === null) return tooLarge();
  let json: unknown;
  try {
    json = text === "" ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, "invalid_json", translate(localeOfHeaders(request.headers), "api.error.invalidJson")) };
  }
  const checked = FAST_CHECKS.get(schema)?.(json);
  if (checked !== undefined) return { ok: true, data: checked as T };
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.map(String).join(".") : undefined;
    // The operator's area is told which value is wrong and why ("dailyRunCoins: must be at least 10"),
    // as its forms show them next to the field, in English here and in the operator's language once
    // the admin APIs' middleware has translated it (server/http/operator-messages.ts); players get a sentence.
    const message = OPERATOR_API.test(new URL(request.url).pathname)
      ? field === undefined
        ? operatorIssueText(issue)
        : `${field}: ${operatorIssueText(issue)}`
      : translate(localeOfBody(request, json), invalidBodyText(issue));
    return { ok: false, response: jsonError(400, "invalid_body", message, undefined, field === undefined ? undefined : { field }) };
  }
  return { ok: true, data: parsed.data };
}
