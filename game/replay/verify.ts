// verify(run): validates an untrusted run and replays it with the simulation. Never throws.
import { createSim } from "../sim/sim.ts";
import { validateSettings } from "../sim/settings.ts";
import { ACTION_COUNT, ACTION_FLAP, INVENTORY_IDS, type InventoryId } from "../sim/types.ts";
import { decodeRun } from "./encoding.ts";
import {
  MAX_IDLE_TICKS,
  MAX_RUN_INPUTS,
  MAX_RUN_TICKS,
  SUB_TICK_STEPS,
  type VerifyError,
  type VerifyOptions,
  type VerifyRejection,
  type VerifyResult,
} from "./types.ts";

function reject(error: VerifyError, message: string): VerifyRejection {
  return { ok: false, error, message };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function capOf(value: number | undefined, fallback: number): number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/** Replays a run (an untrusted value) and returns its result or a typed rejection. */
export function verify(run: unknown, options: VerifyOptions = {}): VerifyResult {
  try {
    return verifyUnsafe(run, options);
  } catch (e) {
    // Hostile objects (throwing getters, proxies) end here.
    return reject("malformed", e instanceof Error ? `unreadable run: ${e.message}` : "unreadable run");
  }
}

/** decodeRun + verify. */
export function verifyEncoded(text: unknown, options: VerifyOptions = {}): VerifyResult {
  const d = decodeRun(text);
  if (!d.ok) return reject(d.error, d.message);
  return verify(d.run, options);
}

function verifyUnsafe(run: unknown, options: VerifyOptions): VerifyResult {
  const maxTicks = capOf(options.maxTicks, MAX_RUN_TICKS);
  const maxInputs = capOf(options.maxInputs, MAX_RUN_INPUTS);

  if (!isRecord(run)) return reject("malformed", "a run must be an object");
  const { seed, settingsVersion, settings, inputs } = run;
  if (typeof seed !== "number" || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    return reject("malformed", "seed must be a uint32");
  }
  if (typeof settingsVersion !== "number" || !Number.isSafeInteger(settingsVersion) || settingsVersion < 1) {
    return reject("malformed", "settingsVersion must be a positive integer");
  }
  const checked = validateSettings(settings);
  if (!checked.ok) return reject("bad_settings", checked.message);
  if (!Array.isArray(inputs)) return reject("malformed", "inputs must be an array");
  if (inputs.length > maxInputs) return reject("too_long", `more than ${maxInputs} inputs`);

  const { timing } = run;
  if (timing !== undefined) {
    if (!Array.isArray(timing) || timing.length !== inputs.length) return reject("malformed", "timing must hold one value per input");
    for (let i = 0; i < timing.length; i++) {
      const t: unknown = timing[i];
      if (typeof t !== "number" || !Number.isInteger(t) || t < 0 || t >= SUB_TICK_STEPS) {
        return reject("malformed", `timing ${i} is not an integer from 0 to ${SUB_TICK_STEPS - 1}`);
      }
    }
  }

  // Validate the whole log before simulating anything (cheap rejections first).
  const n = inputs.length;
  const ticks = new Float64Array(n);
  const actions = new Uint8Array(n);
  let prevTick = -1;
  let prevAction = -1;
  for (let i = 0; i < n; i++) {
    const entry: unknown = inputs[i];
    if (!Array.isArray(entry) || entry.length !== 2) return reject("malformed", `input ${i} is not a [tick, action] pair`);
    const tick: unknown = entry[0];
    const action: unknown = entry[1];
    if (typeof tick !== "number" || !Number.isInteger(tick)) return reject("malformed", `input ${i}: tick is not an integer`);
    if (typeof action !== "number" || !Number.isInteger(action)) return reject("malformed", `input ${i}: action is not an integer`);
    if (tick < 0) return reject("out_of_range", `input ${i}: negative tick`);
    if (tick >= maxTicks) return reject("too_long", `input ${i}: tick ${tick} is beyond the ${maxTicks}-tick cap`);
    if (action < 0 || action >= ACTION_COUNT) return reject("unknown_action", `input ${i}: unknown action ${action}`);
    if (tick < prevTick || (tick === prevTick && action < prevAction)) {
      return reject("out_of_order", `input ${i}: (${tick}, ${action}) after (${prevTick}, ${prevAction})`);
    }
    if (tick === prevTick && action === prevAction) return reject("duplicate", `input ${i}: (${tick}, ${action}) repeated`);
    ticks[i] = tick;
    actions[i] = action;
    prevTick = tick;
    prevAction = action;
  }

  let inventory: Partial<Record<InventoryId, number>> | undefined;
  if (options.inventory) {
    inventory = {};
    for (const id of INVENTORY_IDS) {
      const c = options.inventory[id];
      inventory[id] = typeof c === "number" && c > 0 ? Math.floor(c) : 0;
    }
  }
  const sim = createSim({ seed, settings: checked.settings, inventory, record: false, ...(options.timeLimit ? { maxTicks } : {}) });
  const state = sim.state;
  const observer = options.observer;
  observer?.start(sim);
  // The observer's steps: it sees the state after each full step (the same steps either way).
  let observedSteps = sim.fullSteps;
  const stepObserved = () => {
    sim.step();
    if (sim.fullSteps !== observedSteps) {
      observedSteps = sim.fullSteps;
      observer!.fullStep(sim);
    }
  };
  for (let i = 0; i < n; i++) {
    const t = ticks[i]!;
    if (observer) while (state.tick < t && state.phase === "playing") stepObserved();
    else while (state.tick < t && state.phase === "playing") sim.step();
    if (state.phase !== "playing") {
      return reject("out_of_range", `input ${i}: tick ${t} is after the run ended at tick ${state.tick}`);
    }
    const a = actions[i]!;
    if (a !== ACTION_FLAP && inventory && !(state.inventory[INVENTORY_IDS[a - 1]!] > 0)) {
      return reject("no_inventory", `input ${i}: no ${INVENTORY_IDS[a - 1]} left at tick ${t}`);
    }
    observer?.input(i, a, sim);
    sim.queue(a);
  }
  const idleLimit = Math.min(maxTicks, (n > 0 ? ticks[n - 1]! + 1 : 0) + MAX_IDLE_TICKS);
  if (observer) while (state.phase === "playing" && state.tick < idleLimit) stepObserved();
  else while (state.phase === "playing" && state.tick < idleLimit) sim.step();
  if (state.phase === "playing") {
    if (state.tick >= maxTicks) return reject("too_long", `still alive at the ${maxTicks}-tick cap`);
    return reject("not_ended", `still alive ${MAX_IDLE_TICKS} ticks after the last input`);
  }
  const s = sim.summary();
  const result: VerifyResult = { ok: true, ...s, endedBy: s.endedBy ?? "ground" };
  if (options.hash) result.hash = sim.hash();
  return result;
}
