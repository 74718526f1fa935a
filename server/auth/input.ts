// Pure helpers shared by the routes and the auth flows (no library imports: safe in any bundle).

/** The longest e-mail address a mail server takes (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** Password lengths (Better Auth's emailAndPassword options, and the texts that name them). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type Identifier = { kind: "email"; value: string } | { kind: "phone"; value: string };

/** "ana@example.com" -> email; "+1 555 123-4567" -> phone (E.164); digits without "+" -> invalid_phone. */
export function parseIdentifier(raw: string | null | undefined): Identifier | { kind: "invalid_phone" } | null {
  const value = (raw ?? "").trim();
  if (!value) return null;
  if (value.includes("@")) return { kind: "email", value: value.toLowerCase() };
  const compact = value.replace(/[\s().-]/g, "");
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return { kind: "phone", value: compact };
  if (/^\+?\d{5,15}$/.test(compact)) return { kind: "invalid_phone" };
  return { kind: "email", value: value.toLowerCase() };
}

export const DEFAULT_AFTER_SIGN_IN = "/store";

/**
 * The page a request's URL stands for: React Router fetches a page's data during client-side
 * navigation from `/account.data?_routes=routes%2Faccount` (`/_.data` for a path ending in "/"),
 * which is no page to send a person back to. Its suffix and its own query parameters (`_routes`,
 * an empty `index`) go; the rest of the query stays.
 */
export function pagePathOf(url: URL): string {
  let pathname = url.pathname;
  if (pathname.endsWith("/_.data")) pathname = pathname.slice(0, -"_.data".length);
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length) || "/";
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const index = params.getAll("index").filter(Boolean);
  params.delete("index");
  for (const value of index) params.append("index", value);
  const search = params.toString();
  return pathname + (search ? `?${search}` : "");
}

/**
 * A same-site path to go to after signing in, else `fallback`: it must start with one "/" (not "//"
 * or "/\", which browsers read as another host), hold no control characters, and stay on our origin.
 */
export function safeRedirectPath(value: unknown, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const base = "http://flapmaster.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    // A data URL (built during a client-side navigation, or by an older page) means its page; the
    // checks below are on the path as it will be used.
    const page = pagePathOf(url);
    const path = page.split("?")[0]!;
    // Back to /login would only loop.
    if (path === "/login") return fallback;
    // Dot segments normalise "/.//evil.example" to "//evil.example", which a browser reads as
    // another host: check the path as it will be used, not only as it came in.
    if (path.startsWith("//")) return fallback;
    return page + url.hash;
  } catch {
    return fallback;
  }
}

export function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? "";
  const cleaned = local.replace(/[^\p{L}\p{N}_.-]+/gu, " ").trim();
  return (cleaned || "Player").slice(0, 15);
}
