// The /play page's side of a ranked run (docs/api.md, "Runs"): the server issues the run, debits each
// inventory power-up before the game applies it, and replays the input log at the finish before
// anything is recorded. One run is open at a time: a start waits for the last finish, a run replaced
// or left mid-flight is abandoned. When the server cannot be reached, or refuses the start, the game
// plays unranked and the card says why. No React here: fetch and the timers are handed in, so the
// protocol is unit-tested in Node (ranked-run.test.ts); play-game.tsx holds one of these.
import type { InventoryId } from "../../../game/sim/index.ts";
import type { TFunction } from "../../../shared/i18n/index.ts";
import type { FinishOutcome, RankedRun } from "../../lib/runs-client.ts";
import type { RunVerdict } from "./types.ts";

/** The timers a timeout needs (the browser's setTimeout, or a test's fake clock). */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RankedRunDeps {
  fetch: typeof fetch;
  timers: Timers;
  /** navigator.sendBeacon, where there is one (the abandon of a page being left). */
  sendBeacon?: (url: string) => boolean;
  /** How long a start may take before the run plays unranked (default 2 s). */
  startTimeoutMs?: number;
  /** How long one power-up debit may take (default 3 s). */
  debitTimeoutMs?: number;
}

/** What a start came to: a run the server issued, or why this run plays unranked. */
export type RunStart =
  | { ranked: true; run: RankedRun }
  | {
      ranked: false;
      /**
       * "offline": no answer (a network failure, a timeout or a 5xx); "refused": the server said no
       * (`error`, `message`); "challenge_not_found": the challenge is gone; "pinned": a test tool's
       * pinned seed or inventory, never sent.
       */
      reason: "offline" | "refused" | "challenge_not_found" | "pinned";
      error?: string;
      message?: string;
    };

export type RankedRunState = "none" | "starting" | "open" | "finishing";

export interface RankedRuns {
  /** "open": a run the server issued is under way (finish or abandon it). */
  readonly state: RankedRunState;
  /** The open run, if any. */
  readonly run: RankedRun | null;
  /**
   * Asks the server for a run (after the last finish has its answer: on the server a start ends the
   * open run). A run still open is abandoned first. `pinned`: a test tool's run, never sent.
   */
  start(options?: { challengeId?: string; pinned?: boolean; mode?: "free" | "course" }): Promise<RunStart>;
  /**
   * Debits one inventory power-up of the open run at `tick` (the tick the game applies it at); true
   * when the debit stands. The server's answer is idempotent per (run, tick, type), so a request lost
   * on the way is sent once more with the same key.
   */
  debit(id: InventoryId, tick: number): Promise<boolean>;
  /**
   * Finishes the open run with its input log and timing; null when no run is open (an unranked run).
   * A run is finished once: a second call has nothing to finish.
   */
  finish(result: {
    inputs: ReadonlyArray<readonly [number, number]>;
    timing: readonly number[];
    claimedScore: number;
  }): Promise<FinishOutcome> | null;
  /** Ends the open run on the server (the page is left mid-flight, or a run replaces it). */
  abandon(): void;
}

/** Browsers refuse a keepalive request whose body is over 64 KiB (a very long run's log). */
const KEEPALIVE_MAX_BYTES = 60_000;

const runUrl = (runId: string, action: string) => `/api/runs/${encodeURIComponent(runId)}/${action}`;

