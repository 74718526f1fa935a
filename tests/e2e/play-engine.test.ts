// /play's engine chunk and its canvas: the page hydrates without the engine, and a Start pressed
// before the engine arrives plays once it does; the game canvas's backing store is capped per device
// (docs/decisions/013-layered-game-canvas.md).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, untilHydrated } from "./browser.ts";
import { useApp } from "./fixture.ts";

/** The engine's chunk (`game-<hash>.js`), not the game-over card's (`game-over-panel-<hash>.js`). */
const ENGINE_CHUNK = /\/assets\/game-[\w-]{8}\.js$/;

const phaseOf = (page: Page) => page.evaluate(() => (window as unknown as { __flap?: { phase: string } }).__flap?.phase ?? null);

describe("/play's engine and canvas", () => {
  const app = useApp({ browser: true });

  it("plays a Start pressed while the engine chunk is still on its way", async () => {
    const { page, errors, close } = await openPage(app.browser, { viewport: { width: 1280, height: 800 } });
    try {
      let release!: () => void;
      const held = new Promise<void>((done) => (release = done));
      let asked = 0;
      await page.route(ENGINE_CHUNK, async (route) => {
        asked++;
        await held;
        await route.continue();
      });
      await page.goto(app.server.url + "/play?test&seed=7");
      await untilHydrated(page.getByTestId("start-game"));
      expect(asked).toBe(1);
      expect(await phaseOf(page)).toBeNull(); // no game yet: the engine is held back
      await page.getByTestId("start-game").click();
      expect(await phaseOf(page)).toBeNull();
      release();
      // The press was kept: the run starts as soon as the game exists, with no second press.
      await expect.poll(() => phaseOf(page)).toMatch(/^(countdown|playing)$/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("draws the canvas at the screen's pixel ratio on a desktop (up to 2) and at 1.5 on a touch phone", async () => {
    const profiles = [
      { options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 }, ratio: 2 },
      { options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true }, ratio: 1.5 },
    ];
    for (const { options, ratio } of profiles) {
      const { page, errors, close } = await openPage(app.browser, options);
      try {
        await page.goto(app.server.url + "/play?test&seed=7");
        await expect.poll(() => phaseOf(page)).toBe("idle");
        // The backing store follows the canvas's size as the game measures it (a ResizeObserver's
        // first callback may come a frame after the game exists): backing / CSS size, once sized.
        const ratios = () =>
          page.evaluate(() => {
            const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="game-canvas"]')!;
            const rect = canvas.getBoundingClientRect();
            return [canvas.width / Math.round(rect.width), canvas.height / Math.round(rect.height)].map((r) => Math.round(r * 100) / 100);
          });
        await expect.poll(ratios).toEqual([ratio, ratio]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
