import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  ACTION_BOOST,
  ACTION_DOUBLE_POINTS,
  ACTION_EXTRA_LIFE,
  ACTION_FLAP,
  ACTION_MAGNET,
  ACTION_MEGA_ZAP,
  ACTION_MINI_SIZE,
  ACTION_OF,
  ACTION_SCORE_MULTIPLIER,
  ACTION_SHIELD,
  ACTION_TIME_SLOW,
  BIRD_SIZE,
  BIRD_START_Y,
  BIRD_X,
  CLOSE_CALL_PX,
  EVENT_ACTIVATE,
  EVENT_CLOSE_CALL,
  EVENT_DIE,
  EVENT_EFFECT_END,
  EVENT_FLAP,
  EVENT_HIT,
  EVENT_PICKUP,
  EVENT_POINT,
  EVENT_REVIVE,
  EVENT_ZAP,
  FIRST_PIPE_X,
  GAP_MARGIN,
  GROUND_Y,
  INVENTORY_IDS,
  MAX_PIPE_SPEED,
  PICKUP_POOL_SIZE,
  PICKUP_TRY_TICKS,
  PIPE_SPAWN_X,
  PIPE_WIDTH,
  POWER_UP_TYPES,
  REVIVE_INVULNERABLE_TICKS,
  createRng,
  createSim,
  nextU32,
  defaultSettings,
  MAX_EFFECT_TICKS,
  inventoryIdOf,
  isPerfect,
  rampFor,
  type GameSettings,
  type InventoryId,
  type PipeState,
  type PowerUpType,
  type Sim,
  inventoryDurationTicks,
} from "./index.ts";
import { botStep } from "./bot.ts";

const S = defaultSettings();

function sim(opts: { seed?: number; settings?: GameSettings; inventory?: Partial<Record<InventoryId, number>> } = {}): Sim {
  return createSim({ seed: opts.seed ?? 1, settings: opts.settings ?? S, inventory: opts.inventory });
}

/** The first pipe the bird has not passed. */
function nextPipe(s: Sim): PipeState {
  return s.state.pipes[s.state.nextPipe]!;
}

/** Puts the bird at y with a velocity that gravity cancels next tick (so it stays at y after one step). */
function hover(s: Sim, y: number): void {
  s.state.bird.y = y;
  s.state.bird.vy = -s.settings.gravity;
}

/** Places the next pipe so that after one step (at speed `move`) its left edge is at x. */
function placeNext(s: Sim, x: number, gapY: number, move = S.pipeSpeed): PipeState {
  const p = nextPipe(s);
  p.x = x + move;
  p.gapY = gapY;
  return p;
}

function withSettings(patch: Partial<GameSettings>, powerUps?: Partial<GameSettings["powerUps"]>): GameSettings {
  const s = defaultSettings();
  Object.assign(s, patch);
  if (powerUps) Object.assign(s.powerUps, powerUps);
  return s;
}

describe("actions", () => {
  it("maps the store's nine ids to codes 1..9 and back", () => {
    expect(INVENTORY_IDS).toHaveLength(9);
    INVENTORY_IDS.forEach((id, i) => {
      expect(ACTION_OF[id]).toBe(i + 1);
      expect(inventoryIdOf(i + 1)).toBe(id);
    });
    expect(inventoryIdOf(ACTION_FLAP)).toBeUndefined();
    expect(inventoryIdOf(10)).toBeUndefined();
  });

  it("ignores unknown codes and collapses duplicates within a tick", () => {
    const s = sim();
    s.queue(ACTION_FLAP);
    s.queue(ACTION_FLAP);
    s.queue(42);
    s.queue(-1);
    s.queue(0.5);
    s.step();
    expect(s.state.counters.flaps).toBe(1);
    expect(s.inputs).toEqual([[0, ACTION_FLAP]]);
  });

  it("records applied inputs with the tick they applied at", () => {
    const s = sim({ inventory: { shield: 1 } });
    s.step();
    s.queue(ACTION_SHIELD);
    s.queue(ACTION_FLAP);
    s.step();
    s.queue(ACTION_SHIELD); // none left: not applied, not recorded
    s.step();
    expect(s.inputs).toEqual([
      [1, ACTION_FLAP],
      [1, ACTION_SHIELD],
    ]);
  });
});

