// Runs generated cases (tests/fuzz/generators.ts) against a running server and checks each answer:
// never a 5xx and never no answer; a 4xx from /api/* is JSON `{ error: string, message: string }`; a
// mutating request from another origin is refused with 403. Used by tests/e2e/fuzz.test.ts (short)
// and bench/fuzz.ts (long).
import fc from "fast-check";
import Stripe from "stripe";
import type { Client } from "../e2e/auth-client.ts";
import { clientFor, keepCallersAlive, newGuest, startRun, type FuzzContext } from "./context.ts";
import { casesFor, type FuzzCase } from "./generators.ts";
import { FUZZ_ENDPOINTS, type FuzzEndpoint } from "./inventory.ts";

export interface FuzzFailure {
  case: FuzzCase;
  status: number | null;
  reason: string;
  response: string;
}

export interface FuzzStats {
  cases: number;
  /** Answers with a status of 500 or more (the figure whose goal is 0). */
  serverErrors: number;
  /** Requests that got no answer at all (connection reset, timeout). */
  noAnswer: number;
  failures: FuzzFailure[];
  /** How many answers had each status, over all endpoints. */
  statuses: Record<string, number>;
  /** Node's HTTP parser refused the request before the app saw it (a 4xx without our X-Request-Id). */
  refusedByParser: number;
  /** The slowest answers (ms), for finding a case that holds the server up. */
  slowest: Array<{ ms: number; case: string; status: number | null }>;
}

