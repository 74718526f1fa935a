// The admin APIs' messages in the operator's language. Services and routes refuse in English (their
// logs and tests read one language); every admin API answer passes through `inOperatorLanguage`,
// which finds the English sentence among shared/i18n/admin/api-errors/en.ts and writes the same key in
// the operator's language (`lang` cookie > Accept-Language), values kept. One place for ~100
// sentences spread over a dozen services, and a sentence added without its translations stays
// English until server/http/operator-messages.test.ts names it.
import type { z } from "zod";
import type { Vars } from "../../shared/i18n/index.ts";
import { formatCount, interpolate } from "../../shared/i18n/index.ts";
import { localeOfHeaders, type Locale } from "../../shared/i18n/locales.ts";
import { operatorMessages, type OperatorMessageKey } from "../../shared/i18n/admin/api-errors/index.server.ts";

const english = operatorMessages.en;

interface Template {
  key: OperatorMessageKey;
  pattern: RegExp;
  names: string[];
  literalLength: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Each English sentence as an anchored pattern, its `{name}`s as captures; most literal text first. */
const templates: Template[] = (Object.entries(english) as Array<[OperatorMessageKey, string]>)
  .map(([key, text]) => {
    const names: string[] = [];
    const parts = text.split(/\{(\w+)\}/);
    let source = "";
    let literalLength = 0;
    parts.forEach((part, index) => {
      if (index % 2 === 1) {
        names.push(part);
        source += "(.+?)";
      } else {
        source += escapeRegExp(part);
        literalLength += part.length;
      }
    });
    return { key, pattern: new RegExp(`^${source}$`, "s"), names, literalLength };
  })
  .sort((a, b) => b.literalLength - a.literalLength);

/** The key and values of an English admin sentence, or null when it is none of them. */
export function matchOperatorMessage(text: string): { key: OperatorMessageKey; vars: Record<string, string> } | null {
  for (const template of templates) {
    const found = template.pattern.exec(text);
    if (!found) continue;
    const vars: Record<string, string> = {};
    template.names.forEach((name, index) => (vars[name] = found[index + 1]!));
    return { key: template.key, vars };
  }
  return null;
}

/** Whole numbers among the values written the locale's way ("1.000.000", formatCount); the rest as they are. */
function localVars(locale: Locale, vars: Record<string, string>): Vars {
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [name, /^\d{4,}$/.test(value) ? formatCount(Number(value), locale) : value]),
  );
}

/** A field's path before its reason ("dailyRunCoins: …", "criteria[1].value: …"). */
const FIELD_PREFIX = /^([\w.[\]]+): (.+)$/s;

/** The admin sentence `text` is, alone or after a field's path ("pipeGap: must be at least 100"), or null. */
export function knownOperatorMessage(text: string): { field: string | null; key: OperatorMessageKey; vars: Record<string, string> } | null {
  const whole = matchOperatorMessage(text);
  if (whole) return { field: null, ...whole };
  const prefixed = FIELD_PREFIX.exec(text);
  const reason = prefixed ? matchOperatorMessage(prefixed[2]!) : null;
  return reason ? { field: prefixed![1]!, ...reason } : null;
}

/**
 * `text` in `locale` when it is one of the admin sentences, alone or after a field's path; otherwise
 * `text` as it is (already translated, or a provider's own words).
 */
export function operatorText(locale: Locale, text: string): string {
  if (locale === "en") return text;
  const known = knownOperatorMessage(text);
  if (!known) return text;
  const translated = interpolate(operatorMessages[locale][known.key], localVars(locale, known.vars));
  return known.field === null ? translated : `${known.field}: ${translated}`;
}

/** A bound as written in a sentence (dates and big numbers as they come). */
function bound(value: unknown): string {
  return typeof value === "bigint" ? value.toString() : String(value);
}

/**
 * What a zod issue says in the admin's words (English; `operatorText` translates it): the schema's
 * own message where it is one of the admin sentences, else a sentence for the issue's code — never
 * zod's default English ("Too small: expected number to be >=10").
 */
