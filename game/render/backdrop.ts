// The backdrop behind the game canvas: the sky and the three parallax layers (clouds, skyline,
// bushes), each a canvas element of its own, drawn once per size and moved every frame by a CSS
// transform (rounded to device pixels). Moving a layer is the compositor's work: the game canvas,
// which is redrawn, rasterised and handed to the compositor every frame, stays transparent and
// holds only what moves with the world (pipes, pickups, the bird, its effects, the ground) and the
// HUD. The layers sit before the game canvas in its parent (absolutely positioned, no pointer
// events), so the stacking order is the one a single canvas had: sky < clouds < skyline < bushes <
// everything else. See docs/decisions/013-layered-game-canvas.md.
import { GROUND_Y } from "../sim/index.ts";
import type { Scene, Tile } from "./scene.ts";

/** Margin around the view in world units (as the single canvas drew it): a shake never shows an edge. */
const MARGIN = 20;

export interface BackdropSize {
  cssW: number;
  cssH: number;
  dpr: number;
  /** Device pixels per world unit. */
  pxScale: number;
  cameraX: number;
  viewWidth: number;
  scene: Scene;
}

export interface Backdrop {
  /** Redraws the layers for a new canvas size (a resize, or low effects). */
  resize(size: BackdropSize): void;
  /** Moves the layers for a frame: `scroll` drives the parallax, the shake moves them all. */
  place(scroll: number, shakeX: number, shakeY: number): void;
  /** Takes the layers out of the page. */
  destroy(): void;
}

interface Layer {
  el: HTMLCanvasElement;
  tile: Tile | null;
  /** What the element's transform was last set to (a frame that moves nothing writes nothing). */
  last: string;
}

const SKY_STOPS: ReadonlyArray<readonly [number, string]> = [
  [0, "#4fc3e8"],
  [0.6, "#8fdcf2"],
  [1, "#d7f4fb"],
];

/** Creates the layers before `canvas` in its parent; null outside a page (Node tests). */
export function createBackdrop(canvas: HTMLCanvasElement): Backdrop | null {
  const parent = canvas.parentElement;
  if (typeof document === "undefined" || !parent) return null;
  // A game created again on the same canvas (React's development double mount) replaces the old layers.
  parent.querySelector(":scope > [data-game-backdrop]")?.remove();
  const box = document.createElement("div");
  box.dataset.gameBackdrop = "";
  box.setAttribute("aria-hidden", "true");
  box.style.cssText = "position:absolute;inset:0;overflow:hidden;pointer-events:none;contain:strict";
  const layer = (): Layer => {
    const el = document.createElement("canvas");
    el.style.cssText = "position:absolute;left:0;top:0;display:block;will-change:transform";
    box.appendChild(el);
    return { el, tile: null, last: "" };
  };
  const sky = layer();
  const parallax = [layer(), layer(), layer()];
  canvas.before(box);

  let size: BackdropSize | null = null;

  function move(l: Layer, x: number, y: number) {
    const transform = `translate(${x}px,${y}px)`;
    if (transform === l.last) return;
    l.last = transform;
    l.el.style.transform = transform;
  }

  return {
    resize(next) {
      size = next;
      const { dpr, pxScale } = next;
      // The sky: the same gradient from the top of the world to the ground; it is the same all the
      // way across, so only its height follows the shake.
      const skyW = Math.max(1, Math.ceil(next.cssW * dpr));
      const skyH = Math.max(1, Math.ceil((GROUND_Y + MARGIN * 2) * pxScale));
      sky.el.width = skyW;
      sky.el.height = skyH;
      sky.el.style.width = `${skyW / dpr}px`;
      sky.el.style.height = `${skyH / dpr}px`;
      const skyCtx = sky.el.getContext("2d", { alpha: false });
      if (skyCtx) {
        const gradient = skyCtx.createLinearGradient(0, MARGIN * pxScale, 0, (MARGIN + GROUND_Y) * pxScale);
        for (const [at, color] of SKY_STOPS) gradient.addColorStop(at, color);
        skyCtx.fillStyle = gradient;
        skyCtx.fillRect(0, 0, skyW, skyH);
      }
      sky.last = "";
      const tiles = [next.scene.clouds, next.scene.skyline, next.scene.bushes];
      for (let i = 0; i < parallax.length; i++) {
        const l = parallax[i]!;
        const tile = tiles[i] ?? null;
        l.tile = tile;
        l.last = "";
        if (!tile) {
          l.el.width = 1;
          l.el.height = 1;
          continue;
        }
        // enough copies of the tile to cover the view and its margins from any offset in one period
        const copies = Math.ceil((next.viewWidth + MARGIN * 2) / tile.period) + 1;
        const step = tile.period * pxScale;
        const w = Math.max(1, Math.ceil(copies * step));
        const h = tile.canvas.height;
        l.el.width = w;
        l.el.height = h;
        l.el.style.width = `${w / dpr}px`;
        l.el.style.height = `${h / dpr}px`;
        const c = l.el.getContext("2d");
        if (!c) continue;
        for (let k = 0; k < copies; k++) c.drawImage(tile.canvas, k * step, 0, step, h);
      }
    },
    place(scroll, shakeX, shakeY) {
      if (!size) return;
      const { dpr, pxScale, cameraX } = size;
      move(sky, 0, Math.round((shakeY - MARGIN) * pxScale) / dpr);
      const left = cameraX - MARGIN;
      for (const l of parallax) {
        const tile = l.tile;
        if (!tile) continue;
        const period = tile.period;
        let offset = (scroll * tile.factor) % period;
        if (offset < 0) offset += period;
        let phase = (left + offset) % period;
        if (phase < 0) phase += period;
        // the layer's first copy starts at world x `left - phase` (as the single canvas drew it)
        const x = Math.round((left - phase - cameraX + shakeX) * pxScale) / dpr;
        const y = Math.round((tile.top + shakeY) * pxScale) / dpr;
        move(l, x, y);
      }
    },
    destroy() {
      box.remove();
      size = null;
    },
  };
}
