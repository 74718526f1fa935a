// The parallax backdrop: clouds, a far skyline, near bushes and the ground, each pre-drawn once per
// canvas size into a repeating tile (an offscreen canvas), so a frame only blits a few images.
import { GROUND_Y, WORLD_HEIGHT } from "../sim/index.ts";

export interface Tile {
  canvas: HTMLCanvasElement;
  /** Repeat period and height in world units; top y in world units. */
  period: number;
  height: number;
  top: number;
  /** Fraction of the world's scroll this layer moves by. */
  factor: number;
}

function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) | 0;
    return (s >>> 8) / 16777216;
  };
}

function makeTile(
  width: number,
  top: number,
  height: number,
  factor: number,
  pxScale: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
): Tile | null {
  if (typeof document === "undefined") return null;
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width * pxScale));
  canvas.height = Math.max(1, Math.ceil(height * pxScale));
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.scale(canvas.width / width, pxScale);
  ctx.translate(0, -top);
  draw(ctx);
  return { canvas, period: width, height: canvas.height / pxScale, top, factor };
}

function cloud(ctx: CanvasRenderingContext2D, x: number, y: number, s: number) {
  ctx.beginPath();
  ctx.arc(x, y, 18 * s, Math.PI * 0.5, Math.PI * 1.5);
  ctx.arc(x + 20 * s, y - 16 * s, 22 * s, Math.PI, Math.PI * 1.85);
  ctx.arc(x + 50 * s, y - 12 * s, 18 * s, Math.PI * 1.2, Math.PI * 1.95);
  ctx.arc(x + 66 * s, y + 2 * s, 16 * s, Math.PI * 1.5, Math.PI * 0.5);
  ctx.closePath();
  ctx.fill();
}

function drawClouds(ctx: CanvasRenderingContext2D) {
  const r = rng(7);
  const spots = [
    [60, 110, 1.3, 0.92],
    [300, 70, 0.9, 0.75],
    [520, 170, 1.1, 0.85],
    [760, 95, 0.8, 0.7],
    [880, 240, 0.7, 0.6],
    [180, 260, 0.75, 0.55],
  ] as const;
  for (const [x, y, s, a] of spots) {
    ctx.fillStyle = `rgba(255,255,255,${a})`;
    cloud(ctx, x + r() * 10, y, s);
    // the tile repeats: draw a wrapped copy of clouds crossing the right edge
    if (x + 90 * s > 900) cloud(ctx, x - 900, y, s);
  }
}

function drawSkyline(ctx: CanvasRenderingContext2D) {
  const r = rng(42);
  // far hills
  ctx.fillStyle = "#bfeedd";
  ctx.beginPath();
  ctx.moveTo(0, GROUND_Y);
  for (let x = 0; x <= 540; x += 30) ctx.lineTo(x, 440 - Math.sin((x / 540) * Math.PI * 4) * 14 - 10);
  ctx.lineTo(540, GROUND_Y);
  ctx.fill();
  // buildings
  let x = 0;
  while (x < 540) {
    const w = 26 + Math.floor(r() * 30);
    const h = 40 + Math.floor(r() * 70);
    const bw = Math.min(w, 540 - x);
    ctx.fillStyle = "#a4dfc9";
    ctx.fillRect(x, GROUND_Y - h, bw, h);
    ctx.fillStyle = "#c9f1e2";
    for (let wy = GROUND_Y - h + 8; wy < GROUND_Y - 10; wy += 12) {
      for (let wx = x + 5; wx < x + bw - 6; wx += 9) if (r() > 0.35) ctx.fillRect(wx, wy, 4, 5);
    }
    x += w + 3 + Math.floor(r() * 8);
  }
}

function drawBushes(ctx: CanvasRenderingContext2D) {
  ctx.fillStyle = "#58b947";
  ctx.strokeStyle = "#3f9a33";
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(0, GROUND_Y);
  const bumps = [
    [0, 22],
    [38, 30],
    [84, 20],
    [120, 34],
    [170, 24],
    [214, 30],
    [262, 20],
    [300, 36],
    [352, 26],
    [396, 24],
    [420, 22],
  ] as const;
  for (const [bx, r] of bumps) ctx.arc(bx, GROUND_Y - 4, r, Math.PI, Math.PI * 2);
  ctx.lineTo(420, GROUND_Y);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}

const GROUND_PERIOD = 48;
/** The ground tile holds this many periods, so a frame blits a few images instead of dozens. */
const GROUND_REPEAT = 10;

function drawGround(ctx: CanvasRenderingContext2D) {
  const w = GROUND_PERIOD * GROUND_REPEAT;
  ctx.fillStyle = "#e8d99a";
  ctx.fillRect(0, GROUND_Y, w, WORLD_HEIGHT - GROUND_Y);
  // soil speckles (the same four in every period)
  ctx.fillStyle = "rgba(160,120,40,0.16)";
  for (let p = 0; p < w; p += GROUND_PERIOD) {
    for (let i = 0; i < 4; i++) ctx.fillRect(p + 6 + i * 11, GROUND_Y + 30 + ((i * 13) % 28), 5, 3);
  }
  ctx.fillStyle = "#d9c57a";
  ctx.fillRect(0, GROUND_Y + 18, w, 4);
  // grass band with diagonal stripes
  ctx.fillStyle = "#73d045";
  ctx.fillRect(0, GROUND_Y, w, 14);
  ctx.fillStyle = "#5fb935";
  ctx.beginPath();
  for (let x = -GROUND_PERIOD; x < w + GROUND_PERIOD; x += 24) {
    ctx.moveTo(x, GROUND_Y + 14);
    ctx.lineTo(x + 12, GROUND_Y + 14);
    ctx.lineTo(x + 24, GROUND_Y);
    ctx.lineTo(x + 12, GROUND_Y);
    ctx.closePath();
  }
  ctx.fill();
  ctx.fillStyle = "#3f8f1f";
  ctx.fillRect(0, GROUND_Y + 14, w, 3);
  ctx.fillStyle = "#9be36a";
  ctx.fillRect(0, GROUND_Y, w, 2);
}

export interface Scene {
  clouds: Tile | null;
  skyline: Tile | null;
  bushes: Tile | null;
  ground: Tile | null;
}

/** Builds the tiles for a canvas whose world unit is `pxScale` device pixels. */
export function buildScene(pxScale: number): Scene {
  return {
    clouds: makeTile(900, 20, 290, 0.08, pxScale, drawClouds),
    skyline: makeTile(540, 400, GROUND_Y - 400, 0.22, pxScale, drawSkyline),
    bushes: makeTile(420, GROUND_Y - 40, 40, 0.5, pxScale, drawBushes),
    ground: makeTile(GROUND_PERIOD * GROUND_REPEAT, GROUND_Y, WORLD_HEIGHT - GROUND_Y, 1, pxScale, drawGround),
  };
}

/** Blits a tile across the view [left, left + width), scrolled by `scroll * factor`. */
export function drawTile(ctx: CanvasRenderingContext2D, tile: Tile | null, scroll: number, left: number, width: number, pxScale: number) {
  if (!tile) return;
  const period = tile.period;
  let offset = (scroll * tile.factor) % period;
  if (offset < 0) offset += period;
  let x = left - ((left + offset) % period);
  x = Math.round(x * pxScale) / pxScale;
  const end = left + width;
  for (; x < end; x += period) ctx.drawImage(tile.canvas, x, tile.top, period, tile.height);
}
