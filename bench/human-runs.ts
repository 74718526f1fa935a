// A corpus of human-like ranked runs for the bot detector's false-positive rate: ranked
// runs played in headless Chromium on the real /play page, with real DOM input events (keydown on
// the focused element for desktop, pointerdown + touchstart on the game area for a phone) fired by
// an in-page model of a person: delayed, noisy perception of the bird and the next gap, an imperfect
// prediction, a personal aim that changes per pipe, a refractory time after each tap, hesitations,
// double taps, attention lapses and a lognormal motor delay through setTimeout (so presses land at
// any time between frames). Every run's finish request (what the page sends) is captured; the runs
// the server accepted are written to bench/fixtures/human-runs.json (HUMAN_RUNS_OUT).
//
// Expects `npm run build` done (BUILD_DIR is honoured). Env: HUMAN_RUNS (220) runs to record,
// HUMAN_RUNS_PAGES (4) pages in parallel (half desktop 1280x800 keyboard, half phone 390x844 touch),
// HUMAN_RUNS_PER_GUEST (5) runs per guest before a fresh browser context, HUMAN_RUNS_SEED (1) the
// seed of the people drawn, HUMAN_RUNS_SCREENSHOTS (a directory: one mid-run screenshot per profile),
// HUMAN_RUNS_DPR (phone device scale factor, 2: at 3 the software-rendered canvas costs ~2x more),
// HUMAN_RUNS_STALL (0.05) the share of slow frames that retires a page, HUMAN_RUNS_QUIT ("min-max")
// the score range at which each person lets go (bounds the wall time).
// Each run also keeps `stall`: the share of its frames over 50 ms (a machine that did not keep up). Figures are JSON lines on stdout; progress and a
// score histogram go to stderr.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { encodeRun } from "../game/replay/index.ts";
import { launchBrowser, watchErrors } from "../tests/e2e/browser.ts";
import { createTestDatabase, startServer } from "../tests/e2e/server.ts";
import { percentile, report } from "./lib.ts";

export type Profile = "desktop" | "phone";

/** One simulated person's parameters for one run (times in ms, distances in world px). */
export interface Person {
  /** 0 (weak) .. 1 (good): what the other parameters were drawn from. */
  skill: number;
  /** How old the picture is that a decision is made on. */
  perceptionMs: number;
  /** Lognormal motor delay from decision to press: median and log-sigma. */
  motorMs: number;
  motorSigma: number;
  /** Prediction horizon as a share of the person's real latency (1 = perfect compensation). */
  lead: number;
  /** Standard deviation of the (slowly wandering) error in judging the bird's height. */
  noisePx: number;
  /** Where in the gap the person aims (px below the gap centre), and how much that varies per pipe. */
  aimPx: number;
  aimJitterPx: number;
  /** How far ahead a gap draws the person's aim, and how early they give up on the pipe they are in. */
  lookaheadPx: number;
  switchPx: number;
  /** Minimum time between the person's own presses. */
  refractoryMs: number;
  /** Chance per press of an extra hesitation, and of a quick second press. */
  hesitate: number;
  doubleTap: number;
  /** Attention lapses per minute and their median length. */
  lapsesPerMin: number;
  lapseMs: number;
  /** How long a press is held (key or finger). */
  holdMs: number;
  /** Time from game over (or the idle screen) to pressing Play Again. */
  restartMs: number;
  /** desktop: the flap key; phone: where the thumb rests (share of the game area). */
  key?: "Space" | "ArrowUp";
  thumbX?: number;
  thumbY?: number;
  /**
   * The score at which the person lets go (the bird falls): bounds a recording's wall time
   * (HUMAN_RUNS_QUIT "min-max"); the timing of the play before it is untouched.
   */
  quitAt?: number;
}

/**
 * The in-page person (installed with addInitScript, so it must only use the page's globals). It
 * reads the game through window.__flap (?test) and acts only through DOM events on the game's own
 * targets. Node arms it per run with `__human.arm(person, profile)`.
 */