export function emptyStats(): FuzzStats {
  return { cases: 0, serverErrors: 0, noAnswer: 0, failures: [], statuses: {}, refusedByParser: 0, slowest: [] };
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const REQUEST_TIMEOUT_MS = 30_000;

/** The case as one line for a report: method, path, headers and the start of the body. */
export function describeCase(c: FuzzCase): string {
  const body =
    c.body === undefined ? "" : typeof c.body === "string" ? c.body : `bytes[${Buffer.from(c.body).toString("hex").slice(0, 80)}]`;
  const excerpt = body.length > 300 ? `${body.slice(0, 300)}... (${body.length} chars)` : body;
  return JSON.stringify({
    caller: c.caller,
    method: c.method,
    path: c.path.length > 300 ? `${c.path.slice(0, 300)}... (${c.path.length} chars)` : c.path,
    shape: c.shape,
    origin: c.origin,
    headers: c.headers,
    body: excerpt,
  });
}

/** Sends one case as `client` (its cookies; the case's own headers otherwise). */
async function send(
  base: string,
  client: Client,
  c: FuzzCase,
  stream: boolean,
): Promise<{ status: number; headers: Headers; text: string }> {
  const headers = new Headers(c.headers);
  if (client.cookies.size > 0) headers.set("cookie", [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(base + c.path, {
      method: c.method,
      headers,
      body: c.body as BodyInit | undefined,
      redirect: "manual",
      signal: abort.signal,
    });
    client.take(response);
    // A live stream (SSE) is judged by its head: it does not end by itself.
    if (stream && response.ok && (response.headers.get("content-type") ?? "").includes("text/event-stream")) {
      await response.body?.cancel();
      return { status: response.status, headers: response.headers, text: "" };
    }
    return { status: response.status, headers: response.headers, text: await response.text() };
  } finally {
    clearTimeout(timer);
  }
}

/** Why an answer breaks the contract, or null when it keeps it. */
export function judge(endpoint: FuzzEndpoint, c: FuzzCase, status: number, headers: Headers, text: string): string | null {
  if (status >= 500) return `server error ${status}`;
  const fromApp = headers.has("x-request-id");
  if (MUTATING.has(c.method) && ["wrong", "opaque", "malformed"].includes(c.origin) && fromApp && status !== 403) {
    return `a ${c.method} from origin "${c.headers.origin}" was not refused (${status})`;
  }
  // As the server saw it: fetch resolves dot segments (/api/.. is /).
  const api = new URL(c.path, "http://x").pathname.startsWith("/api/");
  if (api && fromApp && status >= 400 && c.method !== "HEAD") {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `a ${status} from ${endpoint.path} is not JSON`;
    }
    const { error, message } = (body ?? {}) as { error?: unknown; message?: unknown };
    if (typeof error !== "string" || typeof message !== "string")
      return `a ${status} from ${endpoint.path} lacks a string error and message`;
  }
  return null;
}

export interface RunOptions {
  seed: number;
  /** Cases per endpoint (or per endpoint kind: page renders are the slow ones). */
  numRuns: number | ((endpoint: FuzzEndpoint) => number);
  /** Only these endpoints (paths as in the inventory); all when unset. */
  only?: (endpoint: FuzzEndpoint) => boolean;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Called for every failing case as it happens. */
  onFailure?: (failure: FuzzFailure) => void;
  /** Called for every case once answered (tracing a run). */
  onCase?: (c: FuzzCase, status: number | null, ms: number) => void;
}

/** One pass over every endpoint with `numRuns` cases each; adds to `stats`. */
export async function fuzzAll(context: FuzzContext, options: RunOptions, stats: FuzzStats = emptyStats()): Promise<FuzzStats> {
  const endpoints = FUZZ_ENDPOINTS.filter(options.only ?? (() => true));
  for (const [index, endpoint] of endpoints.entries()) {
    await keepCallersAlive(context);
    const cases = fc.sample(fc.tuple(casesFor(endpoint, context.ids, context.base), fc.nat()), {
      seed: options.seed + index,
      numRuns: typeof options.numRuns === "number" ? options.numRuns : options.numRuns(endpoint),
    });
    await inParallel(cases, options.concurrency ?? 1, async ([generated, pick]) => {
      const client = clientFor(context, generated.caller, pick);
      const c = signedForStripe(context, endpoint, generated, pick);
      stats.cases++;
      let failure: FuzzFailure | null = null;
      let status: number | null = null;
      const started = performance.now();
      try {
        const answer = await send(context.base, client, c, endpoint.stream === true);
        status = answer.status;
        stats.statuses[answer.status] = (stats.statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 500) stats.serverErrors++;
        if (answer.status >= 400 && answer.status < 500 && !answer.headers.has("x-request-id")) stats.refusedByParser++;
        const reason = judge(endpoint, c, answer.status, answer.headers, answer.text);
        if (reason) failure = { case: c, status: answer.status, reason, response: answer.text.slice(0, 500) };
      } catch (error) {
        stats.noAnswer++;
        failure = {
          case: c,
          status: null,
          reason: `no answer: ${(error as Error).message}${(error as { cause?: Error }).cause ? ` (${(error as { cause: Error }).cause.message})` : ""}`,
          response: "",
        };
      }
      noteSlow(stats, performance.now() - started, c, status);
      options.onCase?.(c, status, performance.now() - started);
      if (failure) {
        stats.failures.push(failure);
        options.onFailure?.(failure);
      }
    });
    await afterEndpoint(context, endpoint);
  }
  return stats;
}

/**
 * Half the webhook cases carry a valid Stripe signature over their (broken) body when the server takes
 * Stripe webhooks: past the signature check, into the event handling.
 */
function signedForStripe(context: FuzzContext, endpoint: FuzzEndpoint, c: FuzzCase, pick: number): FuzzCase {
  if (!context.webhookSecret || endpoint.path !== "/api/stripe/webhook" || typeof c.body !== "string" || pick % 2 === 1) return c;
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: c.body, secret: context.webhookSecret });
  return { ...c, headers: { ...c.headers, "stripe-signature": signature }, shape: `${c.shape}+signed` };
}

const SLOWEST_KEPT = 10;