describe("physics", () => {
  it("starts with a launch: the bird rises then falls, and the first pipe is ~4 s away", () => {
    const s = sim();
    expect(s.state.bird).toMatchObject({ x: BIRD_X, y: BIRD_START_Y, vy: -S.jumpForce, size: BIRD_SIZE });
    expect(nextPipe(s).x).toBe(FIRST_PIPE_X);
    const ticksToBird = (FIRST_PIPE_X - (BIRD_X + BIRD_SIZE / 2)) / S.pipeSpeed;
    expect(ticksToBird / 60).toBeGreaterThan(3.5);
    expect(ticksToBird / 60).toBeLessThan(4.5);
  });

  it("adds gravity every tick and moves by the new velocity", () => {
    const s = sim();
    s.state.bird.vy = 0;
    s.step();
    expect(s.state.bird.vy).toBe(S.gravity);
    expect(s.state.bird.y).toBe(BIRD_START_Y + S.gravity);
    s.step();
    expect(s.state.bird.vy).toBe(2 * S.gravity);
    expect(s.state.bird.y).toBe(BIRD_START_Y + 3 * S.gravity);
    expect(s.state.bird.prevY).toBe(BIRD_START_Y + S.gravity);
  });

  it("a flap sets the velocity to -jumpForce (it does not add)", () => {
    for (const vy of [-3, 0, 2, 9]) {
      const s = sim();
      s.state.bird.vy = vy;
      s.queue(ACTION_FLAP);
      s.step();
      expect(s.state.bird.vy).toBe(-S.jumpForce);
      expect(s.state.bird.y).toBe(BIRD_START_Y - S.jumpForce);
      expect(s.state.events & EVENT_FLAP).toBe(EVENT_FLAP);
      expect(s.state.counters.flaps).toBe(1);
    }
  });

  it("reaches the apex 18 ticks (0.3 s) after a flap at the defaults, 42.75 px higher", () => {
    const s = sim();
    s.queue(ACTION_FLAP);
    s.step();
    let ticks = 0;
    while (s.state.bird.vy < 0) {
      s.step();
      ticks++;
    }
    expect(ticks).toBe(18);
    expect(s.state.bird.y).toBe(BIRD_START_Y - 42.75);
  });

  it("clamps at the ceiling without dying, and keeps flapping there harmless", () => {
    const s = sim();
    for (let i = 0; i < 60; i++) {
      s.queue(ACTION_FLAP);
      s.step();
    }
    expect(s.state.phase).toBe("playing");
    expect(s.state.bird.y).toBe(BIRD_SIZE / 2);
    expect(s.state.bird.vy).toBe(0);
  });

  it("ends the run when the bird reaches the ground", () => {
    const s = sim();
    while (s.state.phase === "playing") s.step();
    expect(s.state.endedBy).toBe("ground");
    expect(s.state.bird.y + BIRD_SIZE / 2).toBe(GROUND_Y);
    expect(s.state.events & EVENT_DIE).toBe(EVENT_DIE);
    const { tick } = s.state;
    s.queue(ACTION_FLAP);
    s.step(); // no-op after the end
    expect(s.state.tick).toBe(tick);
    expect(s.state.events).toBe(0);
  });

  it("touching the ground is a crash: bottom at GROUND_Y - 0.001 lives, at GROUND_Y dies", () => {
    const a = sim();
    hover(a, GROUND_Y - BIRD_SIZE / 2 - 0.001);
    a.step();
    expect(a.state.phase).toBe("playing");
    const b = sim();
    hover(b, GROUND_Y - BIRD_SIZE / 2);
    b.step();
    expect(b.state.endedBy).toBe("ground");
  });
});

describe("pipes and collisions", () => {
  // Gap centre 260, height 180: the gap spans 170..350; the bird (40) fits with its centre in 190..330.
  const gapY = 260;

  it("pipes keep a fixed spacing and spawn at PIPE_SPAWN_X with gaps inside the margins", () => {
    const s = sim({ seed: 99 });
    const spacing = S.pipeSpeed * ((S.pipeFrequency * 60) / 1000);
    for (let t = 0; t < 2000; t++) {
      hover(s, 260);
      s.step();
      const act = s.state.pipes.filter((p) => p.active).sort((a, b) => a.x - b.x);
      for (let i = 1; i < act.length; i++) expect(act[i]!.x - act[i - 1]!.x).toBeCloseTo(spacing, 6);
      for (const p of act) {
        expect(p.x).toBeLessThanOrEqual(PIPE_SPAWN_X);
        expect(p.gapY - p.gapHeight / 2).toBeGreaterThanOrEqual(GAP_MARGIN);
        expect(p.gapY + p.gapHeight / 2).toBeLessThanOrEqual(GROUND_Y - GAP_MARGIN);
      }
    }
  });

  it("the edges of a gap are safe to touch; one more pixel in is a crash (top)", () => {
    const ok = sim();
    placeNext(ok, BIRD_X - 30, gapY);
    hover(ok, 190);
    ok.step();
    expect(ok.state.phase).toBe("playing");
    const bad = sim();
    placeNext(bad, BIRD_X - 30, gapY);
    hover(bad, 189.5);
    bad.step();
    expect(bad.state.endedBy).toBe("pipe");
  });

  it("the bottom edge of a gap", () => {
    const ok = sim();
    placeNext(ok, BIRD_X - 30, gapY);
    hover(ok, 330);
    ok.step();
    expect(ok.state.phase).toBe("playing");
    const bad = sim();
    placeNext(bad, BIRD_X - 30, gapY);
    hover(bad, 330.5);
    bad.step();
    expect(bad.state.endedBy).toBe("pipe");
  });

  it("the leading edge: a pipe whose left edge is at the bird's right edge does not hit", () => {
    const right = BIRD_X + BIRD_SIZE / 2;
    const ok = sim();
    placeNext(ok, right, gapY);
    hover(ok, 100); // far outside the gap
    ok.step();
    expect(ok.state.phase).toBe("playing");
    const bad = sim();
    placeNext(bad, right - 0.5, gapY);
    hover(bad, 100);
    bad.step();
    expect(bad.state.endedBy).toBe("pipe");
  });

  it("the trailing edge: a pipe whose right edge is at the bird's left edge no longer hits", () => {
    const left = BIRD_X - BIRD_SIZE / 2;
    const ok = sim();
    const p = placeNext(ok, left - PIPE_WIDTH, gapY);
    p.scored = true;
    hover(ok, 100);
    ok.step();
    expect(ok.state.phase).toBe("playing");
    const bad = sim();
    const q = placeNext(bad, left - PIPE_WIDTH + 0.5, gapY);
    q.scored = true;
    hover(bad, 100);
    bad.step();
    expect(bad.state.endedBy).toBe("pipe");
  });

  it("pipes extend above the top: flying along the ceiling into a pipe is a crash", () => {
    const s = sim();
    placeNext(s, BIRD_X, gapY);
    hover(s, BIRD_SIZE / 2);
    s.step();
    expect(s.state.endedBy).toBe("pipe");
  });
});

