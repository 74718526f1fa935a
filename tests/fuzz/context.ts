// The callers a fuzz run sends as (a visitor, guests, a confirmed player, the operator) and the real ids
// the generators put into paths and bodies. Made over HTTP only, like any client would: the player's
// confirmation link is read from the outbox through the admin API (no SMTP server needed).
import { randomBytes } from "node:crypto";
import { Client, asAdmin } from "../e2e/auth-client.ts";
import { startFakeStripe } from "../fake-stripe.ts";
import type { Caller, FuzzIds } from "./inventory.ts";

export interface FuzzCallers {
  anon: Client;
  guests: Client[];
  player: Client;
  admin: Client;
}

export interface FuzzContext {
  base: string;
  callers: FuzzCallers;
  ids: FuzzIds;
  adminPassword: string;
  webhookSecret: string | null;
  playerEmail: string;
  playerPassword: string;
}

const GUESTS = 3;

export const FUZZ_ADMIN_PASSWORD = "operator-fuzz-password";

/**
 * TRUST_PROXY: each case comes from its own X-Forwarded-For address, so per-address rate limits
 * answer 429 (a proper 4xx) now and then instead of hiding every later case.
 */
const FUZZ_SERVER_ENV: Record<string, string> = { ADMIN_PASSWORD: FUZZ_ADMIN_PASSWORD, TRUST_PROXY: "true" };

export interface FuzzServerSetup {
  env: Record<string, string>;
  /** Set when the server takes Stripe webhooks: the runner signs some webhook cases with it. */
  webhookSecret: string | null;
  close(): Promise<void>;
}

/**
 * The server's settings for a fuzz run (see FUZZ_SERVER_ENV), with each payment provider on one
 * engine: the sandbox on SQLite (checkouts and the sandbox page's action work), a local fake Stripe
 * on PostgreSQL (the webhook verifies signatures and handles events).
 */
export async function fuzzServerSetup(engine: "sqlite" | "postgres"): Promise<FuzzServerSetup> {
  if (engine === "sqlite") return { env: { ...FUZZ_SERVER_ENV, PAYMENTS_SANDBOX: "true" }, webhookSecret: null, close: async () => {} };
  const stripe = await startFakeStripe();
  const webhookSecret = `whsec_fuzz${randomBytes(12).toString("hex")}`;
  return {
    env: { ...FUZZ_SERVER_ENV, STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: stripe.url },
    webhookSecret,
    close: () => stripe.close(),
  };
}