export function createRankedRuns(deps: RankedRunDeps): RankedRuns {
  const { timers } = deps;
  const startTimeoutMs = deps.startTimeoutMs ?? 2000;
  const debitTimeoutMs = deps.debitTimeoutMs ?? 3000;
  let state: RankedRunState = "none";
  let run: RankedRun | null = null;
  /** The last finish while it is on its way (settles either way). */
  let finishing: Promise<void> = Promise.resolve();

  /** fetch, aborted after `ms` on the injected timers. */
  async function fetchWithin(url: string, init: RequestInit, ms: number): Promise<Response> {
    const controller = new AbortController();
    const timer = timers.setTimeout(() => controller.abort(), ms);
    try {
      return await deps.fetch(url, { ...init, signal: controller.signal });
    } finally {
      timers.clearTimeout(timer);
    }
  }

  async function requestRun(challengeId: string | undefined, mode: "free" | "course"): Promise<RunStart> {
    // A challenge flies the challenger's seed; a course run the day's (sent only in the answer).
    const body = challengeId ? { challengeId } : mode === "course" ? { mode } : null;
    try {
      const response = await fetchWithin(
        "/api/runs",
        {
          method: "POST",
          ...(body ? { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) } : {}),
        },
        startTimeoutMs,
      );
      if (response.status === 404 && challengeId) return { ranked: false, reason: "challenge_not_found" };
      if (response.status >= 500) return { ranked: false, reason: "offline" };
      const answer = (await response.json()) as RankedRun | { error?: string; message?: string };
      if (!response.ok) {
        const refusal = answer as { error?: string; message?: string };
        return { ranked: false, reason: "refused", error: refusal.error ?? "refused", message: refusal.message ?? "" };
      }
      return { ranked: true, run: answer as RankedRun };
    } catch {
      return { ranked: false, reason: "offline" };
    }
  }

  async function requestDebit(runId: string, tick: number, id: InventoryId): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const response = await fetchWithin(
          runUrl(runId, "powerups"),
          { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ tick, type: id }) },
          debitTimeoutMs,
        );
        if (!response.ok) return false;
        await response.json();
        return true;
      } catch {
        // a network failure: the same request again (it debits at most once)
      }
    }
    return false;
  }

  async function requestFinish(runId: string, json: string): Promise<FinishOutcome> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        // Sent with keepalive when it fits, so leaving the page right after the crash still pays the run.
        const response = await deps.fetch(runUrl(runId, "finish"), {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: json,
          keepalive: json.length <= KEEPALIVE_MAX_BYTES,
        });
        const answer = await response.json();
        if (!response.ok) return { ok: false, error: answer.error ?? "refused", message: answer.message ?? "" };
        // docs/api.md: { score, coins, balance, ranked, ranks, newBests, name, achievementsUnlocked, challenge? }
        return { achievementsUnlocked: [], challenge: null, newBests: [], ...answer, ok: true };
      } catch {
        // a request lost on the way is sent once more: the server credits a run at most once (the
        // second answer is then 409 run_used, and the first one's effect stands)
      }
    }
    return { ok: false, error: "offline", message: "" };
  }

  const runs: RankedRuns = {
    get state() {
      return state;
    },
    get run() {
      return run;
    },
    async start(options = {}) {
      // A run replaced before it ended (Play Again cannot do that; a restart from a debug tool can).
      runs.abandon();
      if (options.pinned) {
        state = "none";
        return { ranked: false, reason: "pinned" };
      }
      state = "starting";
      await finishing;
      const answer = await requestRun(options.challengeId, options.mode ?? "free");
      run = answer.ranked ? answer.run : null;
      state = run ? "open" : "none";
      return answer;
    },
    debit(id, tick) {
      const current = run;
      if (!current) return Promise.resolve(false);
      return requestDebit(current.runId, tick, id);
    },
    finish(result) {
      const current = run;
      if (!current || state !== "open") return null;
      run = null;
      state = "finishing";
      const outcome = requestFinish(current.runId, JSON.stringify(result));
      const settled = outcome.then(
        () => {},
        () => {},
      );
      finishing = settled;
      void settled.then(() => {
        if (state === "finishing" && finishing === settled) state = "none";
      });
      return outcome;
    },
    abandon() {
      const current = run;
      if (!current || state !== "open") return;
      run = null;
      state = "none";
      // A beacon is what browsers are made to send after the page is gone (a keepalive fetch started
      // in `pagehide` was now and then lost to the navigation); fetch with keepalive where there is no
      // beacon or it was not queued.
      const url = runUrl(current.runId, "abandon");
      if (deps.sendBeacon?.(url)) return;
      void deps.fetch(url, { method: "POST", keepalive: true }).catch(() => {});
    },
  };
  return runs;
}

/** The browser's ranked runs: window.fetch, the page's timers and navigator.sendBeacon. */
export function createBrowserRankedRuns(): RankedRuns {
  return createRankedRuns({
    fetch: (input, init) => fetch(input, init),
    timers: { setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as number) },
    sendBeacon:
      typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function" ? (url) => navigator.sendBeacon(url) : undefined,
  });
}

/** Why a run plays unranked, in words the game-over card shows (null: the usual unranked line). */
export function unrankedLine(start: RunStart, t: TFunction): string | null {
  if (start.ranked || start.reason !== "refused") return null;
  return start.error === "rate_limited" ? t("play.result.slowDown") : t("play.result.failed", { reason: start.message ?? "" });
}

/** What the game-over card shows for a finish's answer. */
export function finishVerdict(outcome: FinishOutcome, t: TFunction): RunVerdict {
  if (!outcome.ok) {
    const line =
      outcome.error === "offline"
        ? t("play.result.offline")
        : outcome.error === "run_expired"
          ? t("play.result.expired")
          : // The page finishes a run once: this is its retry after an answer lost on the way.
            outcome.error === "run_used"
            ? t("play.result.alreadyCounted")
            : outcome.error === "rate_limited"
              ? t("play.result.slowDown")
              : outcome.error === "invalid_run" || outcome.error.endsWith("_mismatch") || outcome.error === "too_fast"
                ? t("play.result.rejected")
                : t("play.result.failed", { reason: outcome.message });
    return { kind: "refused", line };
  }
  const { coins, coinLimit, balance, ranked, unranked, ranks, newBests, name } = outcome;
  return {
    kind: "counted",
    coins,
    coinLimit,
    balance,
    ranked,
    unranked,
    held: outcome.held !== undefined,
    ranks,
    newBests,
    name,
    course: outcome.course !== undefined,
  };
}