export function humanAgent(): void {
  type P = Person;
  type PipeSeen = { x: number; gapY: number; gapHeight: number };
  type Snap = { t: number; y: number; vy: number; birdX: number; pipes: PipeSeen[] };
  type FlapHandle = {
    phase: string;
    score: number;
    state: { tick: number; bird: { x: number; y: number; vy: number; size: number }; pipes: Array<{ active: boolean } & PipeSeen> } | null;
  };
  const w = window as unknown as { __flap?: FlapHandle; __human?: unknown };
  if (w.__human) return;
  const gauss = () => {
    let u = 0;
    while (u === 0) u = Math.random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * Math.random());
  };
  const lognormal = (median: number, sigma: number) => median * Math.exp(sigma * gauss());
  const TICK_MS = 1000 / 60;
  const GRAVITY = 0.25; // the person's learnt feel for the fall (the default physics)

  const human = {
    person: null as P | null,
    profile: "desktop" as "desktop" | "phone",
    wantStart: false,
    startAt: 0,
    /** Per run: presses fired, and frames seen / over 50 ms (is the machine keeping up?). */
    presses: 0,
    frames: 0,
    slowFrames: 0,
    arm(person: P, profile: "desktop" | "phone") {
      human.person = person;
      human.profile = profile;
      human.wantStart = true;
      human.startAt = performance.now() + lognormal(person.restartMs, 0.35);
      human.presses = 0;
      human.frames = 0;
      human.slowFrames = 0;
    },
  };
  w.__human = human;

  // The run's state in the person's head.
  const history: Snap[] = [];
  let runTick = -1;
  let targetPipe: PipeSeen | null = null;
  let target = 260;
  let pending = false;
  let lastPress = -1e9;
  let lapseUntil = 0;
  let judgeError = 0; // AR(1): a misjudgement that drifts, not white noise
  let keyDown = false;
  let pointerId = 1;
  let lastFrame = 0;

  const resetRun = () => {
    history.length = 0;
    targetPipe = null;
    target = 240 + Math.random() * 60;
    pending = false;
    lastPress = -1e9;
    lapseUntil = 0;
    judgeError = 0;
  };

  function press(p: P) {
    human.presses++;
    if (human.profile === "desktop") {
      const key = p.key === "ArrowUp" ? { key: "ArrowUp", code: "ArrowUp", keyCode: 38 } : { key: " ", code: "Space", keyCode: 32 };
      const target = document.activeElement ?? document.body;
      const init = { ...key, which: key.keyCode, bubbles: true, cancelable: true, composed: true, view: window };
      if (keyDown) target.dispatchEvent(new KeyboardEvent("keyup", init));
      keyDown = true;
      target.dispatchEvent(new KeyboardEvent("keydown", init));
      setTimeout(
        () => {
          if (!keyDown) return;
          keyDown = false;
          target.dispatchEvent(new KeyboardEvent("keyup", init));
        },
        lognormal(p.holdMs, 0.3),
      );
      return;
    }
    const area = document.querySelector('[data-testid="game-area"]');
    if (!area) return;
    const rect = area.getBoundingClientRect();
    const x = rect.left + rect.width * (p.thumbX ?? 0.6) + gauss() * 9;
    const y = rect.top + rect.height * (p.thumbY ?? 0.75) + gauss() * 12;
    const target = document.elementFromPoint(x, y) ?? area;
    const id = ++pointerId;
    const radius = 9 + Math.random() * 6;
    const common = { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, screenX: x, screenY: y, view: window };
    const pointer = { ...common, pointerId: id, pointerType: "touch", isPrimary: true, width: 2 * radius, height: 2 * radius };
    target.dispatchEvent(new PointerEvent("pointerdown", { ...pointer, button: 0, buttons: 1, pressure: 0.5 }));
    let touch: Touch | null = null;
    try {
      touch = new Touch({
        identifier: id,
        target,
        clientX: x,
        clientY: y,
        screenX: x,
        screenY: y,
        pageX: x + scrollX,
        pageY: y + scrollY,
        radiusX: radius,
        radiusY: radius,
        force: 0.5,
      });
      target.dispatchEvent(new TouchEvent("touchstart", { ...common, touches: [touch], targetTouches: [touch], changedTouches: [touch] }));
    } catch {
      touch = null; // no Touch constructor: Pointer Events alone carry the tap
    }
    setTimeout(
      () => {
        target.dispatchEvent(new PointerEvent("pointerup", { ...pointer, button: 0, buttons: 0, pressure: 0 }));
        if (touch) target.dispatchEvent(new TouchEvent("touchend", { ...common, touches: [], targetTouches: [], changedTouches: [touch] }));
      },
      lognormal(p.holdMs, 0.3),
    );
  }

  function startRun(p: P) {
    // Desktop people often press Space on the card; everyone else clicks / taps the button.
    if (human.profile === "desktop" && Math.random() < 0.4) {
      const key = { key: " ", code: "Space", keyCode: 32, which: 32, bubbles: true, cancelable: true, composed: true, view: window };
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(new KeyboardEvent("keydown", key));
      target.dispatchEvent(new KeyboardEvent("keyup", key));
      return;
    }
    const button = document.querySelector<HTMLButtonElement>('[data-testid="play-again"], [data-testid="start-game"]');
    button?.click();
    void p;
  }

  function decide(now: number, p: P, flap: FlapHandle) {
    const state = flap.state!;
    if (state.tick < runTick) resetRun();
    runTick = state.tick;
    const pipes: PipeSeen[] = [];
    for (const pipe of state.pipes) if (pipe.active) pipes.push({ x: pipe.x, gapY: pipe.gapY, gapHeight: pipe.gapHeight });
    history.push({ t: now, y: state.bird.y, vy: state.bird.vy, birdX: state.bird.x, pipes });
    while (history.length > 2 && history[1]!.t <= now - p.perceptionMs) history.shift();
    // What the person sees now is the picture from perceptionMs ago.
    const seen = history[0]!;
    if (p.quitAt !== undefined && flap.score >= p.quitAt) return;
    if (now < lapseUntil || pending) return;
    if (Math.random() < (p.lapsesPerMin * (now - lastFrame || TICK_MS)) / 60_000) {
      lapseUntil = now + lognormal(p.lapseMs, 0.4);
      return;
    }
    // The pipe the person flies for: the first one not yet behind the bird (given up a little early).
    let next: PipeSeen | null = null;
    for (const pipe of seen.pipes) {
      if (pipe.x + 60 < seen.birdX - 20 + p.switchPx) continue;
      if (!next || pipe.x < next.x) next = pipe;
    }
    if (next && next.x - seen.birdX < p.lookaheadPx) {
      if (!targetPipe || Math.abs(targetPipe.gapY - next.gapY) > 0.5 || Math.abs(targetPipe.x - next.x) > 400) {
        targetPipe = next;
        const room = Math.max(0, next.gapHeight / 2 - 26);
        const offset = Math.max(-room, Math.min(room, p.aimPx + gauss() * p.aimJitterPx));
        target = next.gapY + offset;
      }
    }
    judgeError = 0.9 * judgeError + 0.436 * gauss() * p.noisePx; // sqrt(1 - 0.9^2) keeps the spread at noisePx
    const k = ((p.perceptionMs + p.motorMs + TICK_MS / 2) * p.lead) / TICK_MS; // ticks to look ahead
    const predicted = seen.y + seen.vy * k + 0.5 * GRAVITY * k * k * (seen.vy > 6 ? 0.6 : 1) + judgeError;
    if (now - lastPress < p.refractoryMs) return;
    if (predicted <= target) return;
    // Decided: the press lands after the motor delay (plus, now and then, a hesitation).
    let delay = lognormal(p.motorMs, p.motorSigma);
    if (Math.random() < p.hesitate) delay += 30 + Math.random() * 120;
    pending = true;
    lastPress = now + delay;
    setTimeout(() => {
      pending = false;
      lastPress = performance.now();
      if (w.__flap?.phase !== "playing") return;
      press(p);
      if (Math.random() < p.doubleTap) setTimeout(() => w.__flap?.phase === "playing" && press(p), 70 + Math.random() * 110);
    }, delay);
  }

  const frame = (now: number) => {
    requestAnimationFrame(frame);
    const flap = w.__flap;
    const p = human.person;
    if (!flap || !p) {
      lastFrame = now;
      return;
    }
    if (flap.phase === "playing" || flap.phase === "countdown") {
      human.frames++;
      if (lastFrame && now - lastFrame > 50) human.slowFrames++;
    }
    if (human.wantStart) {
      if (flap.phase === "countdown" || flap.phase === "playing") {
        human.wantStart = false;
        resetRun();
        runTick = -1;
      } else if ((flap.phase === "idle" || flap.phase === "over") && now >= human.startAt) {
        startRun(p);
        human.startAt = now + 1200 + Math.random() * 800; // the guard after a crash may eat a key: again
      }
    } else if (flap.phase === "playing" && flap.state) {
      decide(now, p, flap);
    }
    lastFrame = now;
  };
  requestAnimationFrame(frame);
}

