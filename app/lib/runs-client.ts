// The game client's side of the run API (docs/api.md): a ranked run is issued by the server, and
// its input log is replayed there before anything is recorded. When the server cannot be reached
// the game still plays, unranked.
import type { GameSettings } from "../../game/sim/index.ts";

export interface RankedRun {
  runId: string;
  seed: number;
  settingsVersion: number;
  settings: GameSettings;
  expiresAt: number;
}

export type FinishOutcome =
  | { ok: true; score: number; coins: number; balance: number }
  | { ok: false; message: string };

/** Asks for a run (a visitor without a session becomes a guest); null when offline or refused. */
export async function startRankedRun(timeoutMs = 2000): Promise<RankedRun | null> {
  try {
    const response = await fetch("/api/runs", { method: "POST", signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    return (await response.json()) as RankedRun;
  } catch {
    return null;
  }
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
    const answer = (await response.json()) as { score?: number; coins?: number; balance?: number; message?: string };
    if (!response.ok) return { ok: false, message: answer.message ?? "The score could not be submitted." };
    return { ok: true, score: answer.score ?? 0, coins: answer.coins ?? 0, balance: answer.balance ?? 0 };
  } catch {
    return { ok: false, message: "The server could not be reached: the score was not submitted." };
  }
}
