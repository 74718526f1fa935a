// Accessibility and motion: axe-core on every public page at desktop and phone widths, and the home
// hero's parallax and particles, which prefers-reduced-motion stops.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, waitForFrames } from "./browser.ts";
import { useApp } from "./fixture.ts";

const PAGES = ["/", "/play", "/store", "/leaderboard", "/login", "/contact", "/terms", "/privacy"];
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

describe("accessibility", () => {
  const app = useApp({ browser: true });

  for (const viewport of WIDTHS) {
    it(`axe-core finds no violations on the public pages at ${viewport.width} px, and none is wider than the screen`, async () => {
      const { page, errors, close } = await openPage(app.browser, { viewport });
      const found: Record<string, string[]> = {};
      const tooWide: Record<string, number> = {};
      for (const path of PAGES) {
        await page.goto(app.server.url + path, { waitUntil: "networkidle" });
        const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
        const violations = result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        if (violations.length > 0) found[path] = violations;
        // A page wider than the screen scrolls sideways on a phone (the account page once did).
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > viewport.width) tooWide[path] = width;
      }
      expect(found).toEqual({});
      expect(tooWide).toEqual({});
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("offers 'Skip to content' as the first Tab stop: shown on focus, it takes the keyboard past the header", async () => {
    const { page, errors, close } = await openPage(app.browser, { viewport: { width: 1280, height: 800 } });
    for (const path of ["/", "/leaderboard", "/play"]) {
      await page.goto(app.server.url + path, { waitUntil: "networkidle" });
      const skip = page.getByTestId("skip-to-content");
      // Hidden until focused (sr-only: one pixel), then on screen.
      expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("skip-to-content");
      expect(await skip.textContent()).toBe("Skip to content");
      expect((await skip.boundingBox())!.width).toBeGreaterThan(50);
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
      // The next Tab stop is inside the page, not the header's links.
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => document.activeElement?.closest("header") === null && document.activeElement?.closest("main") !== null),
      ).toBe(true);
    }
    // In the page's language.
    await page.goto(app.server.url + "/?lang=de", { waitUntil: "networkidle" });
    expect(await page.getByTestId("skip-to-content").textContent()).toBe("Zum Inhalt springen");
    expect(errors).toEqual([]);
    await close();
  });

  async function heroMotion(page: Page) {
    await page.goto(app.server.url + "/", { waitUntil: "networkidle" });
    expect(await page.locator("[data-testid=hero-particles] .hero-particle").count()).toBe(20);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // The scroll handler writes the layers' offsets in an animation frame: a few frames later they are
    // set (counted in frames, not milliseconds, which a busy machine stretches).
    await waitForFrames(page, 5);
    return page.evaluate(() => ({
      transforms: [...document.querySelectorAll<HTMLElement>("[data-parallax]")].map((el) => getComputedStyle(el).transform),
      particleAnimation: getComputedStyle(document.querySelector(".hero-particle")!).animationName,
      // Running, not held (tests/e2e/browser.ts holds the decorative loops still unless a test asks for motion).
      loopsRunning: [
        ...new Set(
          document
            .getAnimations()
            .filter((animation) => animation.playState === "running")
            .map((animation) => (animation as CSSAnimation).animationName),
        ),
      ],
    }));
  }

  it("moves the hero's sky layers at different speeds on scroll and floats the particles", async () => {
    const { page, errors, close } = await openPage(app.browser, { viewport: { width: 390, height: 844 }, reducedMotion: "no-preference" });
    const { transforms, particleAnimation, loopsRunning } = await heroMotion(page);
    expect(loopsRunning).toEqual(expect.arrayContaining(["drift", "hero-float"]));
    const offsets = transforms.map((t) => Number(/matrix\(1, 0, 0, 1, 0, ([\d.-]+)\)/.exec(t)?.[1]));
    expect(offsets).toHaveLength(3);
    expect(offsets.every((y) => y > 0)).toBe(true);
    expect(new Set(offsets).size).toBe(3); // three layers, three speeds
    expect(particleAnimation).toBe("hero-float");
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps the hero still with prefers-reduced-motion", async () => {
    const { page, errors, close } = await openPage(app.browser, { viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
    const { transforms, particleAnimation } = await heroMotion(page);
    expect(transforms).toEqual(["none", "none", "none"]);
    expect(particleAnimation).toBe("none");
    // The JS side does not even write the styles.
    expect(
      await page.evaluate(() => [...document.querySelectorAll<HTMLElement>("[data-parallax]")].map((el) => el.style.transform)),
    ).toEqual(["", "", ""]);
    expect(errors).toEqual([]);
    await close();
  });
});