// ---------------------------------------------------------------------------------------------
// People: drawn in Node from a seeded generator (reproducible crowds), varied a little per run.

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r3 = (n: number) => Math.round(n * 1000) / 1000;
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

export function drawPerson(random: () => number, profile: Profile): Person {
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const u = (lo: number, hi: number) => lo + (hi - lo) * random();
  // A crowd: some weak, most middling, a good share good.
  const band = random();
  const skill = band < 0.12 ? u(0, 0.3) : band < 0.7 ? u(0.35, 0.75) : u(0.75, 1);
  const weak = 1 - skill;
  const person: Person = {
    skill,
    perceptionMs: clamp(75 + weak * 55 + gauss() * 15, 50, 170),
    motorMs: clamp(45 + weak * 55 + u(-10, 25), 35, 130),
    motorSigma: u(0.15, 0.25) + weak * 0.15,
    lead: clamp(1 + gauss() * (0.06 + weak * 0.22), 0.55, 1.5),
    noisePx: 2 + weak * 7 + weak ** 3 * 8 + u(0, 2),
    aimPx: clamp(20 + gauss() * 10, -5, 45),
    aimJitterPx: 3 + weak * 12 + weak ** 3 * 8 + u(0, 3),
    lookaheadPx: u(350, 800),
    switchPx: u(-10, 22),
    refractoryMs: u(120, 230) * u(0.85, 1.2),
    hesitate: u(0.01, 0.04) + weak * 0.06,
    doubleTap: u(0, 0.025) + weak * 0.04,
    lapsesPerMin: u(0, 0.6) + weak * weak * 4,
    lapseMs: u(180, 380),
    holdMs: u(55, 130),
    restartMs: u(700, 2600),
  };
  if (profile === "desktop") person.key = random() < 0.75 ? "Space" : "ArrowUp";
  else {
    person.thumbX = u(0.35, 0.85);
    person.thumbY = u(0.55, 0.9);
  }
  return person;
}