describe("scoring", () => {
  it("scores when the pipe's trailing edge crosses the bird's centre", () => {
    const s = sim();
    placeNext(s, BIRD_X - PIPE_WIDTH + 1, 260);
    hover(s, 260);
    s.step();
    expect(s.state.score).toBe(0);
    hover(s, 260);
    s.step(); // the right edge moves from BIRD_X + 1 to BIRD_X - 2
    expect(s.state.score).toBe(1);
    expect(s.state.lastPoints).toBe(1);
    expect(s.state.events & EVENT_POINT).toBe(EVENT_POINT);
    expect(s.state.counters.pipesPassed).toBe(1);
  });

  it("never misses a point at the highest speeds (ramp cap, and boost on top)", () => {
    for (const boost of [false, true]) {
      const settings = withSettings({ pipeSpeed: 6, pipeGap: 250, pipeFrequency: 1000 });
      const s = sim({ seed: 3, settings, inventory: { boost: 1000, shield: 1000 } });
      s.state.score = 800; // the next point sets the ramp to its cap
      let crossings = 0;
      while (s.state.phase === "playing" && s.state.tick < 20_000) {
        if (boost && s.state.effects.boost === 0) s.queue(ACTION_BOOST);
        if (s.state.shieldCharges === 0) s.queue(ACTION_SHIELD);
        botStep(s);
        for (const p of s.state.pipes) {
          if (p.active && p.prevX + PIPE_WIDTH > BIRD_X && p.x + PIPE_WIDTH <= BIRD_X) crossings++;
        }
      }
      expect(s.state.rampSpeed).toBe(MAX_PIPE_SPEED);
      expect(s.state.worldSpeed).toBe(boost ? MAX_PIPE_SPEED * 1.5 : MAX_PIPE_SPEED);
      expect(crossings).toBeGreaterThan(100);
      expect(s.state.counters.pipesPassed).toBe(crossings);
    }
  });

  it("the ramp: +0.5 speed every 10 points; from 30 interval x0.85 and gap x0.92; from 50 x0.70 and x0.85", () => {
    expect(rampFor(3, 0)).toEqual({ speed: 3, intervalFactor: 1, gapFactor: 1 });
    expect(rampFor(3, 9)).toEqual({ speed: 3, intervalFactor: 1, gapFactor: 1 });
    expect(rampFor(3, 10).speed).toBe(3.5);
    expect(rampFor(3, 29)).toEqual({ speed: 4, intervalFactor: 1, gapFactor: 1 });
    expect(rampFor(3, 30)).toEqual({ speed: 4.5, intervalFactor: 0.85, gapFactor: 0.92 });
    expect(rampFor(3, 49)).toEqual({ speed: 5, intervalFactor: 0.85, gapFactor: 0.92 });
    expect(rampFor(3, 50)).toEqual({ speed: 5.5, intervalFactor: 0.7, gapFactor: 0.85 });
    expect(rampFor(3, 5000).speed).toBe(MAX_PIPE_SPEED);
  });

  it("the ramp applies in play: speed at once, gap and spacing to new pipes", () => {
    const s = sim({ seed: 5, settings: withSettings({}, noPickups()), inventory: { shield: 1000 } });
    const seen = new Map<number, { speed: number; gaps: Set<number> }>();
    while (s.state.phase === "playing" && s.state.score < 60) {
      if (s.state.shieldCharges === 0) s.queue(ACTION_SHIELD);
      const before = s.state.score;
      botStep(s);
      if (s.state.score !== before) {
        const band = s.state.score >= 50 ? 50 : s.state.score >= 30 ? 30 : s.state.score >= 10 ? 10 : 0;
        const entry = seen.get(band) ?? { speed: s.state.rampSpeed, gaps: new Set() };
        seen.set(band, entry);
      }
      for (const p of s.state.pipes) if (p.active && p.x > 1500) seen.get(bandOf(s.state.score))?.gaps.add(p.gapHeight);
    }
    expect(s.state.score).toBeGreaterThanOrEqual(60);
    expect(seen.get(10)!.speed).toBe(3.5);
    expect(seen.get(30)!.speed).toBe(4.5);
    expect(seen.get(50)!.speed).toBe(5.5);
    expect([...seen.get(30)!.gaps]).toContain(180 * 0.92);
    expect([...seen.get(50)!.gaps]).toContain(180 * 0.85);
  });
});

