// The game client's side of the run API (docs/api.md): a ranked run is issued by the server, and
// its input log is replayed there before anything is recorded. When the server cannot be reached
// the game still plays, unranked.
import type { Achievement } from "../../game/achievements.ts";
import type { GameSettings, InventoryId } from "../../game/sim/index.ts";

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
  challenge?: RunChallenge;
}

export type FinishOutcome =
  | {
      ok: true;
      score: number;
      coins: number;
      balance: number;
      achievementsUnlocked: Achievement[];
      challenge: { id: string; name: string; score: number; won: boolean } | null;
    }
  | { ok: false; message: string };

/**
 * Asks for a run (a visitor without a session becomes a guest); with `challengeId` the run answers
 * that challenge (the challenger's seed and settings). Null when offline or refused;
 * "challenge_not_found" when the challenge does not exist.
 */
export async function startRankedRun(
  options: { challengeId?: string } = {},
  timeoutMs = 2000,
): Promise<RankedRun | "challenge_not_found" | null> {
  try {
    const response = await fetch("/api/runs", {
      method: "POST",
      signal: AbortSignal.timeout(timeoutMs),
      ...(options.challengeId
        ? { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ challengeId: options.challengeId }) }
        : {}),
    });
    if (response.status === 404 && options.challengeId) return "challenge_not_found";
    if (!response.ok) return null;
    return (await response.json()) as RankedRun;
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

export async function finishRankedRun(
  runId: string,
  body: { inputs: ReadonlyArray<readonly [number, number]>; claimedScore: number; name: string },
): Promise<FinishOutcome> {
  try {
    const response = await fetch(`/api/runs/${encodeURIComponent(runId)}/finish`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) return { ok: false, message: answer.message ?? "The score could not be submitted." };
    // docs/api.md: { score, coins, balance, ranks, achievementsUnlocked, challenge? }
    return { achievementsUnlocked: [], challenge: null, ...answer, ok: true };
  } catch {
    return { ok: false, message: "The server could not be reached: the score was not submitted." };
  }
}
