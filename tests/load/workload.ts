// The player workload shared by the load bench (bench/load.ts) and the crash test and bench
// (tests/e2e/crash.test.ts, bench/crash.ts). N virtual players talk to the production server over
// HTTP exactly like the browser does: each becomes a guest (POST /api/session/guest, cookie kept),
// then loops: home page, a leaderboard read (sometimes the leaderboard page too), a verified run
// (POST /api/runs, played offline by the replay bot on the server's seed and settings, finished
// no sooner than its simulated length in real time), then spends the coins it earned in the store.
// A share of the players are signed-up accounts (set up through the SMTP fixture before the clock
// starts) that also buy coin packs through the payments sandbox.
//
// Every player has its own source address on loopback (127.x.y.z, which Linux routes to the same
// interface), so the server and nginx see 500 different clients, as in the field: the per-address
// limits (new guests) count each player alone, with no X-Forwarded-For or TRUST_PROXY trick.
//
// Every answer is checked against what the browser expects; anything else is an error (a refusal
// by a rate limit included). Every write the server acknowledged with a 2xx goes into the journal,
// and a write whose answer never came (the connection died) goes into `unanswered`: the crash checks
// (tests/load/check.ts) hold the database to both.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { createJitteredBot } from "../../game/sim/bot.ts";
import { TICKS_PER_SECOND, createSim, type GameSettings } from "../../game/sim/index.ts";
import { runFromSim } from "../../game/replay/index.ts";
import type { SmtpFixture } from "../e2e/smtp.ts";

/** Where the players send requests; a crash harness points it at the restarted server. */
export interface Target {
  url: string;
  /** Resolves when the server answers again (crash harness); players wait on it after a network error. */
  up?: () => Promise<void>;
}

export interface WorkloadOptions {
  target: Target;
  players: number;
  /** How many of the players are signed-up accounts that also buy coin packs (default 10 %). */
  accounts?: number;
  /** Needed when accounts > 0: the sign-up confirmation mails arrive there. */
  smtp?: SmtpFixture;
  /** Wall-clock length of the measured loop, ms. */
  durationMs: number;
  /** Players start spread over this many ms (default 5 s): a crowd arriving, not one burst. */
  rampMs?: number;
  /** The bot flaps for a random time in this range (s), then lets the bird fall. */
  playSeconds?: [number, number];
  /** Second octet of the players' loopback addresses (127.<octet>.x.y); distinct per workload. */
  addressOctet?: number;
  /**
   * "error": a dropped connection is an error (load test). "wait": the server is being killed; the
   * request goes into `unanswered` and the player waits for `target.up` and goes on (crash bench).
   * "stop": likewise, but the player stops (crash test).
   */
  onConnectionLost?: "error" | "wait" | "stop";
  /** Called when the set-up is done and the measured loop begins. */
  onLoopStart?: () => void;
  /** Called once per acknowledged write (the crash harness decides when to kill). */
  onWrite?: (kind: WriteKind) => void;
}

export type WriteKind = "guest" | "finish" | "purchase" | "coin_pack";

export interface Player {
  index: number;
  id: string;
  address: string;
  account: boolean;
  cookies: Map<string, string>;
}

export interface AckedFinish {
  playerId: string;
  runId: string;
  score: number;
  coins: number;
}
export interface AckedPurchase {
  playerId: string;
  purchaseId: string;
  idempotencyKey: string;
  itemId: string;
  priceCoins: number;
}
export interface AckedCoinPack {
  playerId: string;
  sessionId: string;
  coins: number;
}

/** A write that was sent and whose answer was lost (connection reset by a kill): outcome unknown. */
export type Unanswered =
  | { kind: "guest"; player: Player }
  | { kind: "start"; player: Player }
  | { kind: "finish"; player: Player; runId: string; body: FinishBody; score: number }
  | { kind: "purchase"; player: Player; itemId: string; idempotencyKey: string }
  | { kind: "checkout"; player: Player }
  | { kind: "coin_pack"; player: Player; sessionId: string; coins: number };

interface FinishBody {
  inputs: [number, number][];
  timing: number[];
  claimedScore: number;
  name: string;
}

export interface Journal {
  guests: Array<{ playerId: string }>;
  finishes: AckedFinish[];
  purchases: AckedPurchase[];
  coinPacks: AckedCoinPack[];
  /** With the error that cut each one: ECONNREFUSED never reached the server; a reset was in flight. */
  unanswered: Array<Unanswered & { reason: string }>;
}