function noteSlow(stats: FuzzStats, ms: number, c: FuzzCase, status: number | null): void {
  if (stats.slowest.length >= SLOWEST_KEPT && ms <= stats.slowest.at(-1)!.ms) return;
  stats.slowest.push({ ms: Math.round(ms), case: describeCase(c).slice(0, 600), status });
  stats.slowest.sort((a, b) => b.ms - a.ms);
  stats.slowest.length = Math.min(stats.slowest.length, SLOWEST_KEPT);
}

/** Undoes what a case may have started in the background that would load the rest of the run. */
async function afterEndpoint(context: FuzzContext, endpoint: FuzzEndpoint): Promise<void> {
  if (endpoint.path !== "/api/admin/crawls") return;
  const admin = context.callers.admin;
  const list = (await (await admin.send("/api/admin/crawls")).json().catch(() => ({ crawls: [] }))) as {
    crawls?: Array<{ id: string; status: string }>;
  };
  for (const crawl of list.crawls ?? []) {
    if (!context.ids.crawl.includes(crawl.id)) context.ids.crawl.push(crawl.id);
    if (crawl.status === "running" || crawl.status === "queued")
      await admin.send("/api/admin/crawls", { json: { action: "cancel", id: crawl.id } });
  }
}

async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

export interface PurchaseCheck {
  cases: number;
  /** Answers that were a success (their balance is what the wallet must show afterwards). */
  succeeded: number;
  /** The wallet and the inventory are what the successes left (unchanged when none succeeded). */
  unchanged: boolean;
  detail: string;
}

/**
 * Failed purchases change nothing: a guest given coins by the operator sends generated purchase and
 * power-up requests; afterwards its balance and inventory are as before (or as the last success said).
 */
export async function checkFailedPurchasesChangeNothing(context: FuzzContext, seed: number, numRuns = 30): Promise<PurchaseCheck> {
  const buyer = await newGuest(context.base);
  const buyerId = (await buyer.session()).player!.id;
  const credit = await context.callers.admin.send(`/api/admin/players/${buyerId}`, {
    json: { action: "adjust_coins", delta: 5_000, reason: "fuzz: coins to spend", key: `fuzz-coins-${seed}` },
  });
  if (credit.status !== 200) throw new Error(`fuzz: could not credit the buyer: ${credit.status} ${await credit.text()}`);
  const runId = await startRun(buyer);
  const me = async () => (await (await buyer.send("/api/me")).json()) as { balance: number; inventory: Record<string, number> };
  const before = await me();
  const endpoints = FUZZ_ENDPOINTS.filter((e) => e.path === "/api/store/purchase" || e.path === "/api/runs/:id/powerups");
  let cases = 0;
  let succeeded = 0;
  let expectedBalance = before.balance;
  for (const [index, endpoint] of endpoints.entries()) {
    const ids = { ...context.ids, run: [runId] };
    for (const c of fc.sample(casesFor(endpoint, ids, context.base), { seed: seed + 7_000 + index, numRuns })) {
      // As the buyer, from our own origin, with the buyer's run: only the body and the method vary.
      const sent: FuzzCase = {
        ...c,
        caller: "guest",
        headers: { ...c.headers, origin: context.base },
        path: c.path.replace(/\/api\/runs\/[^/]*\//, `/api/runs/${runId}/`),
      };
      const answer = await send(context.base, buyer, sent, false);
      cases++;
      if (answer.status >= 200 && answer.status < 300) {
        succeeded++;
        const balance = (JSON.parse(answer.text) as { balance?: unknown }).balance;
        if (typeof balance === "number") expectedBalance = balance;
      }
    }
  }
  const after = await me();
  const unchanged =
    succeeded === 0
      ? after.balance === before.balance && JSON.stringify(after.inventory) === JSON.stringify(before.inventory)
      : after.balance === expectedBalance;
  return {
    cases,
    succeeded,
    unchanged,
    detail: `balance ${before.balance} -> ${after.balance} (expected ${expectedBalance}), inventory ${JSON.stringify(before.inventory)} -> ${JSON.stringify(after.inventory)}`,
  };
}