function bandOf(score: number): number {
  return score >= 50 ? 50 : score >= 30 ? 30 : score >= 10 ? 10 : 0;
}

function noPickups(): GameSettings["powerUps"] {
  const p = defaultSettings().powerUps;
  for (const t of POWER_UP_TYPES) p[t].enabled = false;
  return p;
}

/** Puts an in-play pickup right on the bird. */
function dropPickup(s: Sim, type: PowerUpType): void {
  const q = s.state.pickups[0]!;
  q.active = true;
  q.type = type;
  q.x = BIRD_X + s.state.rampSpeed;
  q.y = s.state.bird.y;
}

describe("in-play pickups", () => {
  it("a spawn is tried every 5 s with a 10% chance, types weighted by 1 / frequency", () => {
    const counts: Record<string, number> = {};
    let tries = 0;
    let spawned = 0;
    const active = (s: Sim) => s.state.pickups.filter((q) => q.active);
    for (let seed = 1; seed <= 100; seed++) {
      const s = sim({ seed, inventory: { shield: 100000 } });
      // Keep the bird alive with shields (away from pickups); watch the pool at each 5 s boundary.
      for (let t = 1; t <= PICKUP_TRY_TICKS * 40; t++) {
        if (s.state.shieldCharges === 0) s.queue(ACTION_SHIELD);
        hover(s, 20);
        if (t % PICKUP_TRY_TICKS !== 0) {
          s.step();
          continue;
        }
        const before = active(s).length;
        s.step();
        const after = active(s);
        {
          tries++;
          if (after.length > before) {
            spawned++;
            const newest = after.reduce((a, b) => (a.x > b.x ? a : b));
            counts[newest.type] = (counts[newest.type] ?? 0) + 1;
            // Between the last pipe and the next one, at the last gap's height: reachable.
            expect(newest.x).toBeGreaterThan(PIPE_SPAWN_X - 700);
          }
        }
      }
    }
    expect(spawned / tries).toBeGreaterThan(0.07);
    expect(spawned / tries).toBeLessThan(0.13);
    // doublePoints (25) is the most frequent, magnetism (45) the rarest.
    expect(counts.doublePoints!).toBeGreaterThan(counts.magnetism!);
  });

  it("disabled types never spawn; all disabled means no pickups", () => {
    const s = sim({
      settings: withSettings({}, { ...noPickups(), shield: { enabled: true, duration: 8000, frequency: 40 } }),
      inventory: { shield: 1e6 },
    });
    const none = sim({ settings: withSettings({}, noPickups()), inventory: { shield: 1e6 } });
    for (let t = 0; t < 60 * 60 * 10; t++) {
      for (const x of [s, none]) {
        if (x.state.shieldCharges === 0) x.queue(ACTION_SHIELD);
        hover(x, 100);
        x.step();
      }
      for (const q of s.state.pickups) if (q.active) expect(q.type).toBe("shield");
      for (const q of none.state.pickups) expect(q.active).toBe(false);
    }
  });

  it("collecting sets the effect for the configured duration and raises PICKUP", () => {
    for (const type of POWER_UP_TYPES) {
      const s = sim();
      hover(s, 200);
      dropPickup(s, type);
      s.step();
      expect(s.state.events & EVENT_PICKUP).toBe(EVENT_PICKUP);
      expect(s.state.lastPickupType).toBe(type);
      expect(s.state.counters.pickups).toBe(1);
      expect(s.state.pickups[0]!.active).toBe(false);
      expect(s.state.effects[type]).toBe((S.powerUps[type].duration * 60) / 1000 - 1);
    }
  });

  it("a pickup is collected when its box overlaps the bird's, not when they only touch", () => {
    const s = sim();
    hover(s, 200);
    const q = s.state.pickups[0]!;
    q.active = true;
    q.type = "shield";
    q.y = 200;
    q.x = BIRD_X + BIRD_SIZE / 2 + 15 + S.pipeSpeed; // after the step its left edge touches the bird
    s.step();
    expect(s.state.counters.pickups).toBe(0);
    hover(s, 200);
    s.step();
    expect(s.state.counters.pickups).toBe(1);
  });

  it("slow motion halves the world speed", () => {
    const s = sim();
    hover(s, 200);
    dropPickup(s, "slowMotion");
    s.step();
    const x = nextPipe(s).x;
    hover(s, 200);
    s.step();
    expect(s.state.worldSpeed).toBe(S.pipeSpeed / 2);
    expect(nextPipe(s).x).toBe(x - S.pipeSpeed / 2);
  });

  it("mini size halves the bird, and grows back only where it fits", () => {
    const s = sim();
    hover(s, 200);
    dropPickup(s, "miniSize");
    s.step();
    hover(s, 200);
    s.step();
    expect(s.state.bird.size).toBe(BIRD_SIZE / 2);
    // A gap that fits only the small bird: 30 px high around y = 200, the pipe at the bird.
    s.state.effects.miniSize = 2;
    const p = placeNext(s, BIRD_X - 30, 200);
    p.gapHeight = 30;
    hover(s, 200);
    s.step(); // timer 2 -> 1
    hover(s, 200);
    s.step(); // would run out: extended while the big bird would not fit
    expect(s.state.effects.miniSize).toBe(1);
    expect(s.state.phase).toBe("playing");
  });

  it("double points gives 2 per pipe", () => {
    const s = sim();
    hover(s, 260);
    dropPickup(s, "doublePoints");
    s.step();
    placeNext(s, BIRD_X - PIPE_WIDTH, 260);
    hover(s, 260);
    s.step();
    expect(s.state.score).toBe(2);
    expect(s.state.lastPoints).toBe(2);
  });

  it("the picked-up shield absorbs one pipe hit, then is gone", () => {
    const s = sim();
    hover(s, 100);
    dropPickup(s, "shield");
    s.step();
    expect(s.state.effects.shield).toBeGreaterThan(0);
    placeNext(s, BIRD_X - 20, 260);
    hover(s, 100);
    s.step();
    expect(s.state.phase).toBe("playing");
    expect(s.state.events & EVENT_HIT).toBe(EVENT_HIT);
    expect(s.state.effects.shield).toBe(0);
    expect(s.state.counters.hitsAbsorbed).toBe(1);
    // The hit pipe no longer hurts; the next one does.
    for (let i = 0; i < 20; i++) {
      hover(s, 100);
      s.step();
    }
    expect(s.state.phase).toBe("playing");
    placeNext(s, BIRD_X - 20, 260);
    hover(s, 100);
    s.step();
    expect(s.state.endedBy).toBe("pipe");
  });

  it("an unused picked-up shield expires after its duration", () => {
    const s = sim();
    hover(s, 200);
    dropPickup(s, "shield");
    s.step();
    let t = 0;
    while (s.state.effects.shield > 0) {
      hover(s, nextPipe(s).gapY);
      s.step();
      t++;
    }
    expect(t).toBe((8000 * 60) / 1000 - 1);
    expect(s.state.events & EVENT_EFFECT_END).toBe(EVENT_EFFECT_END);
  });

  it("magnetism pulls the bird gently toward the next gap centre", () => {
    const s = sim();
    hover(s, 200);
    dropPickup(s, "magnetism");
    s.step();
    nextPipe(s).gapY = 300;
    hover(s, 200);
    s.step();
    expect(s.state.bird.y).toBe(201.5); // capped at 1.5 px per tick
    nextPipe(s).gapY = 202.5;
    hover(s, 201.5);
    s.step();
    expect(s.state.bird.y).toBe(201.5 + 0.05); // 5% of the distance
  });

  it("effects stack by adding durations, capped at 60 s", () => {
    const s = sim();
    for (let i = 0; i < 20; i++) {
      hover(s, 200);
      dropPickup(s, "doublePoints");
      s.step();
    }
    expect(s.state.effects.doublePoints).toBe(3600 - 1);
  });
});

