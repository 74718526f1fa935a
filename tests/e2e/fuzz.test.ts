// Fuzz test, short run, against the production build on both engines: every JSON
// endpoint and form action (tests/fuzz/inventory.ts) gets generated bad input (tests/fuzz/generators.ts)
// from a visitor, guests, a player and the operator. Every answer is a success or a 4xx (JSON
// `{ error, message }` under /api/), never a 5xx, never no answer; a request from another origin is
// refused; failed purchases change no wallet; the server still runs and /healthz is 200 afterwards.
// The seed is fixed (FUZZ_SEED replays another); the long run is `npm run bench:fuzz`. Below, the
// cases the fuzzer found, kept as fixed regressions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUZZ_ADMIN_PASSWORD, createFuzzContext, fuzzServerSetup, type FuzzContext, type FuzzServerSetup } from "../fuzz/context.ts";
import { FUZZ_ENDPOINTS, type FuzzEndpoint } from "../fuzz/inventory.ts";
import { checkFailedPurchasesChangeNothing, describeCase, fuzzAll } from "../fuzz/runner.ts";
import { Client } from "./auth-client.ts";
import { useApp } from "./fixture.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/** Cases per endpoint: page renders are the slow ones, and GET-only pages take only a query. */
const runsFor = (endpoint: FuzzEndpoint) => (endpoint.kind === "page" && !endpoint.form ? 2 : 3);

