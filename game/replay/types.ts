// Replay contract: a run's input log, its compact encoding and verify()'s typed result.
import type { EndedBy, GameSettings, InventoryId, RunSummary, Sim } from "../sim/types.ts";

/** One input: [tick, action code]. Applied by the step from `tick` to `tick + 1`. */
export type RunInput = [tick: number, action: number];

/**
 * Sub-tick timing: where within its 1/60 s tick a press arrived, in 1/SUB_TICK_STEPS of a tick
 * (0..SUB_TICK_STEPS-1). Physics never reads it (a tick is the unit of play); the bot check does:
 * a person's presses fall anywhere within a tick, a log built offline has to invent them.
 */
export const SUB_TICK_STEPS = 16;

/**
 * A run. `inputs` are sorted by (tick, action), strictly increasing: several distinct actions may
 * share a tick (they apply in ascending action code), the same action twice in a tick is a duplicate.
 */
export interface Run {
  /** uint32 */
  seed: number;
  /** The settings version the run was started with (positive integer). */
  settingsVersion: number;
  settings: GameSettings;
  inputs: RunInput[];
  /** Each input's sub-tick timing (same length as `inputs`), when the client recorded it. */
  timing?: number[];
}

/** Hard caps (override with VerifyOptions). */
export const MAX_RUN_TICKS = 60 * 60 * 60; // 60 minutes of play
export const MAX_RUN_INPUTS = 65_536;
export const MAX_ENCODED_LENGTH = 400_000;
/** A run must end (crash) within this many ticks after its last input, or it is 'not_ended'. */
export const MAX_IDLE_TICKS = 3_600;

export interface VerifyOptions {
  /** The player's inventory at the start of the run. When given, an activation with none left is
   * rejected ('no_inventory'); when omitted, activations are unlimited and reported in `used`. */
  inventory?: Partial<Record<InventoryId, number>>;
  /** No input at or beyond this tick (default MAX_RUN_TICKS). */
  maxTicks?: number;
  /**
   * The run was issued with `maxTicks` as its longest length (the operator's setting): a run still
   * flying at that tick ends there with endedBy "time" (the sim is capped, as in the game) instead of
   * being refused as 'too_long'. An input at or beyond the cap is still 'too_long'.
   */
  timeLimit?: boolean;
  maxInputs?: number;
  /** Also return the final state hash. */
  hash?: boolean;
  /**
   * Watches the replay as it runs, so that a check of how the run was flown (server/runs/machine-play.ts)
   * reads verify's own pass instead of simulating the run a second time. Its calls are complete only
   * for a run that verify accepts.
   */
  observer?: ReplayObserver;
}

/** What a VerifyOptions.observer is shown of a replay. */
export interface ReplayObserver {
  /** Once, on the new sim, before its first step. */
  start(sim: Sim): void;
  /** Input `index` (its `action`), in the state it is queued in (after the earlier inputs of its tick). */
  input(index: number, action: number, sim: Sim): void;
  /** After each of the sim's full steps (a fast step changes no pipe, pickup or effect: Sim.fullSteps). */
  fullStep(sim: Sim): void;
}

export type VerifyError =
  /** Not a run: wrong types, bad seed / settingsVersion, an input that is not a pair of integers, undecodable text. */
  | "malformed"
  /** Settings missing, NaN, or outside the admin ranges. */
  | "bad_settings"
  /** An action code that is not 0..ACTION_COUNT-1. */
  | "unknown_action"
  /** A tick lower than the previous input's (or the same tick with a lower action code). */
  | "out_of_order"
  /** The same (tick, action) twice. */
  | "duplicate"
  /** A negative tick, or an input after the tick at which the run ended. */
  | "out_of_range"
  /** More inputs than allowed, an input beyond the tick cap, or still alive at the tick cap. */
  | "too_long"
  /** Still alive MAX_IDLE_TICKS after the last input. */
  | "not_ended"
  /** An activation of an inventory power-up the player no longer had (only with options.inventory). */
  | "no_inventory";

/** The replayed run's summary; a verified run has always ended. */
export interface VerifyOk extends Omit<RunSummary, "endedBy"> {
  ok: true;
  endedBy: Exclude<EndedBy, null>;
  hash?: string;
}

export interface VerifyRejection {
  ok: false;
  error: VerifyError;
  message: string;
}

export type VerifyResult = VerifyOk | VerifyRejection;

export type DecodeResult = { ok: true; run: Run } | { ok: false; error: "malformed" | "too_long"; message: string };