export interface RouteStats {
  latencies: number[];
  /** When each request was sent, in ms since the measured loop began (same order as `latencies`). */
  sentAt: number[];
  statuses: Map<number, number>;
}

export interface WorkloadResult {
  players: Player[];
  journal: Journal;
  /** Keyed "METHOD /route/:pattern". */
  routes: Map<string, RouteStats>;
  /** Requests in the measured loop (set-up excluded) and its wall-clock length. */
  requests: number;
  /** performance.now() when the loop began, and its length. */
  startedAt: number;
  elapsedMs: number;
  errors: string[];
  errorCount: number;
  /** Connections lost, with when (ms since the loop began); counted as errors in "error" mode. */
  connectionsLost: number[];
}

// What the store sells that the workload buys: the seeded catalogue's power-ups and skins (read from
// GET /api/store at set-up, never assumed) and the coin pack accounts buy.
interface StoreItemPrice {
  itemId: string;
  priceCoins: number;
  skin: boolean;
}
const COIN_PACK = "popular";
const PASSWORD = "load-player-password-1";

export class ConnectionLost extends Error {}

/** One HTTP client for every player: keep-alive sockets pooled per source address. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 30_000 });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function request(
  target: Target,
  player: Pick<Player, "address" | "cookies">,
  method: string,
  path: string,
  options: { json?: unknown; form?: Record<string, string>; gzip?: boolean } = {},
): Promise<Answer> {
  const base = new URL(target.url);
  const headers: Record<string, string> = { accept: "*/*" };
  if (player.cookies.size > 0) headers.cookie = [...player.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  // Like a browser on our pages: same-origin Origin on writes (the CSRF check wants it).
  if (method !== "GET") headers.origin = base.origin;
  if (options.gzip) headers["accept-encoding"] = "gzip";
  let body: string | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(options.form).toString();
  }
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, path, method, headers, agent, localAddress: player.address },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", (error) => reject(new ConnectionLost(error.message)));
        res.on("aborted", () => reject(new ConnectionLost("response aborted")));
        res.on("end", () => {
          let raw = Buffer.concat(chunks);
          if (res.headers["content-encoding"] === "gzip") raw = gunzipSync(raw);
          for (const cookie of res.headers["set-cookie"] ?? []) {
            const pair = cookie.split(";")[0]!;
            const at = pair.indexOf("=");
            const name = pair.slice(0, at).trim();
            const value = pair.slice(at + 1);
            if (!value || /max-age=0\b/i.test(cookie)) player.cookies.delete(name);
            else player.cookies.set(name, value);
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: raw.toString("utf8") });
        });
      },
    );
    req.on("error", (error) => reject(new ConnectionLost(`${method} ${path}: ${error.message}`)));
    req.end(body);
  });
}

/** The bot plays the run for `playTicks` (or until it crashes), then stops flapping: the bird falls. */
export function playRun(
  started: { seed: number; settingsVersion: number; settings: GameSettings },
  playTicks: number,
): { inputs: [number, number][]; timing: number[]; score: number; ticks: number } {
  const sim = createSim({ seed: started.seed, settings: started.settings });
  const state = sim.state;
  // Jittered like a person's play, with sub-tick timing: the bot check counts it.
  const bot = createJitteredBot(started.seed);
  while (state.phase === "playing") {
    if (state.tick < playTicks) bot.step(sim);
    else sim.step();
  }
  const run = runFromSim(sim, started.settingsVersion);
  return { inputs: run.inputs as [number, number][], timing: sim.timings.slice(), score: state.score, ticks: state.tick };
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, Math.max(0, ms)));

