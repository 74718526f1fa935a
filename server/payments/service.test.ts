// Coin packs end to end at the route level: stripe-node talks to tests/fake-stripe.ts, webhooks are
// signed with the SDK's test-header helper, and the sandbox runs the same fulfil().
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "../../shared/context.ts";
import * as checkoutRoute from "../../app/routes/api/checkout.ts";
import * as checkoutStatusRoute from "../../app/routes/api/checkout.$sessionId.ts";
import * as webhookRoute from "../../app/routes/api/stripe.webhook.ts";
import * as sandboxPage from "../../app/routes/checkout.sandbox.tsx";
import { describeEachDialect } from "../../tests/dialects.ts";
import Stripe from "stripe";
import { signedEvent, startFakeStripe, type FakeStripe } from "../../tests/fake-stripe.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/index.ts";
import { listOutbox } from "../mail/mailer.ts";
import { createServices, type Services } from "../services.ts";

const ORIGIN = "http://127.0.0.1:3999";
const WEBHOOK_SECRET = "whsec_testsecret0123456789";

function cookieOf(response: Response, previous = ""): string {
  const jar = new Map(previous ? previous.split("; ").map((c) => c.split("=", 2) as [string, string]) : []);
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(";");
    const index = pair!.indexOf("=");
    jar.set(pair!.slice(0, index), pair!.slice(index + 1));
  }
  return [...jar]
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
}

function request(path: string, init: { body?: string; cookie?: string; method?: string; headers?: Record<string, string> } = {}): Request {
  const headers = new Headers({ origin: ORIGIN, "x-flap-client-ip": "10.0.0.8", "x-flap-secure": "0", ...init.headers });
  if (init.cookie) headers.set("cookie", init.cookie);
  return new Request(ORIGIN + path, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, body: init.body });
}

/** A signed-up, e-mail-confirmed account: its cookie. */
async function signUp(services: Services, db: Db, email: string): Promise<{ cookie: string; id: string }> {
  const response = await services.auth.handler(
    request("/api/auth/sign-up/email", {
      body: JSON.stringify({ email, password: "correct horse battery", name: "Buyer" }),
      headers: { "content-type": "application/json" },
    }),
  );
  expect(response.status).toBe(200);
  let mail;
  for (let i = 0; i < 100 && !mail; i++) {
    mail = (await listOutbox(db, { recipient: email })).find((m) => /Confirm/.test(m.subject));
    if (!mail) await new Promise((r) => setTimeout(r, 20));
  }
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  const verified = await services.auth.handler(request(link.pathname + link.search));
  const cookie = cookieOf(verified);
  const session = await services.auth.getSession(request("/", { cookie }));
  expect(session?.user.isGuest).toBe(false);
  return { cookie, id: session!.user.id };
}

function contextFor(services: Services) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return context;
}