describe.each(["sqlite", "postgres"] as const)("fuzz on %s", (engine) => {
  // The server's settings (a payment provider per engine) are filled in before useApp starts it.
  const env: Record<string, string> = {};
  let setup: FuzzServerSetup;
  beforeAll(async () => {
    setup = await fuzzServerSetup(engine);
    Object.assign(env, setup.env);
  });
  afterAll(async () => {
    await setup?.close();
  });
  const app = useApp({ engine, env });
  let context: FuzzContext;

  it("answers every generated bad request with a success or a 4xx, never a 5xx or nothing", async () => {
    console.log(`fuzz (${engine}): seed ${SEED}; replay with FUZZ_SEED=${SEED}`);
    context = await createFuzzContext(app.server.url, FUZZ_ADMIN_PASSWORD, setup.webhookSecret);
    const stats = await fuzzAll(context, { seed: SEED, numRuns: runsFor });
    const failures = stats.failures.map((f) => `${f.reason}: ${describeCase(f.case)} -> ${f.response.slice(0, 200)}`);
    expect(failures).toEqual([]);
    expect(stats.cases).toBe(FUZZ_ENDPOINTS.reduce((sum, e) => sum + runsFor(e), 0));
    expect(stats.serverErrors).toBe(0);
    // The cases reached past the door: successes and refusals of many kinds, not one status for all.
    for (const status of ["200", "400", "403", "404"]) expect(stats.statuses[status] ?? 0, status).toBeGreaterThan(0);
  });

  it("changes no wallet with failed purchases", async () => {
    const check = await checkFailedPurchasesChangeNothing(context, SEED, 12);
    expect(check.unchanged, check.detail).toBe(true);
    expect(check.cases).toBe(24);
  });

  it("refuses what the fuzzer once got a 500 or no answer for (fixed cases)", async () => {
    const base = app.server.url;
    const visitor = new Client(base);
    // Page actions read their form with formData(), which threw on a JSON body.
    for (const path of ["/login", "/login.data", "/account", "/checkout/sandbox/x"]) {
      const response = await context.callers.player.send(path, { method: "POST", json: { intent: "sign_in" } });
      expect(response.status, path).toBeLessThan(500);
    }
    // A lang cookie that is not valid percent-encoding.
    const page = await visitor.send("/leaderboard", { headers: { cookie: "lang=%ED%A0%80" } });
    expect(page.status).toBe(200);
    // Better Auth: a JSON body that is not an object, and a method an endpoint does not take.
    const nullBody = await visitor.send("/api/auth/update-user", {
      method: "POST",
      headers: { "content-type": "application/json" },
      json: null,
    });
    expect([nullBody.status, await nullBody.json()]).toEqual([400, { error: "invalid_body", message: expect.any(String) }]);
    const wrongMethod = await visitor.send("/api/auth/sign-up/email", { method: "PATCH", json: {} });
    expect([wrongMethod.status, await wrongMethod.json()]).toEqual([404, { error: "not_found", message: expect.any(String) }]);
    // The Stripe webhook without Stripe (the sandbox, on SQLite here): there is none. With Stripe, a
    // wrong signature is refused; and the sandbox page's Pay without the sandbox is no server fault.
    const webhook = await visitor.send("/api/stripe/webhook", { method: "POST", json: {} });
    if (engine === "sqlite")
      expect([webhook.status, await webhook.json()]).toEqual([404, { error: "webhook_not_configured", message: expect.any(String) }]);
    else expect(webhook.status).toBe(400);
    const sandboxPay = await context.callers.player.send(`/checkout/sandbox/${context.ids.checkout[0]}`, { form: { intent: "pay" } });
    expect(sandboxPay.status).toBeLessThan(500);
    // A settings version past PostgreSQL's integer range.
    const restore = await context.callers.admin.send("/api/admin/settings", { json: { action: "restore", version: 508_490_536_584_941 } });
    expect(restore.status).toBe(400);
    // User fields given as objects (the database driver cannot bind them).
    const objectName = await context.callers.admin.send("/api/auth/admin/update-user", {
      json: { userId: context.ids.player[0], data: { name: { a: 1 } } },
    });
    expect([objectName.status, await objectName.json()]).toEqual([
      400,
      { error: "invalid_field", message: "data.name: must be a text, a number or true/false" },
    ]);
    const objectImage = await context.callers.guests[0]!.send("/api/auth/update-user", { json: { image: ["x"] } });
    expect(objectImage.status).toBe(400);
    const nullName = await context.callers.admin.send("/api/auth/admin/update-user", {
      json: { userId: context.ids.player[0], data: { name: null } },
    });
    expect(nullName.status).toBe(400);
    // A role named like an Object property: the library looked it up and threw.
    const protoRole = await context.callers.admin.send("/api/auth/admin/set-role", {
      json: { userId: context.ids.player[0], role: "constructor" },
    });
    expect([protoRole.status, await protoRole.json()]).toEqual([
      400,
      { error: "invalid_role", message: 'role: must be "admin" or "player"' },
    ]);
    const endlessBan = await context.callers.admin.send("/api/auth/admin/ban-user", {
      json: { userId: context.ids.player[0], banReason: "x", banExpiresIn: -9_007_199_254_740_991 },
    });
    expect(endlessBan.status).toBe(400);
    // A guest sent to /login from a page with a huge query: the way back is the path only.
    const longQuery = await context.callers.guests[0]!.send(`/account?q=${"%22".repeat(3_000)}`);
    expect([longQuery.status, longQuery.headers.get("location")]).toEqual([302, "/login?redirectTo=%2Faccount"]);
    // An answer given before a large body was read (401 here) left the keep-alive connection stuck.
    for (let i = 0; i < 3; i++) {
      const early = await fetch(`${base}/api/runs/x/finish`, {
        method: "POST",
        headers: { origin: base, "content-type": "application/json" },
        body: JSON.stringify({ name: "x".repeat(900_000) }),
        signal: AbortSignal.timeout(10_000),
      });
      expect(early.status).toBe(401);
      await early.text();
      const next = await fetch(`${base}/api/store`, { signal: AbortSignal.timeout(10_000) });
      expect(next.status).toBe(200);
      await next.text();
    }
    // PostgreSQL: a NUL character in a path or a body, and values too long for an index.
    const nul = await visitor.send("/api/challenges/a%00b");
    expect([nul.status, await nul.json()]).toEqual([404, { error: "challenge_not_found", message: expect.any(String) }]);
    const message = await visitor.send("/api/contact", {
      json: { email: "nul@example.com", message: "Hello\u0000, a message with a NUL in it." },
      headers: { "x-forwarded-for": "10.200.0.1" },
    });
    expect(message.status).toBe(200);
    const login = await visitor.send("/login", {
      form: { intent: "sign_in", identifier: "a\u0000b@example.com", password: "fuzz-password-1" },
      headers: { "x-forwarded-for": "10.200.0.2" },
    });
    expect(login.status).toBeLessThan(500);
    const phone = await visitor.send("/api/auth/sign-in/phone-number", {
      json: { phoneNumber: "1".repeat(1_000_000), password: "fuzz-password-1" },
    });
    expect([phone.status, await phone.json()]).toEqual([
      400,
      { error: "field_too_long", message: "Enter the phone number with its country code, e.g. +15551234567." },
    ]);
    const renamed = await context.callers.admin.send("/api/auth/admin/update-user", {
      json: { userId: context.ids.player[0], data: { name: "\u{1f426}".repeat(200_000) } },
    });
    expect(renamed.status).toBe(400);
    // A line break in an /api/ path: the router's patterns do not match it; still the API's JSON 404.
    const lineBreak = await visitor.send("/api/auth/reset-password/%0A");
    expect([lineBreak.status, await lineBreak.json()]).toEqual([404, { error: "not_found", message: expect.any(String) }]);
    // Two creations of one address at once: one is made, the other refused (a unique-key 500 before).
    const email = `twice-${engine}@example.com`;
    const created = await Promise.all(
      [1, 2, 3].map(() =>
        context.callers.admin.send("/api/auth/admin/create-user", { json: { email, password: "fuzz-password-1", name: "Twice" } }),
      ),
    );
    expect(created.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it("is still running, and healthy", async () => {
    expect(app.server.process.exitCode).toBeNull();
    const health = await fetch(`${app.server.url}/healthz`);
    expect(health.status).toBe(200);
  });
});