/** The player's loopback address: 127.<octet>.<hi>.<lo>, never .0 or .255 in the last byte. */
function addressOf(octet: number, index: number): string {
  return `127.${octet}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

export async function runWorkload(options: WorkloadOptions): Promise<WorkloadResult> {
  const { target } = options;
  const accounts = options.accounts ?? Math.round(options.players / 10);
  const rampMs = options.rampMs ?? 5_000;
  const [playMin, playMax] = options.playSeconds ?? [2, 12];
  const octet = options.addressOctet ?? 77;
  const onLost = options.onConnectionLost ?? "error";
  const journal: Journal = { guests: [], finishes: [], purchases: [], coinPacks: [], unanswered: [] };
  const routes = new Map<string, RouteStats>();
  const errors: string[] = [];
  let errorCount = 0;
  let requests = 0;
  let measuring = false;
  let loopStartedAt = 0;
  const connectionsLost: number[] = [];
  const error = (message: string) => {
    errorCount += 1;
    if (errors.length < 50) errors.push(message);
  };

  /** Sends one request, times it under its route pattern, and checks the status. */
  async function call(
    player: Player,
    route: string,
    method: string,
    path: string,
    expect: number,
    options: { json?: unknown; form?: Record<string, string>; gzip?: boolean } = {},
  ): Promise<Answer | null> {
    const t0 = performance.now();
    const answer = await request(target, player, method, path, options);
    const ms = performance.now() - t0;
    // While instances are being killed, nginx answers 502 for a request its instance died under
    // (it retries only what never reached it): the client cannot know whether that write happened.
    if (answer.status === 502 && onLost !== "error") throw new ConnectionLost(`${method} ${path}: 502 from the load balancer`);
    if (measuring) {
      requests += 1;
      const key = `${method} ${route}`;
      let stats = routes.get(key);
      if (!stats) routes.set(key, (stats = { latencies: [], sentAt: [], statuses: new Map() }));
      stats.latencies.push(ms);
      stats.sentAt.push(t0 - loopStartedAt);
      stats.statuses.set(answer.status, (stats.statuses.get(answer.status) ?? 0) + 1);
    }
    if (answer.status !== expect) {
      error(`${method} ${path} (${player.address}) answered ${answer.status}, expected ${expect}: ${answer.text.slice(0, 300)}`);
      return null;
    }
    return answer;
  }

  // ---- set-up (not timed): the catalogue, then the accounts sign up and confirm their e-mail -----
  const setupPlayer = { address: addressOf(octet, 0), cookies: new Map<string, string>() };
  const store = JSON.parse((await request(target, setupPlayer, "GET", "/api/store")).text) as {
    powerUps: Array<{ id: string; priceCoins: number }>;
    skins: Array<{ id: string; priceCoins: number; owned: boolean }>;
    coinPacks: Array<{ id: string; coins: number; bonusCoins: number }>;
  };
  const powerUps: StoreItemPrice[] = store.powerUps.map((p) => ({ itemId: p.id, priceCoins: p.priceCoins, skin: false }));
  const skins: StoreItemPrice[] = store.skins
    .filter((s) => !s.owned)
    .map((s) => ({ itemId: `skin-${s.id}`, priceCoins: s.priceCoins, skin: true }));
  const cheapest = Math.min(...powerUps.map((p) => p.priceCoins));
  if (!store.coinPacks.some((p) => p.id === COIN_PACK)) throw new Error(`coin pack ${COIN_PACK} is not for sale`);

  const players: Player[] = Array.from({ length: options.players }, (_, index) => ({
    index,
    id: "",
    address: addressOf(octet, index),
    account: index < accounts,
    cookies: new Map(),
  }));
  const tag = randomBytes(4).toString("hex");
  if (accounts > 0) {
    const smtp = options.smtp;
    if (!smtp) throw new Error("accounts need the SMTP fixture (options.smtp)");
    await pool(
      players.filter((p) => p.account),
      8,
      async (player) => {
        const email = `load-${tag}-${player.index}@example.com`;
        const signUp = await request(target, player, "POST", "/api/auth/sign-up/email", {
          json: { email, password: PASSWORD, name: `Load ${player.index}` },
        });
        if (signUp.status !== 200) throw new Error(`sign-up of ${email}: ${signUp.status} ${signUp.text}`);
        const mail = await smtp.waitFor({ to: email, subject: "Confirm your Flap Master e-mail" }, 30_000);
        // The confirmation link signs the player in (its redirects carry the session cookie).
        let next = mail.links[0]!;
        for (let hop = 0; hop < 5; hop++) {
          const link = new URL(next, target.url);
          const answer = await request(target, player, "GET", link.pathname + link.search);
          const location = answer.headers.location;
          if (answer.status < 300 || answer.status >= 400 || !location) break;
          next = location;
        }
        const session = JSON.parse((await request(target, player, "GET", "/api/session")).text) as {
          player: { id: string; isGuest: boolean } | null;
        };
        if (!session.player || session.player.isGuest) throw new Error(`${email} is not signed in after confirming`);
        player.id = session.player.id;
      },
    );
  }

  // ---- the measured loop --------------------------------------------------------------------------
  const t0 = performance.now();
  const deadline = t0 + options.durationMs;
  loopStartedAt = t0;
  measuring = true;
  options.onLoopStart?.();

  /** Runs one step; a lost connection is recorded (and waited out) per onConnectionLost. */
  async function guarded(player: Player, lost: () => Unanswered | null, step: () => Promise<boolean>): Promise<boolean | "lost"> {
    try {
      return await step();
    } catch (caught) {
      if (!(caught instanceof ConnectionLost)) throw caught;
      connectionsLost.push(performance.now() - t0);
      const unanswered = lost();
      if (unanswered) journal.unanswered.push({ ...unanswered, reason: caught.message });
      if (onLost === "error") {
        error(`player ${player.index}: ${caught.message}`);
        return false;
      }
      if (onLost === "stop") return "lost";
      await target.up?.();
      return true;
    }
  }

  async function playerLoop(player: Player) {
    await sleep((rampMs * player.index) / options.players);
    if (!player.account) {
      const made = await guarded(
        player,
        () => ({ kind: "guest", player }),
        async () => {
          const answer = await call(player, "/api/session/guest", "POST", "/api/session/guest", 201);
          if (!answer) return false;
          player.id = (JSON.parse(answer.text) as { player: { id: string } }).player.id;
          journal.guests.push({ playerId: player.id });
          options.onWrite?.("guest");
          return true;
        },
      );
      if (made !== true || !player.id) return;
    }
    const owned = new Set<string>();
    let balance = 0;
    let loops = 0;
    let lastPack = -10;
    while (performance.now() < deadline) {
      const step = async (): Promise<boolean> => {
        if (loops % 3 === 0 && !(await call(player, "/", "GET", "/", 200, { gzip: true }))) return false;
        const board = (["daily", "weekly", "alltime"] as const)[loops % 3]!;
        if (!(await call(player, "/api/leaderboards/:board", "GET", `/api/leaderboards/${board}`, 200))) return false;
        if (loops % 4 === 1 && !(await call(player, "/leaderboard", "GET", "/leaderboard", 200, { gzip: true }))) return false;
        return true;
      };
      // After a wrong answer (already counted) the player moves on to its next loop, after a pause.
      const failed = async () => {
        loops += 1;
        await sleep(1_000);
      };
      const read = await guarded(player, () => null, step);
      if (read === "lost") return;
      if (read === false) {
        await failed();
        continue;
      }

      // A run: start, play offline, wait its simulated length, finish.
      let started: { runId: string; seed: number; settingsVersion: number; settings: GameSettings } | null = null;
      const start = await guarded(
        player,
        () => ({ kind: "start", player }),
        async () => {
          const answer = await call(player, "/api/runs", "POST", "/api/runs", 201, { json: {} });
          if (!answer) return false;
          started = JSON.parse(answer.text) as typeof started;
          return true;
        },
      );
      if (start === "lost") return;
      if (!started) {
        await failed();
        continue;
      }
      const run: { runId: string; seed: number; settingsVersion: number; settings: GameSettings } = started;
      const startedAt = performance.now();
      const playTicks = Math.round((playMin + Math.random() * (playMax - playMin)) * TICKS_PER_SECOND);
      const played = playRun(run, playTicks);
      const simulatedMs = (played.ticks / TICKS_PER_SECOND) * 1000;
      // The server refuses a finish sooner than the simulated time since start; a player whose run
      // would end after the deadline leaves it unfinished (as real players abandon runs).
      if (startedAt + simulatedMs >= deadline) {
        await sleep(deadline - performance.now());
        return;
      }
      await sleep(startedAt + simulatedMs - performance.now());
      // One name for all: numbers in names can read as words to the profanity filter (leetspeak "455").
      const body: FinishBody = { inputs: played.inputs, timing: played.timing, claimedScore: played.score, name: "Load Player" };
      const finished = await guarded(
        player,
        () => ({ kind: "finish", player, runId: run.runId, body, score: played.score }),
        async () => {
          const answer = await call(player, "/api/runs/:id/finish", "POST", `/api/runs/${run.runId}/finish`, 200, { json: body });
          if (!answer) return false;
          const result = JSON.parse(answer.text) as { score: number; coins: number; balance: number };
          if (result.score !== played.score || result.coins !== played.score * 10) {
            error(`finish of ${run.runId} answered score ${result.score} coins ${result.coins}; the bot scored ${played.score}`);
            return false;
          }
          balance = result.balance;
          journal.finishes.push({ playerId: player.id, runId: run.runId, score: result.score, coins: result.coins });
          options.onWrite?.("finish");
          return true;
        },
      );
      if (finished === "lost") return;
      if (finished === false) {
        await failed();
        continue;
      }

      // Accounts top up with a coin pack now and then (the sandbox's hosted page, then /success's check).
      if (player.account && balance < 1_000 && loops - lastPack >= 3) {
        lastPack = loops;
        let sessionId = "";
        const checkout = await guarded(
          player,
          () => ({ kind: "checkout", player }),
          async () => {
            const answer = await call(player, "/api/checkout", "POST", "/api/checkout", 200, { json: { packId: COIN_PACK } });
            if (!answer) return false;
            sessionId = (JSON.parse(answer.text) as { id: string }).id;
            return true;
          },
        );
        if (checkout === "lost") return;
        if (sessionId) {
          const pack = store.coinPacks.find((p) => p.id === COIN_PACK)!;
          const coins = pack.coins + pack.bonusCoins;
          const paid = await guarded(
            player,
            () => ({ kind: "coin_pack", player, sessionId, coins }),
            async () => {
              const pay = await call(player, "/checkout/sandbox/:sessionId", "POST", `/checkout/sandbox/${sessionId}`, 302, {
                form: { intent: "pay" },
              });
              if (!pay) return false;
              const status = await call(player, "/api/checkout/:sessionId", "GET", `/api/checkout/${sessionId}`, 200);
              if (!status) return false;
              const view = JSON.parse(status.text) as { status: string; coins: number; balance: number };
              if (view.status !== "paid" || view.coins !== coins) {
                error(`checkout ${sessionId} reads ${status.text} after paying`);
                return false;
              }
              balance = view.balance;
              journal.coinPacks.push({ playerId: player.id, sessionId, coins });
              options.onWrite?.("coin_pack");
              return true;
            },
          );
          if (paid === "lost") return;
        }
      }

      // Spend, as a player in the store does: up to three items while the coins last; a skin not
      // owned yet now and then when it is affordable, else a power-up.
      for (let bought = 0; bought < 3; bought++) {
        const affordableSkins = skins.filter((s) => !owned.has(s.itemId) && s.priceCoins <= balance);
        const affordablePowerUps = powerUps.filter((p) => p.priceCoins <= balance);
        const item =
          affordableSkins.length > 0 && Math.random() < 0.3
            ? affordableSkins[Math.floor(Math.random() * affordableSkins.length)]
            : balance >= cheapest
              ? affordablePowerUps[Math.floor(Math.random() * affordablePowerUps.length)]
              : undefined;
        if (!item) break;
        const idempotencyKey = `load-${randomBytes(8).toString("hex")}`;
        const done = await guarded(
          player,
          () => ({ kind: "purchase", player, itemId: item.itemId, idempotencyKey }),
          async () => {
            const answer = await call(player, "/api/store/purchase", "POST", "/api/store/purchase", 200, {
              json: { itemId: item.itemId, idempotencyKey },
            });
            if (!answer) return false;
            const result = JSON.parse(answer.text) as { purchaseId: string; priceCoins: number; balance: number; replayed: boolean };
            if (result.replayed || result.priceCoins !== item.priceCoins || result.balance !== balance - item.priceCoins) {
              error(`purchase of ${item.itemId} answered ${answer.text}; balance before ${balance}`);
              return false;
            }
            balance = result.balance;
            if (item.skin) owned.add(item.itemId);
            journal.purchases.push({
              playerId: player.id,
              purchaseId: result.purchaseId,
              idempotencyKey,
              itemId: item.itemId,
              priceCoins: result.priceCoins,
            });
            options.onWrite?.("purchase");
            return true;
          },
        );
        if (done === "lost") return;
        if (done === false) break;
      }
      loops += 1;
    }
  }

  await Promise.all(players.map((player) => playerLoop(player)));
  const elapsedMs = performance.now() - t0;
  measuring = false;
  return { players, journal, routes, requests, startedAt: t0, elapsedMs, errors, errorCount, connectionsLost };
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/** A request from a player's own address, outside the measured loop (checks, replays). */
export function replay(
  target: Target,
  player: Pick<Player, "address" | "cookies">,
  method: string,
  path: string,
  options: { json?: unknown; form?: Record<string, string> } = {},
): Promise<Answer> {
  return request(target, player, method, path, options);
}

/** Closes the keep-alive sockets (end of a bench or test). */
export function closeConnections(): void {
  agent.destroy();
}