/** A fresh client address per setup call (the server trusts X-Forwarded-For in fuzz runs). */
let addressCounter = 0;
const nextIp = () => {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`fuzz setup: ${what}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export async function newGuest(base: string): Promise<Client> {
  const client = new Client(base);
  const response = await client.send("/api/session/guest", { method: "POST", headers: { "x-forwarded-for": nextIp() } });
  if (response.status !== 201) throw new Error(`fuzz setup: guest: ${response.status} ${await response.text()}`);
  return client;
}

async function signIn(base: string, email: string, password: string): Promise<Client> {
  const client = new Client(base);
  const response = await client.send("/api/auth/sign-in/email", { json: { email, password }, headers: { "x-forwarded-for": nextIp() } });
  if (response.status !== 200) throw new Error(`fuzz setup: player sign-in: ${response.status} ${await response.text()}`);
  return client;
}

/** Signs a player up and confirms the address with the link from the outbox (read as the operator). */
async function newPlayer(base: string, admin: Client, email: string, password: string): Promise<Client> {
  const client = new Client(base);
  await json(
    await client.send("/api/auth/sign-up/email", {
      json: { email, password, name: "Fuzz Player" },
      headers: { "x-forwarded-for": nextIp() },
    }),
    "sign-up",
  );
  let link: string | undefined;
  for (let attempt = 0; attempt < 50 && !link; attempt++) {
    const outbox = await json<{ items: Array<{ recipient: string; text: string }> }>(
      await admin.send(`/api/admin/inbox?view=outbox&q=${encodeURIComponent(email)}`),
      "outbox",
    );
    link = outbox.items.find((item) => item.recipient === email)?.text.match(/https?:\/\/\S+verify-email\S*/)?.[0];
    if (!link) await new Promise((done) => setTimeout(done, 100));
  }
  if (!link) throw new Error(`fuzz setup: no confirmation mail for ${email} in the outbox`);
  const url = new URL(link);
  await client.follow(base + url.pathname + url.search);
  const { player } = await client.session();
  if (!player || player.isGuest) throw new Error(`fuzz setup: ${email} is not signed in after confirming`);
  return client;
}

/** Starts a run for `guest` (its id goes into the run pool). */
export async function startRun(guest: Client): Promise<string> {
  const run = await json<{ runId: string }>(
    await guest.send("/api/runs", { json: {}, headers: { "x-forwarded-for": nextIp() } }),
    "start a run",
  );
  return run.runId;
}

export async function createFuzzContext(base: string, adminPassword: string, webhookSecret: string | null = null): Promise<FuzzContext> {
  const admin = await asAdmin(base, adminPassword, nextIp());
  const playerEmail = `fuzz-player-${Date.now().toString(36)}@example.com`;
  const playerPassword = "fuzz-player-password-1";
  const player = await newPlayer(base, admin, playerEmail, playerPassword);
  const guests = await Promise.all(Array.from({ length: GUESTS }, () => newGuest(base)));

  const store = await json<{ skins: Array<{ id: string }>; powerUps: Array<{ id: string }>; coinPacks: Array<{ id: string }> }>(
    await admin.send("/api/store"),
    "store",
  );
  const run = await Promise.all(guests.map(startRun));
  const player_ = await Promise.all(guests.map(async (guest) => (await guest.session()).player!.id));
  const checkout = await json<{ id: string }>(await player.send("/api/checkout", { json: { packId: store.coinPacks[0]!.id } }), "checkout");
  const settings = await json<{ current: { settings: Record<string, unknown> } }>(await admin.send("/api/admin/settings"), "settings");
  const catalogue = await json<Record<string, unknown>>(await admin.send("/api/admin/catalogue"), "catalogue");
  const lifecycle = await json<Record<string, unknown>>(await admin.send("/api/admin/lifecycle"), "lifecycle");
  const segments = await json<{ segments: Array<{ id: string }> }>(await admin.send("/api/admin/segments"), "segments");
  const templates = await json<{ templates: Array<{ id: string }> }>(await admin.send("/api/admin/templates"), "templates");
  const campaigns = await json<{ campaigns: Array<{ id: string }> }>(await admin.send("/api/admin/campaigns"), "campaigns");
  const adminUser = (await admin.session()).player!.id;

  return {
    base,
    adminPassword,
    webhookSecret,
    playerEmail,
    playerPassword,
    callers: { anon: new Client(base), guests, player, admin },
    ids: {
      run,
      player: player_,
      checkout: [checkout.id],
      campaign: campaigns.campaigns.map((c) => c.id).slice(0, 3),
      segment: segments.segments.map((s) => s.id).slice(0, 3),
      template: templates.templates.map((t) => t.id).slice(0, 3),
      crawl: [],
      item: [...store.powerUps.map((p) => p.id), ...store.skins.map((s) => `skin-${s.id}`)],
      skin: store.skins.map((s) => s.id),
      powerUp: store.powerUps.map((p) => p.id),
      pack: store.coinPacks.map((p) => p.id),
      adminUser,
      settings: settings.current.settings,
      catalogue,
      lifecycle,
    },
  };
}

/** The client for a case: one of the guests, chosen by the case's own number so a seed replays it. */
export function clientFor(context: FuzzContext, caller: Caller, pick: number): Client {
  const { callers } = context;
  if (caller === "guest") return callers.guests[pick % callers.guests.length]!;
  return callers[caller];
}

/**
 * Cases may sign a caller out, ban it or end its sessions (that is what some endpoints do): between
 * endpoints each caller is checked and replaced when it lost its session or its role.
 */
export async function keepCallersAlive(context: FuzzContext): Promise<void> {
  const { callers, base } = context;
  const admin = await callers.admin.session().catch(() => ({ player: null }));
  if (admin.player?.role !== "admin") callers.admin = await asAdmin(base, context.adminPassword, nextIp());
  const player = await callers.player.session().catch(() => ({ player: null }));
  if (!player.player || player.player.isGuest) {
    try {
      callers.player = await signIn(base, context.playerEmail, context.playerPassword);
    } catch (error) {
      // Fuzzed password checks of this account (verify-password, change-password) count against its
      // sign-in limit, as every password check does (docs/security.md): a new player takes over.
      if (!(error as Error).message.includes(": 429 ")) throw error;
      context.playerEmail = `fuzz-player-${Date.now().toString(36)}-${nextIp().replaceAll(".", "")}@example.com`;
      callers.player = await newPlayer(base, callers.admin, context.playerEmail, context.playerPassword);
    }
  }
  for (let i = 0; i < callers.guests.length; i++) {
    const guest = await callers.guests[i]!.session().catch(() => ({ player: null }));
    if (!guest.player) {
      callers.guests[i] = await newGuest(base);
      context.ids.run.push(await startRun(callers.guests[i]!));
    }
  }
  // A visitor stays a visitor: a case may have made it a guest (POST /api/runs does).
  callers.anon = new Client(base);
}
