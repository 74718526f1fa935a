// The performance overlay (F3 or ?debug): fps sampled every 1000 ms, memory use (where the browser
// exposes performance.memory), page load time, the last frame's render time and frame interval.
// Recording a frame is a few number writes; the text is rebuilt only once a second.

export const FPS_SAMPLE_MS = 1000;

export interface PerfMetrics {
  fps: number;
  /** MB of JS heap in use, or null where the browser does not say. */
  memoryUsage: number | null;
  /** ms from navigation start to the load event (or to now, before it). */
  loadTime: number;
  /** ms spent drawing the last frame. */
  renderTime: number;
  /** ms between the last two frames. */
  lastFrameTime: number;
}

export interface PerfOverlay {
  readonly enabled: boolean;
  setEnabled(on: boolean): void;
  toggle(): boolean;
  /** Call once per frame. */
  frame(now: number, frameMs: number, renderMs: number): void;
  readonly metrics: PerfMetrics;
}

function memoryMb(): number | null {
  const memory = (globalThis.performance as { memory?: { usedJSHeapSize?: number } } | undefined)?.memory;
  return memory && typeof memory.usedJSHeapSize === "number" ? memory.usedJSHeapSize / 1048576 : null;
}

function pageLoadTime(): number {
  try {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (entry && entry.loadEventEnd > 0) return entry.loadEventEnd;
    if (entry && entry.domContentLoadedEventEnd > 0) return entry.domContentLoadedEventEnd;
  } catch {
    // not available
  }
  return 0;
}

/** `element` receives the text (a <pre> is fine); `onChange` hears when it is shown or hidden. */
export function createPerfOverlay(
  element: HTMLElement | null,
  options: { enabled?: boolean; onChange?: (on: boolean) => void } = {},
): PerfOverlay {
  let enabled = Boolean(options.enabled);
  let frames = 0;
  let windowStart = -1;
  const metrics: PerfMetrics = { fps: 0, memoryUsage: null, loadTime: 0, renderTime: 0, lastFrameTime: 0 };

  function show() {
    if (!element) return;
    element.hidden = !enabled;
    if (!enabled) return;
    const mem = metrics.memoryUsage === null ? "n/a" : `${metrics.memoryUsage.toFixed(1)} MB`;
    element.textContent =
      `fps ${metrics.fps}\n` +
      `memoryUsage ${mem}\n` +
      `loadTime ${Math.round(metrics.loadTime)} ms\n` +
      `renderTime ${metrics.renderTime.toFixed(2)} ms\n` +
      `lastFrameTime ${metrics.lastFrameTime.toFixed(1)} ms`;
  }

  const overlay: PerfOverlay = {
    get enabled() {
      return enabled;
    },
    get metrics() {
      return metrics;
    },
    setEnabled(on) {
      enabled = on;
      frames = 0;
      windowStart = -1;
      metrics.loadTime = pageLoadTime();
      metrics.memoryUsage = memoryMb();
      show();
      options.onChange?.(on);
    },
    toggle() {
      overlay.setEnabled(!enabled);
      return enabled;
    },
    frame(now, frameMs, renderMs) {
      metrics.renderTime = renderMs;
      metrics.lastFrameTime = frameMs;
      if (!enabled) return;
      if (windowStart < 0) {
        windowStart = now;
        return;
      }
      frames++;
      const elapsed = now - windowStart;
      if (elapsed >= FPS_SAMPLE_MS) {
        metrics.fps = Math.round((frames * 1000) / elapsed);
        metrics.memoryUsage = memoryMb();
        if (!metrics.loadTime) metrics.loadTime = pageLoadTime();
        frames = 0;
        windowStart = now;
        show();
      }
    },
  };
  if (enabled) overlay.setEnabled(true);
  return overlay;
}
