// An HTTP client with a cookie jar that behaves like a same-site browser (Origin on mutating
// requests), plus the ways to become each kind of visitor: guest, player (signed up, e-mail
// confirmed through the SMTP fixture), admin (the operator's password).
import type { SmtpFixture } from "./smtp.ts";

export interface SendOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Default: the server's own origin on POST/PUT/PATCH/DELETE, like a browser on our pages. */
  origin?: string | null;
}

export class Client {
  readonly base: string;
  readonly cookies = new Map<string, string>();

  constructor(base: string) {
    this.base = base;
  }

  take(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(";")[0]!;
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1);
      if (!value || /max-age=0\b/i.test(cookie) || /expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async send(path: string, options: SendOptions = {}): Promise<Response> {
    const method = options.method ?? (options.json !== undefined || options.form ? "POST" : "GET");
    const headers = new Headers(options.headers);
    if (this.cookies.size > 0) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const origin = options.origin === undefined ? new URL(this.base).origin : options.origin;
    if (origin && !["GET", "HEAD"].includes(method)) headers.set("origin", origin);
    let body: string | undefined;
    if (options.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(options.form).toString();
    }
    const url = path.startsWith("http") ? path : this.base + path;
    const response = await fetch(url, { method, headers, body, redirect: "manual" });
    this.take(response);
    return response;
  }

  /** Follows redirects within our origin (a link from a mail, say), keeping cookies. */
  async follow(url: string, maxHops = 5): Promise<Response> {
    let next = url;
    for (let hop = 0; hop < maxHops; hop++) {
      const response = await this.send(next);
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) return response;
      next = new URL(location, next.startsWith("http") ? next : this.base + next).toString();
    }
    throw new Error(`too many redirects from ${url}`);
  }

  async session(): Promise<{ player: null | { id: string; name: string; isGuest: boolean; role: string } }> {
    return (await (await this.send("/api/session")).json()) as never;
  }
}

export async function asGuest(base: string): Promise<Client> {
  const client = new Client(base);
  const response = await client.send("/api/session/guest", { method: "POST" });
  if (response.status !== 201) throw new Error(`guest: ${response.status} ${await response.text()}`);
  return client;
}

/** Signs up over HTTP, follows the confirmation link from the mail: a signed-in player. */
export async function asPlayer(base: string, smtp: SmtpFixture, email: string, password = "player-password-1"): Promise<Client> {
  const client = new Client(base);
  const signUp = await client.send("/api/auth/sign-up/email", { json: { email, password, name: "Player" } });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const mail = await smtp.waitFor({ to: email, subject: "Confirm your Flap Master e-mail" });
  await client.follow(mail.links[0]!);
  const { player } = await client.session();
  if (!player || player.isGuest) throw new Error(`not signed in after confirming ${email}`);
  return client;
}

export async function asAdmin(base: string, password: string, ip?: string): Promise<Client> {
  const client = new Client(base);
  const response = await client.send("/api/admin/session", {
    json: { password },
    headers: ip ? { "x-forwarded-for": ip } : undefined,
  });
  if (response.status !== 200) throw new Error(`admin sign-in: ${response.status} ${await response.text()}`);
  return client;
}
