// A guest (or player) plays one verified ranked run over HTTP, as the game page would: start, fly with
// the person-like bot until `score`, wait until the wall clock covers the simulated time, finish.
import { expect } from "vitest";
import type { GameSettings } from "../../game/sim/types.ts";
import { flyLikeAPerson } from "../support/person-run.ts";
import type { Client } from "./auth-client.ts";

interface StartedRun {
  runId: string;
  seed: number;
  settings: GameSettings;
}

/** Plays one verified run over HTTP: the bot flies until `score`, then lets the bird fall. */
export async function playAs(client: Client, name: string, score: number) {
  const start = await client.send("/api/runs", { method: "POST" });
  expect(start.status).toBe(201);
  // The server stamps the start while answering it: counted from the answer, a slow start cannot make
  // the finish look too fast.
  const startedAt = Date.now();
  const started = (await start.json()) as StartedRun;
  const sim = flyLikeAPerson({ seed: started.seed, settings: started.settings, flyWhile: (sim) => sim.summary().score < score });
  expect(sim.summary().score).toBe(score);
  // The server wants the wall-clock time since start to cover the simulated time (less 2 s).
  const wait = startedAt + (sim.state.tick / 60) * 1000 - 2000 + 250 - Date.now();
  if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  const inputs = sim.inputs.map(([tick, action]) => [tick, action]);
  const finish = await client.send(`/api/runs/${started.runId}/finish`, {
    json: { inputs, timing: sim.timings, claimedScore: score, name },
  });
  expect(finish.status, await finish.clone().text()).toBe(200);
  return (await finish.json()) as { ranked: boolean; balance: number };
}
