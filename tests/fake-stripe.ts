// A local fake of the part of Stripe's API the payments service uses, for stripe-node pointed at it
// through the SDK's host/port/protocol options (STRIPE_API_BASE). It speaks Stripe's wire format:
// form-encoded request bodies with bracketed keys, JSON answers, Stripe's error shape, bearer key,
// Idempotency-Key replay. Tests move sessions along with markPaid / markAsyncPending / markExpired
// and build signed webhook deliveries with signedEvent.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  created: number;
  livemode: false;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body, decoded to flat bracketed keys (e.g. "line_items[0][price_data][unit_amount]"). */
  form: Record<string, string>;
  idempotencyKey: string | null;
}

export interface FakeStripe {
  /** For STRIPE_API_BASE, e.g. http://127.0.0.1:40123. */
  url: string;
  secretKey: string;
  sessions: Map<string, FakeSession>;
  requests: RecordedRequest[];
  /** Prices that `line_items[n][price]` may name, in cents. */
  prices: Map<string, { unitAmount: number; currency: string }>;
  /** The next `count` session creations fail with a Stripe API error. */
  failCreates(count: number): void;
  markPaid(sessionId: string): FakeSession;
  /** A delayed payment method (e.g. a bank debit): complete, but no money yet. */
  markAsyncPending(sessionId: string): FakeSession;
  markExpired(sessionId: string): FakeSession;
  close(): Promise<void>;
}

function stripeError(res: ServerResponse, status: number, message: string, code?: string) {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
  res.end(JSON.stringify({ error: { type: "invalid_request_error", message, ...(code ? { code } : {}) } }));
}

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeStripe(options: { secretKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_fake${randomBytes(8).toString("hex")}`;
  const sessions = new Map<string, FakeSession>();
  const requests: RecordedRequest[] = [];
  const prices = new Map<string, { unitAmount: number; currency: string }>();
  const byIdempotencyKey = new Map<string, FakeSession>();
  let failures = 0;

  function createSession(form: Record<string, string>): FakeSession | string {
    if (form.mode !== "payment") return "mode must be payment";
    if (!form.success_url || !form.cancel_url) return "success_url and cancel_url are required";
    const quantity = Number(form["line_items[0][quantity]"] ?? "0");
    if (quantity !== 1) return "line_items[0][quantity] must be 1";
    let unitAmount: number;
    let currency: string;
    const priceId = form["line_items[0][price]"];
    if (priceId) {
      const price = prices.get(priceId);
      if (!price) return `No such price: '${priceId}'`;
      unitAmount = price.unitAmount;
      currency = price.currency;
    } else {
      unitAmount = Number(form["line_items[0][price_data][unit_amount]"]);
      currency = form["line_items[0][price_data][currency]"] ?? "";
      if (!Number.isInteger(unitAmount) || unitAmount <= 0 || !currency) return "price_data needs currency and unit_amount";
      if (!form["line_items[0][price_data][product_data][name]"]) return "price_data[product_data][name] is required";
    }
    const id = `cs_test_${randomBytes(12).toString("hex")}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    const session: FakeSession = {
      id,
      object: "checkout.session",
      mode: form.mode,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      status: "open",
      payment_status: "unpaid",
      payment_intent: null,
      amount_total: unitAmount * quantity,
      currency,
      client_reference_id: form.client_reference_id ?? null,
      metadata,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    sessions.set(id, session);
    return session;
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const raw = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method: req.method ?? "GET", path: url.pathname, form, idempotencyKey });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      stripeError(res, 401, "Invalid API Key provided");
      return;
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) {
        json(res, byIdempotencyKey.get(idempotencyKey));
        return;
      }
      if (failures > 0) {
        failures--;
        stripeError(res, 400, "The fake was told to fail this request.", "fake_failure");
        return;
      }
      const created = createSession(form);
      if (typeof created === "string") {
        stripeError(res, 400, created, "parameter_invalid");
        return;
      }
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, created);
      json(res, created);
      return;
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && match) {
      const session = sessions.get(decodeURIComponent(match[1]!));
      if (!session) stripeError(res, 404, `No such checkout.session: '${match[1]}'`, "resource_missing");
      else json(res, session);
      return;
    }
    stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;

  function update(sessionId: string, change: Partial<FakeSession>): FakeSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
    Object.assign(session, change);
    return session;
  }
  const intentFor = (session: FakeSession) => session.payment_intent ?? `pi_${randomBytes(12).toString("hex")}`;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    sessions,
    requests,
    prices,
    failCreates(count) {
      failures = count;
    },
    markPaid(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
      return update(sessionId, { status: "complete", payment_status: "paid", payment_intent: intentFor(session) });
    },
    markAsyncPending(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
      return update(sessionId, { status: "complete", payment_status: "unpaid", payment_intent: intentFor(session) });
    },
    markExpired(sessionId) {
      return update(sessionId, { status: "expired" });
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A webhook delivery as Stripe sends it: the JSON body and its Stripe-Signature header. */
export function signedEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; timestamp?: number } = {},
): { payload: string; signature: string; id: string } {
  const id = options.id ?? `evt_${randomBytes(12).toString("hex")}`;
  const payload = JSON.stringify(
    {
      id,
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    },
    null,
    2,
  );
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: options.timestamp });
  return { payload, signature, id };
}