describeEachDialect(
  "payments with Stripe",
  (getDb) => {
    let fake: FakeStripe;
    let services: Services;
    let context: RouterContextProvider;
    let buyer: { cookie: string; id: string };
    let other: { cookie: string; id: string };
    const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, context, params }) as never;

    const checkout = (cookie: string | undefined, packId: string) =>
      checkoutRoute.action(
        args(request("/api/checkout", { cookie, body: JSON.stringify({ packId }), headers: { "content-type": "application/json" } })),
      );
    const status = async (cookie: string, id: string) => {
      const response = await checkoutStatusRoute.loader(args(request(`/api/checkout/${id}`, { cookie }), { sessionId: id }));
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    // Stripe sends no Origin; the route must not need one.
    const deliver = (event: { payload: string; signature: string }) =>
      webhookRoute.action(
        args(
          new Request(`${ORIGIN}/api/stripe/webhook`, {
            method: "POST",
            headers: { "stripe-signature": event.signature, "content-type": "application/json" },
            body: event.payload,
          }),
        ),
      );
    const ledgerOf = (playerId: string) =>
      getDb()
        .kysely.selectFrom("wallet_ledger")
        .select(["delta", "reason", "reference"])
        .where("player_id", "=", playerId)
        .orderBy("created_at")
        .execute();
    const purchaseEvents = (playerId: string) =>
      getDb().kysely.selectFrom("analytics_events").selectAll().where("name", "=", "purchase").where("player_id", "=", playerId).execute();

    /** The receipts in the outbox for checkout session `id` (its reference is in the mail). */
    const receiptsFor = async (email: string, id: string) =>
      (await listOutbox(getDb(), { recipient: email, limit: 500 })).filter((m) => m.text.includes(id));

    async function paidSession(packId = "popular"): Promise<string> {
      const response = await checkout(buyer.cookie, packId);
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: string };
      fake.markPaid(id);
      return id;
    }

    beforeAll(async () => {
      fake = await startFakeStripe();
      const config = loadConfig({
        NODE_ENV: "test",
        PUBLIC_URL: ORIGIN,
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_API_BASE: fake.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      });
      services = createServices({ config, db: getDb(), logger: pino({ level: "silent" }) });
      context = contextFor(services);
      buyer = await signUp(services, getDb(), "buyer@example.com");
      other = await signUp(services, getDb(), "other@example.com");
    });
    afterAll(async () => {
      await fake?.close();
    });

    it("refuses visitors and guests, unknown packs, and says so when Stripe fails", async () => {
      expect(services.payments.mode.provider).toBe("stripe");
      const anonymous = await checkout(undefined, "popular");
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: "unauthorized", message: "Please sign in to make a purchase" });

      const guest = await services.auth.guestSession(request("/api/session/guest", { method: "POST" }));
      const guestResponse = await checkout(cookieOf(guest), "popular");
      expect(guestResponse.status).toBe(403);
      expect(await guestResponse.json()).toMatchObject({ error: "sign_up_required", message: expect.stringMatching(/create an account/) });

      const unknown = await checkout(buyer.cookie, "mega");
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ error: "unknown_pack" });

      fake.failCreates(1);
      const failed = await checkout(buyer.cookie, "popular");
      expect(failed.status).toBe(502);
      expect(await failed.json()).toEqual({
        error: "checkout_failed",
        message: "Failed to create checkout session. Please try again later.",
      });
      expect(await getDb().kysely.selectFrom("checkout_sessions").select("id").execute()).toEqual([]);
    });

    it("creates the session from the catalogue price with the player's id, or the pack's Stripe price", async () => {
      const response = await checkout(buyer.cookie, "popular");
      expect(response.status).toBe(200);
      const body = (await response.json()) as { id: string; url: string };
      expect(body.url).toBe(`https://checkout.stripe.test/c/pay/${body.id}`);
      const sent = fake.requests.filter((r) => r.method === "POST").at(-1)!;
      expect(sent.form).toMatchObject({
        mode: "payment",
        client_reference_id: buyer.id,
        "metadata[pack_id]": "popular",
        "metadata[player_id]": buyer.id,
        "line_items[0][price_data][currency]": "usd",
        "line_items[0][price_data][unit_amount]": "499",
        success_url: `${ORIGIN}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${ORIGIN}/store`,
      });
      expect(sent.idempotencyKey).toBeTruthy();
      const row = await getDb().kysely.selectFrom("checkout_sessions").selectAll().where("id", "=", body.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        provider: "stripe",
        player_id: buyer.id,
        pack_id: "popular",
        coins: 5500,
        amount_cents: 499,
        currency: "usd",
        status: "open",
      });

      await getDb().kysely.updateTable("coin_packs").set({ stripe_price_id: "price_starter" }).where("id", "=", "starter").execute();
      fake.prices.set("price_starter", { unitAmount: 99, currency: "usd" });
      const priced = await checkout(buyer.cookie, "starter");
      expect(priced.status).toBe(200);
      const form = fake.requests.filter((r) => r.method === "POST").at(-1)!.form;
      expect(form["line_items[0][price]"]).toBe("price_starter");
      expect(form["line_items[0][price_data][unit_amount]"]).toBeUndefined();
      await getDb().kysely.updateTable("coin_packs").set({ stripe_price_id: null }).where("id", "=", "starter").execute();
    });

    it("names the pack and its coins in the buyer's language, and opens Stripe's page in it", async () => {
      // A buyer of its own: each buyer may start only so many checkouts a minute.
      const reader = await signUp(services, getDb(), "reader@example.com");
      const english = await checkout(reader.cookie, "popular");
      expect(english.status).toBe(200);
      const englishForm = fake.requests.filter((r) => r.method === "POST").at(-1)!.form;
      expect(englishForm).toMatchObject({
        locale: "en",
        "line_items[0][price_data][product_data][name]": "Popular – 5,500 Coins",
      });

      const german = await checkoutRoute.action(
        args(
          request("/api/checkout", {
            cookie: `${reader.cookie}; lang=de`,
            body: JSON.stringify({ packId: "popular" }),
            headers: { "content-type": "application/json" },
          }),
        ),
      );
      expect(german.status).toBe(200);
      const germanForm = fake.requests.filter((r) => r.method === "POST").at(-1)!.form;
      expect(germanForm).toMatchObject({
        locale: "de",
        "line_items[0][price_data][product_data][name]": "Beliebt – 5.500 Münzen",
        "line_items[0][price_data][product_data][description]": "Genug für einen seltenen Skin, dazu 500 Bonusmünzen.",
      });
    });

    it("is pending until paid, only for its owner, and refuses forged or stale webhooks", async () => {
      const response = await checkout(buyer.cookie, "popular");
      const { id } = (await response.json()) as { id: string };
      expect(await status(buyer.cookie, id)).toEqual({
        status: 200,
        body: expect.objectContaining({ status: "pending", coins: 5500, balance: 0 }),
      });
      expect((await status(other.cookie, id)).status).toBe(404);

      fake.markPaid(id);
      const object = { id, object: "checkout.session" };
      const forged = signedEvent("whsec_notoursatall", "checkout.session.completed", object);
      const forgedResponse = await deliver(forged);
      expect(forgedResponse.status).toBe(400);
      expect(await forgedResponse.json()).toMatchObject({ error: "invalid_signature" });
      const stale = signedEvent(WEBHOOK_SECRET, "checkout.session.completed", object, { timestamp: Math.floor(Date.now() / 1000) - 600 });
      expect((await deliver(stale)).status).toBe(400);
      // A valid signature over another body (tampered amount) fails too.
      const good = signedEvent(WEBHOOK_SECRET, "checkout.session.completed", object);
      expect(
        (await deliver({ payload: good.payload.replace("checkout.session", "checkout.sessionX"), signature: good.signature })).status,
      ).toBe(400);
      expect(await services.wallet.balance(buyer.id)).toBe(0);
      // Signed but malformed (found by the fuzz test: a 500 that Stripe would retry for days): 400.
      for (const payload of [
        '{"type":"charge.refunded","data":{"object":{"id":"ch_1"}}}',
        '{"id":"evt_x","type":"checkout.session.completed","data":{"object":{"id":5}}}',
        '{"id":"evt_y","type":"x","data":null}',
        "[]",
        "null",
        '"evt"',
      ]) {
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
        const malformed = await deliver({ payload, signature });
        expect([malformed.status, await malformed.json()], payload).toEqual([400, { error: "invalid_event", message: expect.any(String) }]);
      }
      expect(await services.wallet.balance(buyer.id)).toBe(0);
    });

    it("the same webhook delivered 5 times credits once; /success afterwards changes nothing", async () => {
      const id = await paidSession();
      const event = signedEvent(WEBHOOK_SECRET, "checkout.session.completed", { id, object: "checkout.session" });
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await deliver(event));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await answers[1]!.json()).toEqual({ received: true, duplicate: true });
      // Stripe also sends async_payment_succeeded-style second events with other ids: still once.
      expect((await deliver(signedEvent(WEBHOOK_SECRET, "checkout.session.completed", { id }))).status).toBe(200);
      expect(await status(buyer.cookie, id)).toEqual({
        status: 200,
        body: expect.objectContaining({ status: "paid", coins: 5500, balance: 5500 }),
      });
      expect((await ledgerOf(buyer.id)).filter((e) => e.reference === `checkout:${id}`)).toEqual([
        { delta: 5500, reason: "coin_pack", reference: `checkout:${id}` },
      ]);
      const events = await purchaseEvents(buyer.id);
      expect(events).toHaveLength(1);
      expect(Number(events[0]!.value)).toBe(499);
      expect(JSON.parse(events[0]!.props_json!)).toMatchObject({ packId: "popular", amountCents: 499, coins: 5500 });
      expect(await getDb().kysely.selectFrom("payment_events").select("id").where("id", "=", event.id).execute()).toHaveLength(1);
      // One receipt, however often the webhook came.
      const receipts = await receiptsFor("buyer@example.com", id);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.subject).toBe("Your Flap Master receipt: 5,500 coins");
      expect(receipts[0]!.text).toContain("Amount paid: $4.99");
      expect(receipts[0]!.text).toContain(`Play now: ${ORIGIN}/play`);
    });

    it("a payment confirmed after the buyer erased their account is recorded (detached), credited to no one", async () => {
      const leaver = await signUp(services, getDb(), "leaver@example.com");
      const response = await checkout(leaver.cookie, "popular");
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: string };
      fake.markPaid(id);
      expect(await services.players.deleteAccount(leaver.id)).toEqual({ ok: true });
      const answer = await deliver(signedEvent(WEBHOOK_SECRET, "checkout.session.completed", { id }));
      expect(answer.status).toBe(200);
      const row = await getDb().kysely.selectFrom("checkout_sessions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.status).toBe("paid");
      expect(row.player_id.startsWith("erased-")).toBe(true);
      expect(await getDb().kysely.selectFrom("wallet_ledger").select("id").where("reference", "=", `checkout:${id}`).execute()).toEqual([]);
    });

    it("webhooks and /success racing credit once", async () => {
      const before = await services.wallet.balance(buyer.id);
      const id = await paidSession("ultimate");
      const results = await Promise.all([
        deliver(signedEvent(WEBHOOK_SECRET, "checkout.session.completed", { id })),
        status(buyer.cookie, id),
        deliver(signedEvent(WEBHOOK_SECRET, "checkout.session.completed", { id })),
        status(buyer.cookie, id),
        services.payments.fulfil(id),
        status(buyer.cookie, id),
      ]);
      expect(results.filter((r) => r instanceof Response).map((r) => (r as Response).status)).toEqual([200, 200]);
      expect(await services.wallet.balance(buyer.id)).toBe(before + 14_000);
      expect((await ledgerOf(buyer.id)).filter((e) => e.reference === `checkout:${id}`)).toHaveLength(1);
      expect((await purchaseEvents(buyer.id)).filter((e) => JSON.parse(e.props_json!).sessionId === id)).toHaveLength(1);
      expect(await receiptsFor("buyer@example.com", id)).toHaveLength(1);
    });

    it("mails the receipt in the checkout's language; one lost to a crash goes out with the next delivery, once", async () => {
      // An account of its own: the checkouts here do not count against the buyer's per-minute limit.
      const reader = await signUp(services, getDb(), "receipt-reader@example.com");
      const response = await checkoutRoute.action(
        args(
          request("/api/checkout", {
            cookie: reader.cookie,
            body: JSON.stringify({ packId: "starter" }),
            headers: { "content-type": "application/json", "accept-language": "de-DE,de;q=0.9" },
          }),
        ),
      );
      const { id } = (await response.json()) as { id: string };
      fake.markPaid(id);
      expect((await deliver(signedEvent(WEBHOOK_SECRET, "checkout.session.completed", { id }))).status).toBe(200);
      const [german] = await receiptsFor("receipt-reader@example.com", id);
      expect(german!.subject).toMatch(/^Deine Flap-Master-Quittung: [\d.]+ Münzen$/);
      expect(german!.text).toContain("Bezahlter Betrag:");
      // The process died after the credit, before the mail: the claim was never made.
      await getDb().kysely.updateTable("checkout_sessions").set({ receipt_mailed_at: null }).where("id", "=", id).execute();
      await getDb().kysely.deleteFrom("outbox").where("text", "like", `%${id}%`).execute();
      for (let i = 0; i < 3; i++) await deliver(signedEvent(WEBHOOK_SECRET, "checkout.session.completed", { id }));
      await status(reader.cookie, id);
      expect(await receiptsFor("receipt-reader@example.com", id)).toHaveLength(1);
      // A session that is not credited owes no receipt.
      const unpaid = await checkout(reader.cookie, "starter");
      const { id: unpaidId } = (await unpaid.json()) as { id: string };
      await deliver(signedEvent(WEBHOOK_SECRET, "checkout.session.completed", { id: unpaidId }));
      expect(await receiptsFor("receipt-reader@example.com", unpaidId)).toHaveLength(0);
    });

    it("an async payment is pending until it succeeds, and a failed one says failed", async () => {
      const response = await checkout(buyer.cookie, "starter");
      const { id } = (await response.json()) as { id: string };
      fake.markAsyncPending(id);
      await deliver(signedEvent(WEBHOOK_SECRET, "checkout.session.completed", { id }));
      expect((await status(buyer.cookie, id)).body.status).toBe("pending");
      fake.markPaid(id);
      await deliver(signedEvent(WEBHOOK_SECRET, "checkout.session.async_payment_succeeded", { id }));
      expect((await status(buyer.cookie, id)).body).toMatchObject({ status: "paid", coins: 1000 });

      const second = (await (await checkout(buyer.cookie, "starter")).json()) as { id: string };
      fake.markAsyncPending(second.id);
      await deliver(signedEvent(WEBHOOK_SECRET, "checkout.session.async_payment_failed", { id: second.id }));
      expect((await status(buyer.cookie, second.id)).body.status).toBe("failed");

      const third = (await (await checkout(buyer.cookie, "starter")).json()) as { id: string };
      fake.markExpired(third.id);
      expect((await status(buyer.cookie, third.id)).body.status).toBe("expired");
    });

    it("a refund takes the coins back, clamped at 0 with the shortfall audited; a dispute too; replays change nothing", async () => {
      // The earlier tests used up this minute's checkout allowance (10 per player).
      expect((await checkout(buyer.cookie, "starter")).status).toBe(429);
      await getDb().kysely.deleteFrom("rate_limits").execute();
      const id = await paidSession("popular");
      await deliver(signedEvent(WEBHOOK_SECRET, "checkout.session.completed", { id }));
      const balance = await services.wallet.balance(buyer.id);
      // The player spends all but 1000 coins.
      await services.wallet.apply({ playerId: buyer.id, delta: -(balance - 1000), reason: "test", reference: `spend:${id}` });
      const intent = fake.sessions.get(id)!.payment_intent!;
      const refund = signedEvent(WEBHOOK_SECRET, "charge.refunded", {
        id: "ch_refund1",
        object: "charge",
        payment_intent: intent,
        amount: 499,
        amount_refunded: 499,
        refunded: true,
      });
      expect((await deliver(refund)).status).toBe(200);
      expect(await services.wallet.balance(buyer.id)).toBe(0);
      expect((await ledgerOf(buyer.id)).filter((e) => e.reference === "refund:ch_refund1")).toEqual([
        { delta: -1000, reason: "refund", reference: "refund:ch_refund1" },
      ]);
      expect((await status(buyer.cookie, id)).body).toMatchObject({ status: "refunded", balance: 0 });
      const [audit] = await services.audit.list({ action: "payments.refund" });
      expect(audit).toMatchObject({ target: id, after: expect.objectContaining({ coins: 5500, takenBack: 1000, shortfall: 4500 }) });
      // A replay, and a dispute on the same (already refunded) payment: nothing more is taken.
      await services.wallet.apply({ playerId: buyer.id, delta: 50, reason: "test", reference: `gift:${id}` });
      expect((await deliver(refund)).status).toBe(200);
      await deliver(
        signedEvent(WEBHOOK_SECRET, "charge.dispute.created", {
          id: "dp_1",
          object: "dispute",
          charge: "ch_refund1",
          payment_intent: intent,
        }),
      );
      expect(await services.wallet.balance(buyer.id)).toBe(50);

      const disputed = await paidSession("starter");
      await deliver(signedEvent(WEBHOOK_SECRET, "checkout.session.completed", { id: disputed }));
      expect(await services.wallet.balance(buyer.id)).toBe(1050);
      await deliver(
        signedEvent(WEBHOOK_SECRET, "charge.dispute.created", {
          id: "dp_2",
          object: "dispute",
          charge: "ch_2",
          payment_intent: fake.sessions.get(disputed)!.payment_intent,
        }),
      );
      expect(await services.wallet.balance(buyer.id)).toBe(50);
      expect((await status(buyer.cookie, disputed)).body.status).toBe("disputed");
      // Fulfilling a disputed session again credits nothing.
      await services.payments.fulfil(disputed);
      expect(await services.wallet.balance(buyer.id)).toBe(50);
    });
  },
  { seed: true },
);