export function operatorIssueText(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return english["adminApi.issue.invalid"];
  if (matchOperatorMessage(issue.message)) return issue.message;
  const say = (key: OperatorMessageKey, vars?: Vars) => interpolate(english[key], vars);
  switch (issue.code) {
    case "invalid_type": {
      // zod leaves the input out of its issues; its own message says what it received.
      if (issue.input === undefined && issue.message.endsWith("received undefined")) return say("adminApi.issue.required");
      const expected: Partial<Record<string, OperatorMessageKey>> = {
        number: "adminApi.issue.number",
        int: "adminApi.issue.wholeNumber",
        string: "adminApi.issue.text",
        boolean: "adminApi.issue.trueOrFalse",
        array: "adminApi.issue.list",
        object: "adminApi.issue.object",
        date: "adminApi.issue.date",
      };
      return say(expected[issue.expected] ?? "adminApi.issue.wrongType");
    }
    case "too_small": {
      const minimum = bound(issue.minimum);
      if (issue.origin === "string") return say("adminApi.issue.minLength", { minimum });
      if (issue.origin === "array" || issue.origin === "set") return say("adminApi.issue.minItems", { minimum });
      return say(issue.inclusive === false ? "adminApi.issue.moreThan" : "adminApi.issue.atLeast", { minimum });
    }
    case "too_big": {
      const maximum = bound(issue.maximum);
      if (issue.origin === "string") return say("adminApi.issue.maxLength", { maximum });
      if (issue.origin === "array" || issue.origin === "set") return say("adminApi.issue.maxItems", { maximum });
      return say(issue.inclusive === false ? "adminApi.issue.lessThan" : "adminApi.issue.atMost", { maximum });
    }
    case "invalid_format": {
      const formats: Partial<Record<string, OperatorMessageKey>> = {
        email: "adminApi.issue.email",
        url: "adminApi.issue.url",
        uuid: "adminApi.issue.uuid",
        guid: "adminApi.issue.uuid",
        date: "adminApi.issue.date",
      };
      return say(formats[issue.format] ?? "adminApi.issue.format");
    }
    case "invalid_value":
      return say("adminApi.issue.oneOf", { values: issue.values.map((value) => String(value)).join(", ") });
    case "not_multiple_of":
      return say("adminApi.issue.multipleOf", { divisor: bound(issue.divisor) });
    case "unrecognized_keys":
      return say("adminApi.issue.unknownFields", { keys: issue.keys.join(", ") });
    default:
      return say("adminApi.issue.invalid");
  }
}

/** "field: reason" for the first issue of a refused body or query (its path, or `fallbackField`). */
export function operatorIssueMessage(issue: z.core.$ZodIssue | undefined, fallbackField = "query"): string {
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join(".") : fallbackField;
  return `${field}: ${operatorIssueText(issue)}`;
}

/**
 * Every `message` of a refusal's body in `locale`: its own, each Store Settings field error's
 * (`fields`), each refused import line's (`problems`), however deep. Only refusals (4xx) are walked:
 * there a `message` is always ours, never a player's words.
 */
function translateMessages(locale: Locale, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => translateMessages(locale, item));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => [
      name,
      name === "message" && typeof inner === "string" ? operatorText(locale, inner) : translateMessages(locale, inner),
    ]),
  );
}

/** A JSON refusal with every message in the request's language (`lang` cookie > Accept-Language). */
export async function answerInOperatorLanguage(request: Request, response: Response): Promise<Response> {
  if (response.status < 400 || response.status >= 500) return response;
  if (!response.headers.get("Content-Type")?.startsWith("application/json")) return response;
  const locale = localeOfHeaders(request.headers);
  if (locale === "en") return response;
  const body = (await response.clone().json()) as unknown;
  if (!body || typeof body !== "object") return response;
  const text = JSON.stringify(translateMessages(locale, body));
  const headers = new Headers(response.headers);
  headers.set("Content-Length", String(Buffer.byteLength(text)));
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
}
