// Security review (docs/security.md): a player's name is shown to others (challenges, admin lists,
// mails), so Better Auth's own endpoints must not be a way around the name rules that /account and
// the leaderboard apply (length, control characters, profanity).
import { pino } from "pino";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { loadConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";

const ORIGIN = "http://127.0.0.1:3998";

function request(path: string, body: unknown, cookie?: string): Request {
  const headers = new Headers({ origin: ORIGIN, "content-type": "application/json", "x-flap-client-ip": "10.9.9.9", "x-flap-secure": "0" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(ORIGIN + path, { method: "POST", headers, body: JSON.stringify(body) });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describeEachDialect("names through Better Auth's endpoints", (getDb) => {
  let services: Services;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD: "operator-password-123", PUBLIC_URL: ORIGIN });
    services = createServices({ config, db: getDb(), logger: pino({ level: "silent" }) });
    await services.auth.bootstrap();
  });

  const nameOf = async (id: string) =>
    (await getDb().kysely.selectFrom("user").select("name").where("id", "=", id).executeTakeFirstOrThrow()).name;

  it("POST /api/auth/update-user refuses a name that breaks the rules and keeps the old one", async () => {
    const guest = await services.auth.handler(request("/api/auth/sign-in/anonymous", {}));
    expect(guest.status).toBe(200);
    const { user } = (await guest.json()) as { user: { id: string } };
    const cookie = cookieOf(guest);

    for (const bad of ["x".repeat(5000), "Ana\u202Egnp", "zero\u200Bwidth", "line\nbreak", "fuck", "   "]) {
      const response = await services.auth.handler(request("/api/auth/update-user", { name: bad }, cookie));
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(await response.json(), JSON.stringify(bad)).toMatchObject({ error: "invalid_name", message: expect.any(String) });
      expect(await nameOf(user.id)).toBe("Guest");
    }

    const good = await services.auth.handler(request("/api/auth/update-user", { name: "  Ace Pilot " }, cookie));
    expect(good.status).toBe(200);
    expect(await nameOf(user.id)).toBe("Ace Pilot");
  });

  it("POST /api/auth/sign-up/email stores a rule-abiding name whatever name it is sent", async () => {
    const cases: Array<[string, string, string]> = [
      ["long@example.com", "y".repeat(5000), "long"],
      ["bidi@example.com", "Ana\u202Egnp", "bidi"],
      ["kept@example.com", "Kept Name", "Kept Name"],
    ];
    for (const [email, name, stored] of cases) {
      const response = await services.auth.handler(request("/api/auth/sign-up/email", { email, password: "a-good-password-1", name }));
      expect(response.status, email).toBe(200);
      const row = await getDb().kysely.selectFrom("user").select("name").where("email", "=", email).executeTakeFirstOrThrow();
      expect(row.name, email).toBe(stored);
    }
  });
});
