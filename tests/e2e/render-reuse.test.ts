// Same data, same page (app/lib/render-reuse.server.ts): players whose pages read alike may share one
// rendering, and nobody ever gets a page rendered from another player's data.
import { describe, expect, it } from "vitest";
import { TICKS_PER_SECOND, type GameSettings } from "../../game/sim/index.ts";
import { runFromSim } from "../../game/replay/index.ts";
import { WALL_CLOCK_TOLERANCE_MS } from "../../server/runs/service.ts";
import { asGuest, type Client } from "./auth-client.ts";
import { useApp } from "./fixture.ts";
import { flyLikeAPerson } from "../support/person-run.ts";

/** The page with its nonces blanked (the one thing that differs per answer). */
async function page(client: Client, path: string): Promise<string> {
  const response = await client.send(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  expect(nonce).toBeTruthy();
  return html.split(nonce!).join("NONCE");
}

async function finishARun(guest: Client) {
  const started = (await (await guest.send("/api/runs", { json: {} })).json()) as {
    runId: string;
    seed: number;
    settingsVersion: number;
    settings: GameSettings;
  };
  const sim = flyLikeAPerson({ seed: started.seed, settings: started.settings, flyWhile: (s) => s.state.tick < TICKS_PER_SECOND });
  await new Promise((r) => setTimeout(r, Math.max(0, (sim.state.tick / TICKS_PER_SECOND) * 1000 - WALL_CLOCK_TOLERANCE_MS + 200)));
  const finished = await guest.send(`/api/runs/${started.runId}/finish`, {
    json: {
      inputs: runFromSim(sim, started.settingsVersion).inputs,
      timing: sim.timings.slice(),
      claimedScore: sim.state.score,
      name: "Reuse",
    },
  });
  expect(finished.status).toBe(200);
}

describe("same data, same page", () => {
  const app = useApp();

  it("two new guests get the same home page; one with a score gets its own, and the other still the new guest's", async () => {
    const [a, b, c] = await Promise.all([asGuest(app.server.url), asGuest(app.server.url), asGuest(app.server.url)]);
    const first = await page(a, "/");
    expect(await page(b, "/")).toBe(first);
    expect(first).not.toContain('data-testid="challenge-best"');

    await finishARun(a);
    const withScore = await page(a, "/");
    expect(withScore).toContain('data-testid="challenge-best"');
    expect(withScore).toContain("Reuse");
    // The others read alike (no score) and never see A's page.
    const other = await page(b, "/");
    expect(other).not.toContain('data-testid="challenge-best"');
    expect(await page(c, "/")).toBe(other);
    // A visitor without a session reads other data again (no session): not a guest's page.
    const visitor = await (await fetch(app.server.url + "/")).text();
    expect(visitor).toContain('\\"hasSession\\",false');
    expect(other).toContain('\\"hasSession\\",true');
  });
});
