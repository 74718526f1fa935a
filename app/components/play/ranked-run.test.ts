// The ranked-run protocol against a scripted fetch (each answer a real Response shaped as the server's,
// docs/api.md) and fake timers: start, power-up debits, finish, abandon, and every failure path the
// page handles (refused or timed-out starts play unranked, lost requests are sent once more, a 4xx
// finish gives the card's line).
import { describe, expect, it } from "vitest";
import { interpolate, type TFunction } from "../../../shared/i18n/index.ts";
import { en } from "../../../shared/i18n/site/en.ts";
import type { RankedRun } from "../../lib/runs-client.ts";
import { createRankedRuns, finishVerdict, unrankedLine, type RankedRunDeps, type Timers } from "./ranked-run.ts";

// The card's lines in English (what a player with the default locale reads).
// The card's lines in English, as a page sent the play section would show them.
const t: TFunction = (key, vars) => interpolate(en[key], vars);

interface SentRequest {
  url: string;
  method: string;
  body: unknown;
  keepalive: boolean;
  signal: AbortSignal | null;
}

/** What the script answers a request with: a Response, a network failure, or no answer until aborted. */
type Answer = Response | "network-error" | "hang";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const RUN: RankedRun = {
  runId: "run-1",
  seed: 12345,
  settingsVersion: 3,
  settings: { gravity: 0.5 } as RankedRun["settings"],
  expiresAt: 1_900_000_000_000,
  maxTicks: 36_000,
};

const COUNTED = {
  score: 7,
  endedBy: "pipe",
  coins: 7,
  balance: 57,
  ranked: true,
  ranks: { daily: 3, weekly: 5, alltime: 40 },
  newBests: ["daily"],
  name: "Blue Finch",
};

/** A scripted server: answers requests in order, per URL; records what was sent. */
function scripted(script: Record<string, Answer[]>) {
  const sent: SentRequest[] = [];
  const beacons: string[] = [];
  const timers: Array<{ callback: () => void; ms: number; cleared: boolean }> = [];
  const fakeTimers: Timers = {
    setTimeout(callback, ms) {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout(handle) {
      (handle as { cleared: boolean }).cleared = true;
    },
  };
  const fetchScripted = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    sent.push({
      url,
      method: init.method ?? "GET",
      body: typeof init.body === "string" ? JSON.parse(init.body) : null,
      keepalive: init.keepalive === true,
      signal: init.signal ?? null,
    });
    const answer = script[url]?.shift();
    if (!answer) throw new Error(`no scripted answer for ${url}`);
    if (answer === "network-error") throw new TypeError("fetch failed");
    if (answer === "hang") {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    }
    return answer;
  }) as typeof fetch;
  const deps = (extra: Partial<RankedRunDeps> = {}): RankedRunDeps => ({ fetch: fetchScripted, timers: fakeTimers, ...extra });
  return {
    sent,
    beacons,
    timers,
    deps,
    sendBeacon: (url: string) => (beacons.push(url), true),
    /** Runs the pending timers (time passes). */
    elapse() {
      for (const timer of timers.splice(0)) if (!timer.cleared) timer.callback();
    },
  };
}