describeEachDialect(
  "payments sandbox",
  (getDb) => {
    let services: Services;
    let context: RouterContextProvider;
    let buyer: { cookie: string; id: string };
    const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, context, params }) as never;

    beforeAll(async () => {
      // The config's DATABASE_URL decides the default; PostgreSQL needs the explicit switch.
      const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: ORIGIN, PAYMENTS_SANDBOX: "true" });
      services = createServices({ config, db: getDb(), logger: pino({ level: "silent" }) });
      context = contextFor(services);
      buyer = await signUp(services, getDb(), "sandbox@example.com");
    });

    it("pays on our page through the same fulfil, once, and Cancel goes back to /store", async () => {
      expect(services.payments.mode.provider).toBe("sandbox");
      const response = await checkoutRoute.action(
        args(
          request("/api/checkout", {
            cookie: buyer.cookie,
            body: JSON.stringify({ packId: "popular" }),
            headers: { "content-type": "application/json" },
          }),
        ),
      );
      expect(response.status).toBe(200);
      const { id, url } = (await response.json()) as { id: string; url: string };
      expect(url).toBe(`/checkout/sandbox/${id}`);
      expect(await services.payments.sandboxPay("someone-else", id)).toBe("not_found");

      const page = await sandboxPage.loader(args(request(url, { cookie: buyer.cookie }), { sessionId: id }));
      expect(page).toMatchObject({ available: true, checkout: { id, coins: 5500, amountCents: 499, status: "pending" } });

      const cancel = await sandboxPage.action(
        args(
          request(url, { cookie: buyer.cookie, body: "intent=cancel", headers: { "content-type": "application/x-www-form-urlencoded" } }),
          { sessionId: id },
        ),
      );
      expect((cancel as Response).headers.get("location")).toBe("/store");
      expect(await services.wallet.balance(buyer.id)).toBe(0);

      const pay = () =>
        sandboxPage.action(
          args(
            request(url, { cookie: buyer.cookie, body: "intent=pay", headers: { "content-type": "application/x-www-form-urlencoded" } }),
            { sessionId: id },
          ),
        );
      const paid = (await Promise.all([pay(), pay(), pay()])) as Response[];
      for (const answer of paid) expect(answer.headers.get("location")).toBe(`/success?session_id=${id}`);
      expect(await services.wallet.balance(buyer.id)).toBe(5500);
      const view = await checkoutStatusRoute.loader(args(request(`/api/checkout/${id}`, { cookie: buyer.cookie }), { sessionId: id }));
      expect(await view.json()).toMatchObject({ status: "paid", coins: 5500, balance: 5500 });
      const purchases = await getDb().kysely.selectFrom("analytics_events").select("id").where("name", "=", "purchase").execute();
      expect(purchases).toHaveLength(1);
      // The webhook is Stripe's only: without Stripe there is none (404, never a 5xx).
      const hook = await webhookRoute.action(args(new Request(`${ORIGIN}/api/stripe/webhook`, { method: "POST", body: "{}" })));
      expect(hook.status).toBe(404);
      expect(await hook.json()).toMatchObject({ error: "webhook_not_configured", message: expect.any(String) });
    });
  },
  { seed: true },
);

describe("payments unavailable", () => {
  it("answers 503 payments_unavailable when neither Stripe nor the sandbox is on", async () => {
    const { createTestDb } = await import("../../tests/dialects.ts");
    const testDb = await createTestDb("sqlite", { seed: true });
    try {
      const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: ORIGIN, PAYMENTS_SANDBOX: "false" });
      const services = createServices({ config, db: testDb.db, logger: pino({ level: "silent" }) });
      expect(services.payments.mode.provider).toBeNull();
      const buyer = await signUp(services, testDb.db, "nopay@example.com");
      const context = contextFor(services);
      const response = await checkoutRoute.action({
        request: request("/api/checkout", {
          cookie: buyer.cookie,
          body: JSON.stringify({ packId: "popular" }),
          headers: { "content-type": "application/json" },
        }),
        context,
        params: {},
      } as never);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: "payments_unavailable" });
    } finally {
      await testDb.drop();
    }
  });
});