/** The same person on another run: a little better or worse, aiming a little differently. */
export function varyPerson(base: Person, random: () => number): Person {
  const f = (spread: number) => 1 + (random() * 2 - 1) * spread;
  const out: Person = {
    ...base,
    perceptionMs: base.perceptionMs * f(0.1),
    motorMs: base.motorMs * f(0.12),
    noisePx: base.noisePx * f(0.2),
    aimPx: base.aimPx + (random() * 2 - 1) * 6,
    aimJitterPx: base.aimJitterPx * f(0.15),
    refractoryMs: base.refractoryMs * f(0.1),
    lapsesPerMin: base.lapsesPerMin * f(0.4),
    restartMs: base.restartMs * f(0.3),
  };
  const quit = /^(\d+)-(\d+)$/.exec(process.env.HUMAN_RUNS_QUIT ?? "");
  if (quit) out.quitAt = Math.round(Number(quit[1]) + random() * (Number(quit[2]) - Number(quit[1])));
  for (const key of Object.keys(out) as Array<keyof Person>) {
    const value = out[key];
    if (typeof value === "number") (out as unknown as Record<string, number>)[key] = r3(value);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Recording.

/** A page whose run had more than this share of frames over 50 ms is retired (HUMAN_RUNS_STALL, 0.05). */
const STALL_SHARE = Number(process.env.HUMAN_RUNS_STALL ?? 0.05);

interface Recorded {
  log: string;
  score: number;
  profile: Profile;
  person: Person;
  status: number;
  /** Share of the run's frames over 50 ms. */
  stall: number;
  /** Fields of the finish body beside log / inputs / claimedScore (none today). */
  extra?: Record<string, unknown>;
}

interface StartInfo {
  status: number;
  runId?: string;
  seed?: number;
  settingsVersion?: number;
  settings?: unknown;
  error?: string;
}
interface FinishInfo {
  status: number;
  body: Record<string, unknown> | null;
  answer: Record<string, unknown> | null;
}

interface Guest {
  context: BrowserContext;
  page: Page;
  errors: string[];
  starts: StartInfo[];
  finishes: Map<string, FinishInfo>;
}

const PAGE_OPTIONS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: Number(process.env.HUMAN_RUNS_DPR ?? 2),
    isMobile: true,
    hasTouch: true,
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
  },
} as const;