describe("inventory power-ups", () => {
  it("an activation spends one item and raises ACTIVATE; with none left nothing happens", () => {
    const s = sim({ inventory: { "time-slow": 1 } });
    s.queue(ACTION_TIME_SLOW);
    s.step();
    expect(s.state.events & EVENT_ACTIVATE).toBe(EVENT_ACTIVATE);
    expect(s.state.lastActivated).toBe("time-slow");
    expect(s.state.inventory["time-slow"]).toBe(0);
    expect(s.state.counters.powerUpsUsed).toBe(1);
    s.queue(ACTION_TIME_SLOW);
    s.step();
    expect(s.state.events & EVENT_ACTIVATE).toBe(0);
    expect(s.summary().used).toEqual({ "time-slow": 1 });
  });

  it("without an inventory given, activations are unlimited (replay of a debited run)", () => {
    const s = sim();
    for (let i = 0; i < 3; i++) {
      s.queue(ACTION_SHIELD);
      s.step();
    }
    expect(s.state.shieldCharges).toBe(3);
    expect(s.summary().used).toEqual({ shield: 3 });
  });

  const timed: [number, keyof Sim["state"]["effects"], number][] = [
    [ACTION_TIME_SLOW, "slowMotion", 600],
    [ACTION_DOUBLE_POINTS, "doublePoints", 900],
    [ACTION_MINI_SIZE, "miniSize", 720],
    [ACTION_MAGNET, "magnetism", 480],
    [ACTION_BOOST, "boost", 300],
    [ACTION_SCORE_MULTIPLIER, "scoreMultiplier", 600],
  ];
  it.each(timed)("timed item %i sets %s for the store duration (%i ticks)", (action, effect, ticks) => {
    const s = sim();
    s.queue(action);
    hover(s, 200);
    s.step();
    expect(s.state.effects[effect]).toBe(ticks - 1);
  });

  const timedIds = ["time-slow", "double-points", "mini-size", "magnet", "boost", "score-multiplier"] as const;
  it.each(timed.map((row, i) => [...row, timedIds[i]!] as const))(
    "timed item %i sets %s for the settings' Store Settings duration when given (%i ticks otherwise, %s)",
    (action, effect, ticks, id) => {
      // 20 s from Store Settings = 1200 ticks.
      const custom = sim({ settings: { ...defaultSettings(), inventoryDurations: { [id]: 20_000 } } });
      custom.queue(action);
      hover(custom, 200);
      custom.step();
      expect(custom.state.effects[effect]).toBe(1200 - 1);
      // Another id's duration, or an empty record, leaves this one at the constant.
      const other = sim({ settings: { ...defaultSettings(), inventoryDurations: { [id === "boost" ? "magnet" : "boost"]: 20_000 } } });
      other.queue(action);
      hover(other, 200);
      other.step();
      expect(other.state.effects[effect]).toBe(ticks - 1);
      expect(inventoryDurationTicks({ ...defaultSettings(), inventoryDurations: {} })[id]).toBe(ticks);
    },
  );

  it("a Store Settings duration is still capped at MAX_EFFECT_TICKS when activations stack", () => {
    const s = sim({ settings: { ...defaultSettings(), inventoryDurations: { boost: 60_000 } } });
    s.queue(ACTION_BOOST);
    s.step();
    s.queue(ACTION_BOOST);
    s.step();
    expect(s.state.effects.boost).toBe(MAX_EFFECT_TICKS - 1);
  });

  it("time-slow halves the speed for 10 s", () => {
    const s = sim();
    s.queue(ACTION_TIME_SLOW);
    s.step();
    expect(s.state.worldSpeed).toBe(1.5);
  });

  it("shield: one charge per item, no time limit, absorbs one hit each", () => {
    const s = sim();
    s.queue(ACTION_SHIELD);
    s.step();
    for (let i = 0; i < 1000; i++) {
      hover(s, 100);
      s.step();
      if (s.state.phase !== "playing") break;
    }
    // It was spent on the first pipe met at y = 100; the second pipe kills.
    expect(s.state.counters.hitsAbsorbed).toBe(1);
    expect(s.state.shieldCharges).toBe(0);
    expect(s.state.endedBy).toBe("pipe");
  });

  it("double-points and score-multiplier multiply (2 x 3 = 6 per pipe)", () => {
    const s = sim();
    s.queue(ACTION_SCORE_MULTIPLIER);
    hover(s, 260);
    s.step();
    placeNext(s, BIRD_X - PIPE_WIDTH, 260);
    hover(s, 260);
    s.step();
    expect(s.state.score).toBe(3);
    const first = s.state.nextPipe;
    while (s.state.nextPipe === first) {
      hover(s, 260);
      s.step();
    }
    s.queue(ACTION_DOUBLE_POINTS);
    placeNext(s, BIRD_X - PIPE_WIDTH, 260);
    hover(s, 260);
    s.step();
    expect(s.state.score).toBe(9);
  });

  it("mini-size halves the bird for 12 s", () => {
    const s = sim();
    s.queue(ACTION_MINI_SIZE);
    s.step();
    expect(s.state.bird.size).toBe(20);
  });

  it("magnet pulls like magnetism for 8 s", () => {
    const s = sim();
    s.queue(ACTION_MAGNET);
    nextPipe(s).gapY = 400;
    hover(s, 200);
    s.step();
    expect(s.state.bird.y).toBe(201.5);
  });

  it("boost: 1.5x speed for 5 s and pipes do not hurt (not counted as hits)", () => {
    const s = sim();
    s.queue(ACTION_BOOST);
    let ticks = 0;
    while (s.state.effects.boost > 0 || ticks === 0) {
      hover(s, 100);
      s.step();
      ticks++;
      expect(s.state.worldSpeed).toBe(4.5);
    }
    expect(ticks).toBe(300);
    expect(s.state.phase).toBe("playing");
    expect(s.state.counters.pipesPassed).toBeGreaterThan(0);
    expect(s.state.counters.hitsAbsorbed).toBe(0);
  });

  it("extra-life: arms one revive; a crash restores the bird at the next gap centre, 1.5 s invulnerable", () => {
    const s = sim();
    s.queue(ACTION_EXTRA_LIFE);
    s.step();
    expect(s.state.extraLives).toBe(1);
    const p = placeNext(s, BIRD_X - 20, 260);
    hover(s, 100);
    s.step();
    expect(s.state.phase).toBe("playing");
    expect(s.state.events & EVENT_REVIVE).toBe(EVENT_REVIVE);
    expect(s.state.extraLives).toBe(0);
    expect(s.state.counters.revives).toBe(1);
    expect(s.state.bird.y).toBe(p.gapY);
    expect(s.state.bird.vy).toBe(0);
    expect(s.state.effects.invulnerable).toBe(REVIVE_INVULNERABLE_TICKS - 1);
    expect(p.ghost).toBe(true);
    // A ground crash without lives left ends the run.
    while (s.state.phase === "playing") s.step();
    expect(s.state.endedBy).toBe("ground");
  });

  it("extra-life also saves a ground crash", () => {
    const s = sim();
    s.queue(ACTION_EXTRA_LIFE);
    while (s.state.counters.revives === 0 && s.state.phase === "playing") s.step();
    expect(s.state.phase).toBe("playing");
    expect(s.state.bird.y).toBe(nextPipe(s).gapY);
  });

  it("mega-zap clears the next pipe: it cannot hurt and still scores", () => {
    const s = sim();
    const p = nextPipe(s);
    s.queue(ACTION_MEGA_ZAP);
    s.step();
    expect(s.state.events & EVENT_ZAP).toBe(EVENT_ZAP);
    expect(p.zapped).toBe(true);
    placeNext(s, BIRD_X - 20, 260);
    for (let i = 0; i < 40; i++) {
      hover(s, 100);
      s.step();
    }
    expect(s.state.phase).toBe("playing");
    expect(s.state.score).toBe(1);
    // A second zap takes the pipe after.
    s.queue(ACTION_MEGA_ZAP);
    s.queue(ACTION_MEGA_ZAP);
    s.step();
    expect(s.state.counters.zaps).toBe(2);
  });
});

