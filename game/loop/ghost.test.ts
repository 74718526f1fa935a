import { describe, expect, it } from "vitest";
import { decodeRun, encodeRun } from "../replay/index.ts";
import { createGhostDrawer, ghostPose } from "../render/ghost.ts";
import { botStep } from "../sim/bot.ts";
import { ACTION_FLAP, ACTION_SHIELD, BIRD_X, createSim, defaultSettings, type Sim } from "../sim/index.ts";
import { createGhost } from "./ghost.ts";

/** A challenger's finished run, played by the bot (a shield activation included). */
function challengerRun(seed: number): Sim {
  const sim = createSim({ seed, settings: defaultSettings() });
  while (sim.state.phase !== "over" && sim.state.tick < 60 * 60) {
    if (sim.state.tick === 200) sim.queue(ACTION_SHIELD);
    // A sloppy bot, so the run ends within the minute.
    botStep(sim, sim.state.tick > 1500 ? 90 : 0);
  }
  return sim;
}

describe("the challenge ghost", () => {
  const original = challengerRun(4242);

  it("replays the challenger's run tick for tick in lockstep", () => {
    const ghost = createGhost({ seed: original.seed, settings: original.settings, inputs: original.inputs }, { createSim });
    // The player's sim steps next to it with other inputs: the ghost must not care.
    const player = createSim({ seed: original.seed, settings: defaultSettings() });
    let ticks = 0;
    while (!ghost.ended) {
      ghost.step();
      if (ticks % 20 === 0) player.queue(ACTION_FLAP);
      player.step();
      ticks++;
      expect(ghost.sim.state.tick).toBe(ticks);
    }
    expect(ticks).toBe(original.state.tick);
    expect(ghost.sim.hash()).toBe(original.hash());
    expect(ghost.sim.state.score).toBe(original.state.score);
    expect(ghost.sim.state.counters.powerUpsUsed).toBe(1);
  });

  it("stays put once its run has ended", () => {
    const ghost = createGhost({ seed: original.seed, settings: original.settings, inputs: original.inputs }, { createSim });
    while (!ghost.ended) ghost.step();
    const at = ghost.sim.hash();
    ghost.step();
    ghost.step();
    expect(ghost.sim.hash()).toBe(at);
  });

  it("plays from the encoded log a challenge link carries", () => {
    const log = encodeRun({ seed: original.seed, settingsVersion: 1, settings: original.settings, inputs: original.inputs });
    const decoded = decodeRun(log);
    if (!decoded.ok) throw new Error(decoded.message);
    const ghost = createGhost(decoded.run, { createSim });
    while (!ghost.ended) ghost.step();
    expect(ghost.sim.hash()).toBe(original.hash());
  });

  it("skips inputs stamped before the ghost's tick instead of stalling", () => {
    const ghost = createGhost(
      {
        seed: 1,
        settings: defaultSettings(),
        inputs: [
          [5, 0],
          [3, 0],
          [10, 0],
        ],
      },
      { createSim },
    );
    for (let i = 0; i < 12; i++) ghost.step();
    expect(ghost.sim.state.counters.flaps).toBe(2);
  });

  it("is drawn at the bird's x when both have travelled as far, ahead when it is further", () => {
    const ghost = createGhost({ seed: original.seed, settings: original.settings, inputs: original.inputs }, { createSim });
    const player = createSim({ seed: original.seed, settings: defaultSettings() });
    for (let i = 0; i < 30; i++) {
      ghost.step();
      player.step();
    }
    const same = ghostPose(ghost, { state: player.state, alpha: 0.5 });
    expect(same?.x).toBeCloseTo(BIRD_X, 6);
    expect(same?.y).toBeCloseTo((ghost.sim.state.bird.prevY + ghost.sim.state.bird.y) / 2, 6);
    ghost.step(); // one tick ahead of the player
    const ahead = ghostPose(ghost, { state: player.state, alpha: 1 });
    expect(ahead!.x).toBeGreaterThan(BIRD_X);
    expect(ghostPose(ghost, { state: null, alpha: 0 })).toBeNull();
  });

  it("draws through the page's kit: a translucent bird at its pose and the challenger's name", () => {
    const ghost = createGhost({ seed: original.seed, settings: original.settings, inputs: original.inputs }, { createSim });
    const player = createSim({ seed: original.seed, settings: defaultSettings() });
    for (let i = 0; i < 10; i++) {
      ghost.step();
      player.step();
    }
    const birds: Array<{ x: number; y: number; alpha: number }> = [];
    const texts: string[] = [];
    const c = {
      globalAlpha: 1,
      save() {},
      restore() {},
      fillText: (text: string) => texts.push(text),
      strokeText() {},
    } as unknown as CanvasRenderingContext2D;
    const draw = createGhostDrawer(ghost, "Alice", {
      paletteFor: () => ({}) as never,
      drawBird: (ctx, _palette, x, y) => void birds.push({ x, y, alpha: ctx.globalAlpha }),
    });
    draw(c, { state: player.state, alpha: 1, now: 0 } as never);
    expect(birds).toHaveLength(1);
    expect(birds[0]!.x).toBeCloseTo(BIRD_X, 6);
    expect(birds[0]!.y).toBe(ghost.sim.state.bird.y);
    expect(birds[0]!.alpha).toBeLessThan(1);
    expect(texts).toEqual(["Alice"]);
  });
});