async function openGuest(browser: Browser, base: string, profile: Profile): Promise<Guest> {
  const context = await browser.newContext(PAGE_OPTIONS[profile]);
  await context.addInitScript(humanAgent);
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  const guest: Guest = { context, page, errors, starts: [], finishes: new Map() };
  page.on("response", (response) => void capture(guest, response));
  await page.goto(base + "/play?test", { waitUntil: "networkidle" });
  await page.waitForFunction(() => "__flap" in window && "__human" in window, null, { timeout: 60_000 });
  return guest;
}

async function capture(guest: Guest, response: Response): Promise<void> {
  const request = response.request();
  if (request.method() !== "POST") return;
  const path = new URL(response.url()).pathname;
  const json = async () => {
    try {
      return (await response.json()) as Record<string, unknown>;
    } catch {
      return null;
    }
  };
  if (path === "/api/runs") {
    const answer = await json();
    guest.starts.push({
      status: response.status(),
      runId: answer?.runId as string | undefined,
      seed: answer?.seed as number | undefined,
      settingsVersion: answer?.settingsVersion as number | undefined,
      settings: answer?.settings,
      error: answer?.error as string | undefined,
    });
    return;
  }
  const finish = /^\/api\/runs\/([^/]+)\/finish$/.exec(path);
  if (!finish) return;
  const runId = decodeURIComponent(finish[1]!);
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(request.postData() ?? "null");
  } catch {
    body = null;
  }
  const info: FinishInfo = { status: response.status(), body, answer: await json() };
  // A retry of a finish answers 409 run_used: the first 2xx stands.
  const before = guest.finishes.get(runId);
  if (!before || before.status >= 300) guest.finishes.set(runId, info);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

type Outcome =
  | { kind: "recorded"; run: Recorded; coinLimited: boolean; frames: number; slowFrames: number; presses: number }
  | { kind: "refused"; stage: "start" | "finish" | "lost"; error: string; score?: number };