describe("a ranked run", () => {
  it("starts on the server, debits power-ups, finishes with the input log and timing", async () => {
    const server = scripted({
      "/api/runs": [json(201, RUN)],
      "/api/runs/run-1/powerups": [json(200, { remaining: 1 })],
      "/api/runs/run-1/finish": [json(200, COUNTED)],
    });
    const runs = createRankedRuns(server.deps());
    expect(runs.state).toBe("none");
    const starting = runs.start();
    expect(runs.state).toBe("starting");
    const start = await starting;
    expect(start).toEqual({ ranked: true, run: RUN });
    expect(runs.state).toBe("open");
    expect(runs.run).toEqual(RUN);
    expect(server.sent[0]).toMatchObject({ url: "/api/runs", method: "POST", body: null });
    expect(server.timers[0]!.ms).toBe(2000);
    expect(server.timers[0]!.cleared).toBe(true); // answered in time

    expect(await runs.debit("shield", 66)).toBe(true);
    expect(server.sent[1]).toMatchObject({ url: "/api/runs/run-1/powerups", method: "POST", body: { tick: 66, type: "shield" } });

    const inputs: Array<[number, number]> = [
      [3, 0],
      [30, 0],
      [66, 2],
    ];
    const finishing = runs.finish({ inputs, timing: [1, 7, 0], claimedScore: 7 });
    expect(runs.state).toBe("finishing");
    expect(runs.run).toBeNull();
    const outcome = await finishing!;
    expect(server.sent[2]).toMatchObject({
      url: "/api/runs/run-1/finish",
      method: "POST",
      keepalive: true,
      body: { inputs, timing: [1, 7, 0], claimedScore: 7 },
    });
    expect(outcome).toEqual({ ...COUNTED, ok: true, achievementsUnlocked: [], challenge: null });
    expect(finishVerdict(outcome, t)).toEqual({
      kind: "counted",
      coins: 7,
      coinLimit: undefined,
      balance: 57,
      ranked: true,
      unranked: undefined,
      held: false,
      ranks: COUNTED.ranks,
      newBests: ["daily"],
      name: "Blue Finch",
      course: false,
    });
    await Promise.resolve();
    expect(runs.state).toBe("none");
    // a run is finished once
    expect(runs.finish({ inputs, timing: [1, 7, 0], claimedScore: 7 })).toBeNull();
    expect(server.sent).toHaveLength(3);
  });

  it("answers a challenge: the challenge's id goes with the start; a challenge gone plays unranked", async () => {
    const server = scripted({
      "/api/runs": [
        json(201, { ...RUN, challenge: { id: "c1", name: "Ann", score: 9, log: "x" } }),
        json(404, { error: "challenge_not_found", message: "No such challenge." }),
      ],
    });
    const runs = createRankedRuns(server.deps());
    const start = await runs.start({ challengeId: "c1" });
    expect(start.ranked && start.run.challenge?.id).toBe("c1");
    expect(server.sent[0]!.body).toEqual({ challengeId: "c1" });
    const gone = await runs.start({ challengeId: "c2" });
    expect(gone).toEqual({ ranked: false, reason: "challenge_not_found" });
    expect(unrankedLine(gone, t)).toBeNull();
  });

  it("plays unranked when the start is refused, with the card's line", async () => {
    const server = scripted({
      "/api/runs": [
        json(429, { error: "rate_limited", message: "Too many runs." }),
        json(403, { error: "banned", message: "Not allowed." }),
      ],
    });
    const runs = createRankedRuns(server.deps());
    const limited = await runs.start();
    expect(limited).toEqual({ ranked: false, reason: "refused", error: "rate_limited", message: "Too many runs." });
    expect(runs.state).toBe("none");
    expect(unrankedLine(limited, t)).toBe(t("play.result.slowDown"));
    const refused = await runs.start();
    expect(unrankedLine(refused, t)).toBe(t("play.result.failed", { reason: "Not allowed." }));
    expect(unrankedLine(refused, t)).toContain("Not allowed.");
    // unranked: no debit, no finish is sent
    expect(await runs.debit("shield", 10)).toBe(false);
    expect(runs.finish({ inputs: [], timing: [], claimedScore: 0 })).toBeNull();
    expect(server.sent).toHaveLength(2);
  });

  it("plays unranked when the server cannot be reached: a network error, a 5xx, or no answer within 2 s", async () => {
    const server = scripted({ "/api/runs": ["network-error", json(503, { error: "unavailable", message: "" }), "hang"] });
    const runs = createRankedRuns(server.deps());
    expect(await runs.start()).toEqual({ ranked: false, reason: "offline" });
    expect(await runs.start()).toEqual({ ranked: false, reason: "offline" });
    const slow = runs.start();
    await Promise.resolve();
    await Promise.resolve();
    expect(server.timers.at(-1)!.ms).toBe(2000);
    server.elapse(); // 2 s pass with no answer
    expect(await slow).toEqual({ ranked: false, reason: "offline" });
    expect(server.sent[2]!.signal!.aborted).toBe(true);
    expect(runs.state).toBe("none");
    expect(unrankedLine({ ranked: false, reason: "offline" }, t)).toBeNull(); // the usual unranked line
  });

  it("never sends a pinned test run", async () => {
    const server = scripted({});
    const runs = createRankedRuns(server.deps());
    expect(await runs.start({ pinned: true })).toEqual({ ranked: false, reason: "pinned" });
    expect(server.sent).toEqual([]);
  });

  it("sends a lost debit once more with the same key; a refused one is not applied", async () => {
    const server = scripted({
      "/api/runs": [json(201, RUN)],
      "/api/runs/run-1/powerups": [
        "network-error",
        json(200, { remaining: 0 }),
        json(409, { error: "none_left", message: "None left." }),
        "network-error",
        "network-error",
      ],
    });
    const runs = createRankedRuns(server.deps());
    await runs.start();
    expect(await runs.debit("boost", 40)).toBe(true);
    expect(server.sent.slice(1).map((r) => r.body)).toEqual([
      { tick: 40, type: "boost" },
      { tick: 40, type: "boost" },
    ]);
    expect(await runs.debit("boost", 80)).toBe(false);
    expect(await runs.debit("boost", 120)).toBe(false); // lost twice
    expect(server.sent).toHaveLength(6);
  });

  it("sends a finish lost on the way once more; lost twice, the card says offline", async () => {
    const server = scripted({
      "/api/runs": [json(201, RUN), json(201, { ...RUN, runId: "run-2" })],
      "/api/runs/run-1/finish": ["network-error", json(200, COUNTED)],
      "/api/runs/run-2/finish": ["network-error", "network-error"],
    });
    const runs = createRankedRuns(server.deps());
    await runs.start();
    const first = await runs.finish({ inputs: [[5, 0]], timing: [3], claimedScore: 7 })!;
    expect(first.ok).toBe(true);
    expect(server.sent.filter((r) => r.url === "/api/runs/run-1/finish")).toHaveLength(2);
    await runs.start();
    const second = await runs.finish({ inputs: [[5, 0]], timing: [3], claimedScore: 7 })!;
    expect(second).toEqual({ ok: false, error: "offline", message: "" });
    expect(finishVerdict(second, t)).toEqual({ kind: "refused", line: t("play.result.offline") });
  });

  it("answers a refused finish (4xx) with the line the card shows", async () => {
    const refusals: Array<[number, string, string, string]> = [
      [410, "run_expired", "Run expired.", t("play.result.expired")],
      [409, "run_used", "Already finished.", t("play.result.alreadyCounted")],
      [429, "rate_limited", "Slow down.", t("play.result.slowDown")],
      [422, "invalid_run", "Bad log.", t("play.result.rejected")],
      [422, "score_mismatch", "Wrong score.", t("play.result.rejected")],
      [422, "too_fast", "Too fast.", t("play.result.rejected")],
      [400, "invalid_body", "The body is not valid.", t("play.result.failed", { reason: "The body is not valid." })],
    ];
    const server = scripted({
      "/api/runs": refusals.map((_, i) => json(201, { ...RUN, runId: `run-${i}` })),
      ...Object.fromEntries(
        refusals.map(([status, error, message], i) => [`/api/runs/run-${i}/finish`, [json(status, { error, message })]]),
      ),
    });
    const runs = createRankedRuns(server.deps());
    for (const [, error, message, line] of refusals) {
      await runs.start();
      const outcome = await runs.finish({ inputs: [], timing: [], claimedScore: 0 })!;
      expect(outcome).toEqual({ ok: false, error, message });
      expect(finishVerdict(outcome, t)).toEqual({ kind: "refused", line });
    }
  });

  it("starts the next run only once the last finish has its answer (one open run per player)", async () => {
    let answerFinish: (response: Response) => void = () => {};
    const server = scripted({ "/api/runs": [json(201, RUN), json(201, { ...RUN, runId: "run-2" })] });
    const deps = server.deps();
    const scriptedFetch = deps.fetch;
    deps.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith("/finish")
        ? new Promise<Response>((done) => (answerFinish = done))
        : scriptedFetch(input, init)) as typeof fetch;
    const runs = createRankedRuns(deps);
    await runs.start();
    const finishing = runs.finish({ inputs: [], timing: [], claimedScore: 0 })!;
    const next = runs.start();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(server.sent.map((r) => r.url)).toEqual(["/api/runs"]);
    answerFinish(json(200, COUNTED));
    await finishing;
    expect((await next).ranked).toBe(true);
    expect(server.sent.map((r) => r.url)).toEqual(["/api/runs", "/api/runs"]);
    expect(runs.run?.runId).toBe("run-2");
  });

  it("abandons a run left mid-flight (a beacon, else a keepalive fetch) and a run a new start replaces", async () => {
    const server = scripted({
      "/api/runs": [json(201, RUN), json(201, { ...RUN, runId: "run-2" }), json(201, { ...RUN, runId: "run-3" })],
    });
    const runs = createRankedRuns(server.deps({ sendBeacon: server.sendBeacon }));
    runs.abandon(); // nothing open: nothing sent
    await runs.start();
    runs.abandon();
    expect(server.beacons).toEqual(["/api/runs/run-1/abandon"]);
    expect(runs.state).toBe("none");
    runs.abandon(); // once
    await runs.start();
    await runs.start(); // replaces run-2
    expect(server.beacons).toEqual(["/api/runs/run-1/abandon", "/api/runs/run-2/abandon"]);
    expect(runs.run?.runId).toBe("run-3");

    const noBeacon = scripted({
      "/api/runs": [json(201, { ...RUN, runId: "run-3" })],
      "/api/runs/run-3/abandon": [new Response(null, { status: 204 })],
    });
    const plain = createRankedRuns(noBeacon.deps());
    await plain.start();
    plain.abandon();
    expect(noBeacon.sent.at(-1)).toMatchObject({ url: "/api/runs/run-3/abandon", method: "POST", keepalive: true });
  });

  it("asks for the day's course with mode course (a free run sends no body), and the card ranks it on the course boards", async () => {
    const course = { ...RUN, runId: "run-c", course: { day: "2026-11-28" } };
    const server = scripted({
      "/api/runs": [json(201, course), json(201, { ...RUN, runId: "run-f" })],
      "/api/runs/run-c/finish": [
        json(200, {
          ...COUNTED,
          ranks: { daily: null, weekly: null, alltime: null, course: 2, bestday: 5 },
          newBests: ["course"],
          course: { day: "2026-11-28" },
        }),
      ],
    });
    const runs = createRankedRuns(server.deps());
    const started = await runs.start({ mode: "course" });
    expect(started).toEqual({ ranked: true, run: course });
    expect(server.sent[0]).toMatchObject({ url: "/api/runs", method: "POST", body: { mode: "course" } });
    const outcome = await runs.finish({ inputs: [], timing: [], claimedScore: 7 });
    expect(finishVerdict(outcome!, t)).toMatchObject({ kind: "counted", course: true, newBests: ["course"], ranks: { course: 2 } });
    await runs.start({ mode: "free" });
    expect(server.sent.at(-1)).toMatchObject({ url: "/api/runs", body: null });
  });
});
