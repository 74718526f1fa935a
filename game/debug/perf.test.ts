import { describe, expect, it } from "vitest";
import { createPerfOverlay, FPS_SAMPLE_MS } from "./perf.ts";

describe("performance overlay", () => {
  it("samples fps once per second and shows the five metrics", () => {
    const element = { hidden: true, textContent: "" } as unknown as HTMLElement;
    const overlay = createPerfOverlay(element, { enabled: true });
    expect(element.hidden).toBe(false);
    for (let i = 0; i <= 60; i++) overlay.frame((i * FPS_SAMPLE_MS) / 60, 16.7, 1.25);
    expect(overlay.metrics.fps).toBe(60);
    expect(overlay.metrics.renderTime).toBe(1.25);
    expect(overlay.metrics.lastFrameTime).toBe(16.7);
    for (const name of ["fps 60", "memoryUsage", "loadTime", "renderTime 1.25 ms", "lastFrameTime 16.7 ms"]) {
      expect(element.textContent).toContain(name);
    }
  });

  it("toggles (F3) and stays quiet while hidden", () => {
    const element = { hidden: true, textContent: "" } as unknown as HTMLElement;
    const seen: boolean[] = [];
    const overlay = createPerfOverlay(element, { onChange: (on) => seen.push(on) });
    overlay.frame(0, 16, 1);
    overlay.frame(2000, 16, 1);
    expect(element.textContent).toBe("");
    expect(overlay.toggle()).toBe(true);
    expect(overlay.toggle()).toBe(false);
    expect(element.hidden).toBe(true);
    expect(seen).toEqual([true, false]);
  });
});
