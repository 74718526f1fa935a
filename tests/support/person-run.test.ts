import { expect, it } from "vitest";
import { createJitteredBot } from "../../game/sim/bot.ts";
import { createSim } from "../../game/sim/sim.ts";
import { defaultSettings } from "../../game/sim/settings.ts";
import type { RunInput } from "../../game/replay/index.ts";
import { checkMachinePlay } from "../../server/runs/machine-play.ts";
import { flyLikeAPerson } from "./person-run.ts";

// A course on which the plain jittered bot, flying 900 ticks, is held for a steady aim (found by
// flying 3,000 random courses; about 1 in 200 are).
const HELD_COURSE = 2966641906;
const settings = defaultSettings();
const flyWhile = (sim: { state: { tick: number } }) => sim.state.tick < 900;

const checkOf = (sim: ReturnType<typeof createSim>) =>
  checkMachinePlay({
    seed: HELD_COURSE,
    settingsVersion: 1,
    settings,
    inputs: sim.inputs.map(([tick, action]) => [tick, action] as RunInput),
    timing: sim.timings.slice(),
  });

it("flies again where the jittered bot's run would be held, and the run it gives is not", () => {
  const plain = createSim({ seed: HELD_COURSE, settings });
  const bot = createJitteredBot(HELD_COURSE);
  while (plain.state.phase === "playing") {
    if (flyWhile(plain)) bot.step(plain);
    else plain.step();
  }
  expect(checkOf(plain)).toMatchObject({ flagged: true, reasons: ["steady_aim"] });

  const person = flyLikeAPerson({ seed: HELD_COURSE, settings, flyWhile });
  expect(checkOf(person).flagged).toBe(false);
  expect(person.state.phase).not.toBe("playing");
  // The same course gives the same run every time.
  expect(flyLikeAPerson({ seed: HELD_COURSE, settings, flyWhile }).inputs).toEqual(person.inputs);
});