describe("close calls and perfect runs", () => {
  function pass(clearance: number): Sim {
    const s = sim();
    // Gap 170..350; the bird's top at 170 + clearance while it passes the pipe.
    const y = 170 + clearance + BIRD_SIZE / 2;
    placeNext(s, BIRD_X + BIRD_SIZE / 2 - 1, 260);
    for (let i = 0; i < 60; i++) {
      hover(s, y);
      s.step();
    }
    return s;
  }

  it(`a pass within ${CLOSE_CALL_PX} px of a gap edge is a close call`, () => {
    for (const c of [0, 3, 7.99]) {
      const s = pass(c);
      expect(s.state.score).toBe(1);
      expect(s.state.counters.closeCalls).toBe(1);
    }
    expect(pass(CLOSE_CALL_PX).state.counters.closeCalls).toBe(0);
    expect(pass(30).state.counters.closeCalls).toBe(0);
  });

  it("the close call is counted once the bird has fully passed the pipe", () => {
    const s = sim();
    placeNext(s, BIRD_X + BIRD_SIZE / 2 - 1, 260);
    let at = -1;
    for (let i = 0; i < 60; i++) {
      hover(s, 192);
      s.step();
      if (s.state.events & EVENT_CLOSE_CALL) at = i;
    }
    // The pipe needs (40 + 60 - 1) / 3 = 33 ticks to leave the bird's box.
    expect(at).toBe(33);
  });

  it("a perfect run scores at least 10 with no close call, no absorbed hit and no revive", () => {
    const s = sim();
    s.state.score = 10;
    expect(isPerfect(s.state)).toBe(true);
    s.state.score = 9;
    expect(isPerfect(s.state)).toBe(false);
    s.state.score = 10;
    s.state.counters.closeCalls = 1;
    expect(isPerfect(s.state)).toBe(false);
    s.state.counters.closeCalls = 0;
    s.state.counters.hitsAbsorbed = 1;
    expect(isPerfect(s.state)).toBe(false);
    s.state.counters.hitsAbsorbed = 0;
    s.state.counters.revives = 1;
    expect(isPerfect(s.state)).toBe(false);
  });

  it("the bot plays perfect runs on wide gaps", () => {
    const s = sim({ seed: 4, settings: withSettings({ pipeGap: 250 }) });
    while (s.state.phase === "playing" && s.state.score < 15) botStep(s);
    expect(s.state.score).toBeGreaterThanOrEqual(15);
    expect(s.summary().perfect).toBe(true);
  });
});

