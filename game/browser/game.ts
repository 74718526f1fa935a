// The game in a page: createGame (game/loop/game.ts) wired to the browser. The canvas renderer, the
// keyboard and pointer input on the game area and the window, the requestAnimationFrame loop on
// performance.now(), the canvas's measuring (ResizeObserver), pausing when the page is hidden or left,
// and the idle animation that waits for the visitor's first interaction (game/input/wake.ts). The page
// loads it as the engine's chunk of its own (named after this file: `game-<hash>.js`).
import { attachInput } from "../input/index.ts";
import { onFirstInteraction } from "../input/wake.ts";
import { createRenderer, TOUCH_MAX_DPR, type RenderLabels } from "../render/renderer.ts";
import { createGame, type Game, type GameOptions } from "../loop/game.ts";
import { animationFrameScheduler, performanceClock, type Clock, type FrameScheduler } from "../loop/index.ts";

export interface BrowserGameOptions extends Omit<GameOptions, "renderer" | "input" | "clock" | "scheduler" | "measure"> {
  /** The element that takes pointer / touch input (the game area). */
  area: HTMLElement;
  labels: RenderLabels;
  reducedMotion?: boolean;
  /** Upper bound for the canvas's device pixel ratio (absent: TOUCH_MAX_DPR on touch screens, else the renderer's default). */
  maxDpr?: number;
  clock?: Clock;
  scheduler?: FrameScheduler;
}

export function createBrowserGame(canvas: HTMLCanvasElement, options: BrowserGameOptions): Game {
  const { area, labels, reducedMotion, maxDpr, clock, scheduler, ...rest } = options;
  const renderer = createRenderer(canvas, {
    labels,
    reducedMotion,
    maxDpr: maxDpr ?? (typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches ? TOUCH_MAX_DPR : undefined),
  });

  /** The size a ResizeObserver reported last; without one the canvas is measured (a forced layout). */
  let reported: { width: number; height: number } | undefined;
  const game = createGame({
    ...rest,
    renderer,
    input: (handlers) => attachInput(area, window, handlers),
    clock: clock ?? performanceClock,
    scheduler: scheduler ?? animationFrameScheduler,
    measure(force) {
      const rect = reported ?? canvas.getBoundingClientRect();
      reported = undefined;
      const width = Math.round(rect.width) || canvas.clientWidth || 600;
      const height = Math.round(rect.height) || canvas.clientHeight || 600;
      if (force) canvas.width = 0; // make resize() rebuild even at the same size
      renderer.resize(width, height, typeof devicePixelRatio === "number" ? devicePixelRatio : 1);
    },
  });

  const onVisibility = () => {
    if (document.visibilityState === "hidden" && (game.phase === "playing" || game.phase === "countdown")) game.pause();
  };
  document.addEventListener("visibilitychange", onVisibility);
  const onPageHide = () => {
    if (game.phase === "playing" || game.phase === "countdown") game.pause();
  };
  window.addEventListener("pagehide", onPageHide);

  let observer: ResizeObserver | null = null;
  if (typeof ResizeObserver !== "undefined") {
    // Its first report (after the browser's own layout) also draws the idle screen's first picture.
    observer = new ResizeObserver((entries) => {
      reported = entries[entries.length - 1]?.contentRect;
      game.resize();
    });
    observer.observe(canvas);
  }

  let destroyed = false;
  const destroyGame = game.destroy;
  game.destroy = () => {
    destroyed = true;
    cancelWake();
    observer?.disconnect();
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("pagehide", onPageHide);
    destroyGame();
  };

  // The idle screen's first picture: drawn now only where no ResizeObserver will report the size; in
  // a browser, reading the size here would force a layout in the middle of start-up.
  if (!observer) game.resize();
  // Its animation starts with the visitor's first pointer, key, touch, wheel or scroll (or a run
  // starting, whichever comes first), not at load: see game/input/wake.ts.
  const cancelWake = onFirstInteraction(window, () => {
    if (!destroyed && !game.loop.running && game.phase === "idle") game.loop.start();
  });
  return game;
}
