// Power-up glyphs, drawn as vector paths (no emoji: fonts differ per device). Built once, lazily.
import type { InventoryId, PowerUpType } from "../sim/index.ts";

export type Glyph = "clock" | "shield" | "x2" | "mini" | "magnet" | "heart" | "boost" | "x3" | "bolt";

export interface GlyphStyle {
  glyph: Glyph;
  color: string;
}

export const PICKUP_STYLE: Record<PowerUpType, GlyphStyle> = {
  slowMotion: { glyph: "clock", color: "#3b82f6" },
  shield: { glyph: "shield", color: "#06b6d4" },
  doublePoints: { glyph: "x2", color: "#eab308" },
  miniSize: { glyph: "mini", color: "#ec4899" },
  magnetism: { glyph: "magnet", color: "#ef4444" },
};

export const INVENTORY_STYLE: Record<InventoryId, GlyphStyle> = {
  "time-slow": PICKUP_STYLE.slowMotion,
  shield: PICKUP_STYLE.shield,
  "double-points": PICKUP_STYLE.doublePoints,
  "mini-size": PICKUP_STYLE.miniSize,
  magnet: PICKUP_STYLE.magnetism,
  "extra-life": { glyph: "heart", color: "#f43f5e" },
  boost: { glyph: "boost", color: "#f97316" },
  "score-multiplier": { glyph: "x3", color: "#8b5cf6" },
  "mega-zap": { glyph: "bolt", color: "#facc15" },
};

let glyphPaths: Partial<Record<Glyph, Path2D>> | null = null;

// 24-unit boxes centred on 0, stroked with round caps.
const SOURCES: Partial<Record<Glyph, string>> = {
  clock: "M0 -9 A9 9 0 1 1 -0.01 -9 Z M0 -5 L0 0 L4 3",
  shield: "M0 -10 L8 -7 C8 1 5 7 0 10 C-5 7 -8 1 -8 -7 Z",
  mini: "M-9 -9 L-3 -3 M-3 -7 L-3 -3 L-7 -3 M9 9 L3 3 M3 7 L3 3 L7 3 M9 -9 L3 -3 M3 -7 L3 -3 L7 -3 M-9 9 L-3 3 M-3 7 L-3 3 L-7 3",
  magnet: "M-7 -8 L-7 1 A7 7 0 0 0 7 1 L7 -8 M-7 -4 L-3 -4 M3 -4 L7 -4",
  heart: "M0 8 C-12 0 -9 -9 -3.5 -8 C-1.5 -7.6 -0.5 -6.4 0 -5 C0.5 -6.4 1.5 -7.6 3.5 -8 C9 -9 12 0 0 8 Z",
  boost: "M-9 -7 L-2 0 L-9 7 M1 -7 L8 0 L1 7",
  bolt: "M2 -11 L-7 2 L-1 2 L-3 11 L7 -3 L1 -3 Z",
};

function pathFor(glyph: Glyph): Path2D | null {
  if (!glyphPaths) glyphPaths = {};
  let p = glyphPaths[glyph];
  if (!p) {
    const source = SOURCES[glyph];
    if (!source) return null;
    p = new Path2D(source);
    glyphPaths[glyph] = p;
  }
  return p;
}

const FILLED: Partial<Record<Glyph, boolean>> = { heart: true, bolt: true, shield: true };

/** Draws a glyph centred at (x, y), `size` units tall, in `color`. */
export function drawGlyph(ctx: CanvasRenderingContext2D, glyph: Glyph, x: number, y: number, size: number, color: string): void {
  const k = size / 24;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(k, k);
  if (glyph === "x2" || glyph === "x3") {
    ctx.fillStyle = color;
    ctx.font = "900 15px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(glyph === "x2" ? "2x" : "3x", 0, 1);
  } else {
    const path = pathFor(glyph);
    if (path) {
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
      if (FILLED[glyph]) {
        ctx.fillStyle = color;
        ctx.fill(path);
      } else {
        ctx.strokeStyle = color;
        ctx.lineWidth = 2.6;
        ctx.stroke(path);
      }
    }
  }
  ctx.restore();
}

/**
 * A glyph as SVG (24-unit box centred on 0, as drawn on the canvas): a path, stroked or filled, or
 * the text of a multiplier. For DOM controls that show the same icon as the game's HUD.
 */
export function glyphSvg(glyph: Glyph): { kind: "path"; d: string; filled: boolean } | { kind: "text"; text: string } {
  if (glyph === "x2" || glyph === "x3") return { kind: "text", text: glyph === "x2" ? "2x" : "3x" };
  return { kind: "path", d: SOURCES[glyph] ?? "", filled: FILLED[glyph] === true };
}