describe("determinism", () => {
  const inventory = { shield: 2, boost: 1, "mega-zap": 1, "extra-life": 1, magnet: 1 };
  function play(seed: number, settings = S): Sim {
    const s = createSim({ seed, settings, inventory });
    while (s.state.phase === "playing" && s.state.tick < 30_000) {
      const t = s.state.tick;
      if (t === 300) s.queue(ACTION_SHIELD);
      if (t === 900) s.queue(ACTION_BOOST);
      if (t === 1500) s.queue(ACTION_MAGNET);
      if (t === 2000) s.queue(ACTION_EXTRA_LIFE);
      if (t === 2500) s.queue(ACTION_MEGA_ZAP);
      botStep(s, 25);
    }
    return s;
  }

  it("the same seed and inputs give the identical final state hash", () => {
    for (const seed of [1, 2, 0xffffffff]) {
      const a = play(seed);
      const b = play(seed);
      expect(a.hash()).toBe(b.hash());
      expect(a.state.tick).toBe(b.state.tick);
      // And a replay of the recorded inputs matches too.
      const r = createSim({ seed, settings: S, inventory });
      let i = 0;
      while (r.state.phase === "playing" && r.state.tick < a.state.tick) {
        while (i < a.inputs.length && a.inputs[i]![0] === r.state.tick) r.queue(a.inputs[i++]![1]);
        r.step();
      }
      expect(r.state.tick).toBe(a.state.tick);
      expect(r.hash()).toBe(a.hash());
    }
  });

  it("the hash covers the state: hashes differ every tick and across seeds", () => {
    const a = sim({ seed: 1 });
    const b = sim({ seed: 2 });
    expect(a.hash()).not.toBe(b.hash());
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      seen.add(a.hash());
      a.step();
    }
    expect(seen.size).toBe(30);
    expect(a.hash()).toMatch(/^[0-9a-f]{16}$/);
  });

  it("a snapshot restored into another sim continues exactly as the original (same hashes, same end)", () => {
    for (const seed of [3, 77]) {
      const straight = play(seed);
      const a = createSim({ seed, settings: S, inventory, record: false });
      let i = 0;
      const stepA = () => {
        while (i < straight.inputs.length && straight.inputs[i]![0] === a.state.tick) a.queue(straight.inputs[i++]![1]);
        a.step();
      };
      // Into the run past the power-ups, then snapshot; a fresh sim restored from it and fed the same
      // remaining inputs ends with the original's hash, and so does the original restored back to it.
      while (a.state.phase === "playing" && a.state.tick < 2600) stepA();
      const snap = a.snapshot();
      const atSnap = a.hash();
      const mark = i;
      const fresh = createSim({ seed, settings: S, inventory, record: false });
      fresh.restore(snap);
      expect(fresh.hash()).toBe(atSnap);
      const end = straight.state.tick;
      while (a.state.phase === "playing" && a.state.tick < end) stepA();
      expect(a.hash()).toBe(straight.hash());
      let j = mark;
      while (fresh.state.phase === "playing" && fresh.state.tick < end) {
        while (j < straight.inputs.length && straight.inputs[j]![0] === fresh.state.tick) fresh.queue(straight.inputs[j++]![1]);
        fresh.step();
      }
      expect(fresh.hash()).toBe(straight.hash());
      a.restore(snap);
      expect(a.hash()).toBe(atSnap);
    }
  });

  it("different seeds give different pipes", () => {
    const gaps = new Set<number>();
    for (let seed = 0; seed < 20; seed++) gaps.add(sim({ seed }).state.pipes[0]!.gapY);
    expect(gaps.size).toBe(20);
  });

  it("seeds are reduced to uint32", () => {
    expect(createSim({ seed: 2 ** 32 + 5, settings: S }).hash()).toBe(createSim({ seed: 5, settings: S }).hash());
  });

  it("step() keeps nothing per tick (the heap after a full GC stays flat over a long run)", () => {
    // A full GC before and after, so the figure is what the run keeps, whatever the test worker's
    // heap holds and whenever V8 would collect: without one, the check read uncollected garbage and
    // failed now and then in workers that share their heap between files (vitest.config.ts).
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const s = createSim({ seed: 9, settings: S, record: false });
    for (let i = 0; i < 2000; i++) botStep(s);
    gc();
    const before = process.memoryUsage().heapUsed;
    let n = 0;
    while (s.state.phase === "playing" && n < 200_000) {
      botStep(s);
      n++;
    }
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(n).toBeGreaterThan(50_000);
    // 16 bytes kept per tick would be 800 KB.
    expect(grown).toBeLessThan(500_000);
  });
});

