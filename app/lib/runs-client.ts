// The game client's side of the run API (docs/api.md): a ranked run is issued by the server, and
// its input log is replayed there before anything is recorded. When the server cannot be reached
// the game still plays, unranked.
import type { Achievement } from "../../game/achievements.ts";
import type { GameSettings, InventoryId } from "../../game/sim/index.ts";
import type { LeaderboardBoard } from "./leaderboard-live.ts";

/** What a challenge run gets about the run it answers (the challenger's). */
export interface RunChallenge {
  id: string;
  name: string;
  score: number;
  /** The challenger's encoded run (game/replay): the ghost replays it. */
  log: string;
}

export interface RankedRun {
  runId: string;
  seed: number;
  settingsVersion: number;
  settings: GameSettings;
  expiresAt: number;
  /** The run's longest length in ticks (the operator's setting at its start): it ends there as "time". */
  maxTicks: number;
  challenge?: RunChallenge;
}


export type FinishOutcome =
  | {
      ok: true;
      score: number;
      /** Why the run ended; "time": it flew until its longest length (`maxTicks`). */
      endedBy: "pipe" | "ground" | "time";
      coins: number;
      /** Present when the day's limit of coins from runs held this run's coins back: the limit. */
      coinLimit?: number;
      balance: number;
      /** False for a player the operator banned, or a challenge run that goes on no board (`unranked`). */
      ranked: boolean;
      /** Why a challenge run is on no board: a challenge of the player's own run, or on older settings. */
      unranked?: "own_challenge" | "old_settings";
      /** Flown in a machine-like way: recorded, on no board and unpaid until the operator clears it. */
      held?: { reasons: string[] };
      ranks: Record<LeaderboardBoard, number | null>;
      /** Boards on which this run is the player's new best. */
      newBests: LeaderboardBoard[];
      /** The name it went on the boards under. */
      name: string;
      achievementsUnlocked: Achievement[];
      challenge: { id: string; name: string; score: number; won: boolean } | null;
    }
  | { ok: false; error: string; message: string };

/** Why the server issued no run (it answered; the game plays unranked and the card says why). */
export interface RunRefusal {
  refused: true;
  error: string;
  message: string;
}

/**
 * Asks for a run (a visitor without a session becomes a guest); with `challengeId` the run answers
 * that challenge (the challenger's seed and settings). Null when the server could not be reached;
 * "challenge_not_found" when the challenge does not exist; a refusal (e.g. too many starts) says why.
 */
export async function startRankedRun(
  options: { challengeId?: string } = {},
  timeoutMs = 2000,
): Promise<RankedRun | RunRefusal | "challenge_not_found" | null> {
  try {
    const response = await fetch("/api/runs", {
      method: "POST",
      signal: AbortSignal.timeout(timeoutMs),
      ...(options.challengeId
        ? { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ challengeId: options.challengeId }) }
        : {}),
    });
    if (response.status === 404 && options.challengeId) return "challenge_not_found";
    if (response.status >= 500) return null;
    const answer = (await response.json()) as RankedRun | { error?: string; message?: string };
    if (!response.ok) return { refused: true, error: (answer as { error?: string }).error ?? "refused", message: (answer as { message?: string }).message ?? "" };
    return answer as RankedRun;
  } catch {
    return null;
  }
}

/**
 * Debits one inventory power-up for the run at `tick` (the tick the game will apply it at). The
 * server's answer is idempotent per (run, tick, type), so a request lost on the way is retried once
 * with the same key. The count left when the debit stands (applied now or before); null when refused
 * or when the server could not be reached (then the game does not apply it).
 */
export async function debitPowerUp(runId: string, tick: number, type: InventoryId): Promise<{ remaining: number } | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const response = await fetch(`/api/runs/${encodeURIComponent(runId)}/powerups`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ tick, type }),
        signal: AbortSignal.timeout(3000),
      });
      if (!response.ok) return null;
      const answer = (await response.json()) as { remaining?: number };
      return { remaining: answer.remaining ?? 0 };
    } catch {
      // a network failure: the same request again (it debits at most once)
    }
  }
  return null;
}

/** Browsers refuse a keepalive request whose body is over 64 KiB (a very long run's log). */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * Finishes the run the moment it ends (no name: it goes on the boards under the player's name). Sent
 * with keepalive when it fits, so leaving the page right after the crash still pays the run; a
 * request lost on the way is sent again once (the server credits a run at most once: the second
 * answer is then 409 run_used, and the first one's effect stands).
 */
export async function finishRankedRun(
  runId: string,
  body: { inputs: ReadonlyArray<readonly [number, number]>; timing: readonly number[]; claimedScore: number },
): Promise<FinishOutcome> {
  const json = JSON.stringify(body);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const response = await fetch(`/api/runs/${encodeURIComponent(runId)}/finish`, {
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
      // the network: once more
    }
  }
  return { ok: false, error: "offline", message: "" };
}

/**
 * Ends a run left mid-flight (the page is closed or left). A beacon is what browsers are made to send
 * after the page is gone (a keepalive fetch started in `pagehide` was now and then lost to the
 * navigation); fetch with keepalive where there is no beacon or it was not queued.
 */
export function abandonRun(runId: string): void {
  const url = `/api/runs/${encodeURIComponent(runId)}/abandon`;
  if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url)) return;
  void fetch(url, { method: "POST", keepalive: true }).catch(() => {});
}

/** Sets the player's name on the boards; the name saved, or why not. */
export async function saveBoardName(name: string): Promise<{ ok: true; name: string } | { ok: false; error: string; message: string }> {
  try {
    const response = await fetch("/api/me/name", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name }),
      signal: AbortSignal.timeout(5000),
    });
    const answer = await response.json();
    if (!response.ok) return { ok: false, error: answer.error ?? "refused", message: answer.message ?? "" };
    return { ok: true, name: answer.name };
  } catch {
    return { ok: false, error: "offline", message: "" };
  }
}
