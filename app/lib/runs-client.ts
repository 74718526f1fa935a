// The game client's side of the run API (docs/api.md): the answers' shapes, and the board name. The
// ranked run's protocol itself (start, power-up debits, finish, abandon) is
// app/components/play/ranked-run.ts.
import type { Achievement } from "../../game/achievements.ts";
import type { GameSettings } from "../../game/sim/index.ts";
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
      /**
       * Why a run is on no board: a challenge of the player's own run, or on older settings, or a
       * daily-course run whose course the operator replaced during the run.
       */
      unranked?: "own_challenge" | "old_settings" | "course_replaced";
      /** A daily-course run: the day whose course it flew. */
      course?: { day: string };
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