async function playOne(guest: Guest, profile: Profile, person: Person, shoot: (page: Page) => Promise<void>): Promise<Outcome> {
  const startsBefore = guest.starts.length;
  await guest.page.evaluate(
    ([person, profile]) => (window as unknown as { __human: { arm(p: unknown, f: string): void } }).__human.arm(person, profile),
    [person, profile] as const,
  );
  const startDeadline = Date.now() + 60_000;
  while (guest.starts.length === startsBefore) {
    if (Date.now() > startDeadline) return { kind: "refused", stage: "start", error: "no_start_request" };
    await sleep(100);
  }
  const start = guest.starts[startsBefore]!;
  if (start.status >= 300 || !start.runId) return { kind: "refused", stage: "start", error: start.error ?? `status_${start.status}` };
  let overSince = 0;
  let shot = false;
  const runDeadline = Date.now() + Number(process.env.HUMAN_RUNS_TIMEOUT_MS ?? 25 * 60_000);
  while (!guest.finishes.has(start.runId)) {
    if (Date.now() > runDeadline) return { kind: "refused", stage: "lost", error: "timeout" };
    await sleep(500);
    const phase = await guest.page.evaluate(() => (window as unknown as { __flap: { phase: string; score: number } }).__flap.phase);
    if (phase === "over") {
      overSince ||= Date.now();
      if (Date.now() - overSince > 20_000) return { kind: "refused", stage: "lost", error: "no_finish_request" };
    }
    if (!shot && phase === "playing") {
      const score = await guest.page.evaluate(() => (window as unknown as { __flap: { score: number } }).__flap.score);
      if (score >= 3) {
        shot = true;
        await shoot(guest.page);
      }
    }
  }
  const finish = guest.finishes.get(start.runId)!;
  const stats = await guest.page.evaluate(() => {
    const h = (window as unknown as { __human: { frames: number; slowFrames: number; presses: number } }).__human;
    return { frames: h.frames, slowFrames: h.slowFrames, presses: h.presses };
  });
  const body = finish.body ?? {};
  const score = Number(finish.answer?.score ?? body.claimedScore ?? 0);
  if (finish.status >= 300)
    return { kind: "refused", stage: "finish", error: String(finish.answer?.error ?? `status_${finish.status}`), score };
  const {
    log,
    inputs,
    timing,
    claimedScore: _claimed,
    ...extra
  } = body as { log?: string; inputs?: [number, number][]; timing?: number[]; claimedScore?: number };
  // The page sends the encoded log once the client does; until then its inputs, encoded here as the
  // server reads them (the run's seed, settings version and settings from its start).
  const encoded =
    typeof log === "string"
      ? log
      : encodeRun({
          seed: start.seed!,
          settingsVersion: start.settingsVersion!,
          settings: start.settings as Parameters<typeof encodeRun>[0]["settings"],
          inputs: inputs ?? [],
          ...(timing ? { timing } : {}),
        });
  const stall = stats.frames ? Math.round((stats.slowFrames / stats.frames) * 1000) / 1000 : 0;
  const run: Recorded = { log: encoded, score, profile, person, status: finish.status, stall };
  if (Object.keys(extra).length > 0) run.extra = extra;
  return { kind: "recorded", run, coinLimited: finish.answer?.coinLimit !== undefined, ...stats };
}

function histogram(scores: number[]): string {
  const edges = [0, 1, 5, 10, 20, 30, 50, 75, 100, 150, 200, Infinity];
  const lines: string[] = [];
  for (let i = 0; i < edges.length - 1; i++) {
    const n = scores.filter((s) => s >= edges[i]! && s < edges[i + 1]!).length;
    const label = edges[i + 1] === Infinity ? `${edges[i]}+` : `${edges[i]}-${edges[i + 1]! - 1}`;
    lines.push(`  ${label.padStart(8)} | ${"#".repeat(n).padEnd(40)} ${n}`);
  }
  return lines.join("\n");
}

