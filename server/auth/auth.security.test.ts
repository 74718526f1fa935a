// Security review (docs/security.md): Better Auth's own endpoints (/api/auth/*) are open to every
// visitor, so they must not be a way around the name rules that /account and the leaderboard apply
// (a name is shown to others: challenges, admin lists, mails), nor a way to the operator's role.
import { pino } from "pino";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { loadConfig } from "../config.ts";
import { listOutbox } from "../mail/mailer.ts";
import { createServices, type Services } from "../services.ts";

const ORIGIN = "http://127.0.0.1:3998";

function request(path: string, body: unknown, cookie?: string, ip = "10.9.9.9"): Request {
  const headers = new Headers({ origin: ORIGIN, "content-type": "application/json", "x-flap-client-ip": ip, "x-flap-secure": "0" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(ORIGIN + path, { method: "POST", headers, body: JSON.stringify(body) });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describeEachDialect("Better Auth's endpoints: names and roles", (getDb) => {
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

  it("POST /api/auth/update-user cannot make a player the operator (role, ban or verification fields)", async () => {
    const guest = await services.auth.handler(request("/api/auth/sign-in/anonymous", {}));
    const { user } = (await guest.json()) as { user: { id: string } };
    const cookie = cookieOf(guest);
    for (const fields of [{ role: "admin" }, { role: "admin", name: "Ace" }, { banned: false, emailVerified: true, isAnonymous: false }]) {
      const response = await services.auth.handler(request("/api/auth/update-user", fields, cookie));
      expect(response.status, JSON.stringify(fields)).toBe(400);
    }
    const row = await getDb()
      .kysely.selectFrom("user")
      .select(["role", "isAnonymous", "name"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("player");
    expect(Boolean(row.isAnonymous)).toBe(true);
    expect(row.name).toBe("Guest");

    // Nor a sign-up that names the role.
    const signUp = await services.auth.handler(
      request("/api/auth/sign-up/email", { email: "climber@example.com", password: "a-good-password-1", name: "Climber", role: "admin" }),
    );
    expect(signUp.status).toBe(400);
    expect(
      await getDb().kysely.selectFrom("user").select("id").where("email", "=", "climber@example.com").executeTakeFirst(),
    ).toBeUndefined();
  });

  it("mails one recipient at most 5 times in 15 minutes, from however many addresses", async () => {
    const email = "target@example.com";
    expect(
      (
        await services.auth.handler(
          request("/api/auth/sign-up/email", { email, password: "a-good-password-1", name: "Target" }, undefined, "10.8.0.1"),
        )
      ).status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 2; i <= 7; i++) {
      const response = await services.auth.handler(request("/api/auth/sign-in/magic-link", { email }, undefined, `10.8.0.${i}`));
      statuses.push(response.status);
    }
    // The sign-up's confirmation mail was the first of the five.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it("sends an unconfirmed address at most 5 mails in 15 minutes however often someone signs in with it", async () => {
    const email = "unconfirmed-victim@example.com";
    const password = "a-good-password-2";
    expect(
      (await services.auth.handler(request("/api/auth/sign-up/email", { email, password, name: "Victim" }, undefined, "10.7.0.1"))).status,
    ).toBe(200);
    // Each sign-in is refused (not confirmed) and would send a new confirmation mail; the account's
    // sign-in limit (5 a minute) is waited out between rounds.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      if (i === 5) await services.rateLimits.reset(`signin:account:${email}`);
      statuses.push(
        (await services.auth.handler(request("/api/auth/sign-in/email", { email, password }, undefined, `10.7.1.${i}`))).status,
      );
    }
    expect(statuses.every((status) => status === 403)).toBe(true);
    // The mails are sent after the answers (never awaited by the request): wait for them.
    const mailed = async () => (await listOutbox(getDb(), { recipient: email })).length;
    await expect.poll(mailed).toBe(5);
    await new Promise((done) => setTimeout(done, 300));
    expect(await mailed()).toBe(5);
  });

  it("counts every password check of a session against the account's limit: verify-password, change-password and /account's confirmation", async () => {
    const email = "stolen-session@example.com";
    const password = "the-right-password-3";
    expect(
      (await services.auth.handler(request("/api/auth/sign-up/email", { email, password, name: "Owner" }, undefined, "10.5.0.1"))).status,
    ).toBe(200);
    const verified = getDb().dialect === "sqlite" ? 1 : true;
    await getDb()
      .kysely.updateTable("user")
      .set({ emailVerified: verified as never })
      .where("email", "=", email)
      .execute();
    const signedIn = await services.auth.handler(request("/api/auth/sign-in/email", { email, password }, undefined, "10.5.0.2"));
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    const accountKey = `signin:account:${email}`;

    // A thief with the session guesses over HTTP: 5 wrong tries are checked, the 6th is refused
    // unchecked, even with the right password, and so is a change of password.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await services.auth.handler(request("/api/auth/verify-password", { password: `wrong-${i}-password` }, cookie, `10.5.1.${i}`)))
          .status,
      );
    expect(statuses.every((status) => status === 400 || status === 401)).toBe(true);
    const right = await services.auth.handler(request("/api/auth/verify-password", { password }, cookie, "10.5.1.9"));
    expect(right.status).toBe(429);
    const change = await services.auth.handler(
      request("/api/auth/change-password", { currentPassword: password, newPassword: "a-new-password-4" }, cookie, "10.5.1.10"),
    );
    expect(change.status).toBe(429);

    // /account's forms call the same checks on the server: counted the same way.
    await services.rateLimits.reset(accountKey);
    const page = (ip: string) => request("/account", {}, cookie, ip);
    for (let i = 0; i < 5; i++)
      expect(await services.auth.flows.checkPassword(page(`10.5.2.${i}`), { password: `wrong-${i}-password` })).toMatchObject({
        ok: false,
      });
    expect(await services.auth.flows.checkPassword(page("10.5.2.9"), { password })).toMatchObject({ ok: false, status: 429 });
    expect(
      await services.auth.flows.changePassword(page("10.5.2.10"), { currentPassword: password, newPassword: "a-new-password-4" }),
    ).toMatchObject({ ok: false, status: 429 });
    await services.rateLimits.reset(accountKey);
    expect(await services.auth.flows.checkPassword(page("10.5.2.11"), { password })).toEqual({ ok: true });
  });

  it("makes at most 30 guests in 10 minutes for one address (POST /api/session/guest)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await services.auth.guestSession(request("/api/session/guest", {}, undefined, "10.6.0.1"))).status);
    expect(statuses).toEqual(Array(30).fill(201));
    const refused = await services.auth.guestSession(request("/api/session/guest", {}, undefined, "10.6.0.1"));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: "rate_limited" });
    // Another address is not held up.
    expect((await services.auth.guestSession(request("/api/session/guest", {}, undefined, "10.6.0.2"))).status).toBe(201);
  });

  it("answers a sign-up for a known address like one for a new address (no way to probe who plays)", async () => {
    const shape = async (email: string, ip: string) => {
      const response = await services.auth.handler(
        request("/api/auth/sign-up/email", { email, password: "a-good-password-1", name: "Someone" }, undefined, ip),
      );
      const body = (await response.json()) as Record<string, unknown>;
      return { status: response.status, keys: Object.keys(body).sort(), userKeys: Object.keys((body.user ?? {}) as object).sort() };
    };
    const fresh = await shape("first-time@example.com", "10.7.0.1");
    expect(fresh.status).toBe(200);
    expect(await shape("first-time@example.com", "10.7.0.2")).toEqual(fresh);
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
