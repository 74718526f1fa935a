// Cross-site request refusal for mutating requests, done once in server/http/front.ts before any route.

/** Set by server/http/front.ts on every request (any client-sent value is replaced): the client's address. */
export const CLIENT_IP_HEADER = "x-flap-client-ip";
/** Set by server/http/front.ts: "1" when the request came over HTTPS (directly, or per X-Forwarded-Proto with TRUST_PROXY). */
export const SECURE_REQUEST_HEADER = "x-flap-secure";

export const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface OriginCheckInput {
  method: string;
  /** The Origin header, if any. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header, if any. */
  secFetchSite: string | undefined;
  /** The host the request was addressed to (Host, or X-Forwarded-Host behind a trusted proxy). */
  host: string | undefined;
  /** Extra origins accepted as our own (PUBLIC_URL, AUTH_ALLOWED_HOSTS), e.g. "https://flap.example.com". */
  allowedOrigins: ReadonlySet<string>;
}

export type OriginCheckResult = { ok: true } | { ok: false; reason: string };

/**
 * A mutating request must come from our own pages: its Origin names the host it was sent to (either
 * scheme: behind a TLS-terminating proxy the server may not know its own scheme) or an allowed origin.
 * Without Origin, a browser's Sec-Fetch-Site must say same-origin (or none: typed by the user).
 * Without both it is not a browser (curl, server-to-server, webhooks) and there is no CSRF to stop.
 */
export function checkOrigin(input: OriginCheckInput): OriginCheckResult {
  if (!MUTATING_METHODS.has(input.method.toUpperCase())) return { ok: true };
  const origin = input.origin?.trim();
  if (origin) {
    if (origin === "null") return { ok: false, reason: "opaque origin" };
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return { ok: false, reason: "malformed origin" };
    }
    if (input.allowedOrigins.has(parsed.origin.toLowerCase())) return { ok: true };
    const host = input.host?.trim().toLowerCase();
    if (host && (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.host.toLowerCase() === host) {
      return { ok: true };
    }
    return { ok: false, reason: `origin ${parsed.origin} is not ${host ?? "this host"}` };
  }
  const site = input.secFetchSite?.trim().toLowerCase();
  if (site && site !== "same-origin" && site !== "none") return { ok: false, reason: `sec-fetch-site ${site}` };
  return { ok: true };
}

/** The origin part (scheme://host[:port], lower case) of a URL or a bare host, for allowedOrigins. */
export function originsOf(publicUrl: string, extraHosts: readonly string[]): Set<string> {
  const origins = new Set<string>();
  try {
    origins.add(new URL(publicUrl).origin.toLowerCase());
  } catch {
    // config validation makes this unreachable
  }
  for (const host of extraHosts) {
    if (host.includes("*")) continue;
    if (host.includes("://")) {
      try {
        origins.add(new URL(host).origin.toLowerCase());
      } catch {
        // ignored
      }
      continue;
    }
    origins.add(`https://${host}`.toLowerCase());
    origins.add(`http://${host}`.toLowerCase());
  }
  return origins;
}

/** The client's address: the socket peer, or behind a trusted proxy the last X-Forwarded-For hop. */
export function clientIpOf(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, trustProxy: boolean): string {
  let ip = remoteAddress ?? "";
  if (trustProxy && forwardedFor) {
    const value = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
    const hops = value
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    // Our proxy appends the address it saw; anything to its left came from the client and may be forged.
    const last = hops.at(-1);
    if (last) ip = last;
  }
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}