async function main() {
  const target = Number(process.env.HUMAN_RUNS ?? 220);
  const pages = Math.max(1, Number(process.env.HUMAN_RUNS_PAGES ?? 4));
  const perGuest = Math.max(1, Number(process.env.HUMAN_RUNS_PER_GUEST ?? 5));
  const out = resolve(process.env.HUMAN_RUNS_OUT ?? join(import.meta.dirname, "fixtures/human-runs.json"));
  const shotDir = process.env.HUMAN_RUNS_SCREENSHOTS;
  const random = mulberry32(Number(process.env.HUMAN_RUNS_SEED ?? 1));
  const log = (line: string) => process.stderr.write(line + "\n");

  const startedAt = Date.now();
  const database = await createTestDatabase("sqlite");
  const server = await startServer({ env: { DATABASE_URL: database.url } });
  const browser = await launchBrowser();
  const recorded: Recorded[] = [];
  const refused = new Map<string, number>();
  let inFlight = 0;
  let active = pages;
  let guests = 0;
  let frames = 0;
  let slowFrames = 0;
  let pageErrors = 0;
  const shots = new Set<Profile>();
  if (shotDir) mkdirSync(shotDir, { recursive: true });

  async function worker(index: number) {
    const profile: Profile = index % 2 === 0 ? "desktop" : "phone";
    const shoot = async (page: Page) => {
      if (!shotDir || shots.has(profile)) return;
      shots.add(profile);
      const file = join(shotDir, `human-run-${profile}.png`);
      await page.screenshot({ path: file });
      log(`screenshot ${file}`);
    };
    while (recorded.length + inFlight < target) {
      if (index >= active) return; // retired: the machine could not keep up
      const guest = await openGuest(browser, server.url, profile);
      guests++;
      const base = drawPerson(random, profile);
      try {
        for (let i = 0; i < perGuest && recorded.length + inFlight < target && index < active; i++) {
          const person = varyPerson(base, random);
          inFlight++;
          let outcome: Outcome;
          try {
            outcome = await playOne(guest, profile, person, shoot);
          } finally {
            inFlight--;
          }
          if (outcome.kind === "recorded") {
            if (recorded.length < target) {
              recorded.push(outcome.run);
              save(); // after every run: a recording stopped part-way keeps what it has
            }
            frames += outcome.frames;
            slowFrames += outcome.slowFrames;
            const slowShare = outcome.frames ? outcome.slowFrames / outcome.frames : 0;
            log(
              `[${recorded.length}/${target}] ${profile} p${index} score ${outcome.run.score} skill ${person.skill.toFixed(2)} presses ${outcome.presses} slow frames ${(slowShare * 100).toFixed(1)}%`,
            );
            if (slowShare > STALL_SHARE && active > 1) {
              active--;
              log(`frames stall on page ${index} (${(slowShare * 100).toFixed(1)}% over 50 ms): ${active} pages from now on`);
            }
            if (outcome.coinLimited) break; // the day's coins are used up: a new guest
          } else {
            const key = `${outcome.stage}:${outcome.error}`;
            refused.set(key, (refused.get(key) ?? 0) + 1);
            log(`refused ${profile} p${index} ${key}${outcome.score !== undefined ? ` (score ${outcome.score})` : ""}`);
            break; // a limit or a lost run: start over with a fresh guest
          }
        }
      } finally {
        pageErrors += guest.errors.length;
        if (guest.errors.length) log(`page errors: ${guest.errors.slice(0, 3).join(" | ")}`);
        await guest.context.close();
      }
    }
  }

  function save() {
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, "[\n" + recorded.map((run) => JSON.stringify(run)).join(",\n") + "\n]\n");
  }

  try {
    await Promise.all(Array.from({ length: pages }, (_, i) => worker(i)));
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }

  save();
  const scores = recorded.map((run) => run.score).sort((a, b) => a - b);
  const refusedTotal = [...refused.values()].reduce((a, b) => a + b, 0);
  log(`score histogram (${scores.length} runs):\n${histogram(scores)}`);
  report("human_runs_recorded", recorded.length, "runs", {
    desktop: recorded.filter((run) => run.profile === "desktop").length,
    phone: recorded.filter((run) => run.profile === "phone").length,
    guests,
    out,
  });
  report("human_runs_refused", refusedTotal, "runs", Object.fromEntries(refused));
  report("human_runs_score_p50", percentile(scores, 50), "points");
  report("human_runs_score_p90", percentile(scores, 90), "points", { min: scores[0], max: scores.at(-1) });
  report("human_runs_at_least_10", scores.length ? (100 * scores.filter((s) => s >= 10).length) / scores.length : NaN, "%");
  report("human_runs_slow_frames", frames ? (100 * slowFrames) / frames : NaN, "%", { frames, pages: active, pageErrors });
  report("human_runs_wall", (Date.now() - startedAt) / 1000, "s");
}

if (import.meta.main) await main();