describe("pools", () => {
  it("never need more than their fixed size, at the smallest spacing", () => {
    const settings = withSettings({ pipeSpeed: 1, pipeFrequency: 1000 });
    const s = sim({ settings, inventory: { shield: 1e6 } });
    for (let t = 0; t < 20_000 && s.state.phase === "playing"; t++) {
      if (s.state.shieldCharges === 0) s.queue(ACTION_SHIELD);
      botStep(s);
      const act = s.state.pipes.filter((p) => p.active).length;
      expect(act).toBeLessThan(s.state.pipes.length);
    }
    expect(s.state.pickups).toHaveLength(PICKUP_POOL_SIZE);
  });
});

describe("state", () => {
  it("serializes to JSON with the renderer's fields (no cycles)", () => {
    const s = sim();
    s.step();
    const json = JSON.parse(JSON.stringify(s.state));
    expect(json.pipes[0]).toMatchObject({ active: true, x: FIRST_PIPE_X - S.pipeSpeed, prevX: FIRST_PIPE_X });
    expect(Object.keys(json.pipes[0]).sort()).toEqual(
      ["active", "cleared", "gapHeight", "gapY", "ghost", "minClearance", "prevX", "scored", "x", "zapped"].sort(),
    );
    expect(json.bird).toMatchObject({ x: BIRD_X, size: BIRD_SIZE });
  });
});

describe("prng", () => {
  it("is mulberry32, pinned to known outputs", () => {
    const r = createRng(1);
    expect([1, 2, 3, 4, 5].map(() => nextU32(r))).toEqual([2693262067, 11749833, 2265367787, 4213581821, 4159151403]);
    const r2 = createRng(0xdeadbeef);
    expect([1, 2, 3].map(() => nextU32(r2))).toEqual([4043151706, 1147597007, 3315858022]);
  });

  it("the sim draws the same sequence for its first gaps", () => {
    const s = sim({ seed: 1 });
    const r = createRng(1);
    const lo = GAP_MARGIN + S.pipeGap / 2;
    const hi = GROUND_Y - GAP_MARGIN - S.pipeGap / 2;
    expect(s.state.pipes[0]!.gapY).toBe(lo + (nextU32(r) / 4294967296) * (hi - lo));
    expect(s.state.pipes[1]!.gapY).toBe(lo + (nextU32(r) / 4294967296) * (hi - lo));
  });
});
