// The bird in every skin. Shapes are Path2D objects built once (in a 64-unit "bird space" centred on
// the body); palettes are computed once per skin and cached, so drawing a frame allocates nothing.
import { luminance, rgba, shade } from "./color.ts";

export interface SkinEffects {
  glow?: boolean;
  particles?: boolean;
  trailColor?: string;
  wingColor?: string;
}

/** What the renderer needs of a skin (the catalogue's Skin satisfies it). */
export interface SkinLook {
  id: string;
  color: string;
  effects: SkinEffects;
}

export const CLASSIC_LOOK: SkinLook = { id: "classic", color: "#F7D51D", effects: {} };

/** Per-skin details beyond colour, so each of the ten birds is recognisable. */
interface Accent {
  crest?: string;
  tufts?: boolean;
  head?: string;
  beak?: string;
  longBeak?: boolean;
  hooked?: boolean;
  mask?: string;
  iris?: string;
  tail?: string;
  facets?: string;
  belly?: string;
  brow?: boolean;
}

const ACCENTS: Record<string, Accent> = {
  "ice-falcon": { brow: true, hooked: true, beak: "#F5C542", belly: "#FFFFFF", facets: "#BDEBFF" },
  "emerald-hummingbird": { longBeak: true, beak: "#2B2B2B", belly: "#B8F5CF" },
  "rainbow-parrot": { hooked: true, beak: "#F4EBD0", tail: "#F1C40F", belly: "#F39C12", crest: "#27AE60" },
  "fire-cardinal": { crest: "#D62828", mask: "#1A1A1A", beak: "#FF8C00" },
  "shadow-raven": { beak: "#3A3A48", iris: "#E53935", brow: true },
  "golden-phoenix": { crest: "#FF6F00", tail: "#FF6F00", beak: "#E65100", belly: "#FFF3C4" },
  "american-eagle": { head: "#FFFFFF", hooked: true, beak: "#FFC107", brow: true },
  "mystic-owl": { tufts: true, iris: "#FFB300", beak: "#E0A800", belly: "#9C4DCC" },
  "crystal-dove": { facets: "#80DEEA", beak: "#F8BBD0", belly: "#FFFFFF" },
};

export interface BirdPalette {
  body: string;
  bodyDark: string;
  belly: string;
  wing: string;
  wingLine: string;
  tail: string;
  beak: string;
  beakDark: string;
  outline: string;
  iris: string;
  trail: string | null;
  /** Colours for this skin's particles, brightest first. */
  sparks: [string, string, string];
  accent: Accent;
  glow: boolean;
  particles: boolean;
}

const palettes = new Map<string, BirdPalette>();

export function paletteFor(look: SkinLook): BirdPalette {
  const key = look.id + look.color + (look.effects.wingColor ?? "") + (look.effects.trailColor ?? "");
  let palette = palettes.get(key);
  if (palette) return palette;
  const accent = ACCENTS[look.id] ?? {};
  const color = look.color;
  const dark = luminance(color) < 0.22;
  const wing = look.effects.wingColor ?? shade(color, 0.55);
  const beak = accent.beak ?? "#F97316";
  palette = {
    body: color,
    bodyDark: shade(color, -0.28),
    belly: accent.belly ?? shade(color, dark ? 0.22 : 0.5),
    wing,
    wingLine: shade(wing, luminance(wing) > 0.5 ? -0.35 : 0.35),
    tail: accent.tail ?? shade(color, -0.18),
    beak,
    beakDark: shade(beak, -0.2),
    outline: dark ? "#05050a" : "#0b2545",
    iris: accent.iris ?? "#0b2545",
    trail: look.effects.trailColor ?? null,
    sparks: [shade(look.effects.trailColor ?? wing, 0.5), look.effects.trailColor ?? color, look.effects.wingColor ?? shade(color, 0.3)],
    accent,
    glow: Boolean(look.effects.glow),
    particles: Boolean(look.effects.particles),
  };
  palettes.set(key, palette);
  return palette;
}

interface BirdPaths {
  tail: Path2D;
  tailFeather: Path2D;
  body: Path2D;
  belly: Path2D;
  wing: Path2D;
  wingLine: Path2D;
  eye: Path2D;
  bigEye: Path2D;
  pupil: Path2D;
  bigPupil: Path2D;
  shine: Path2D;
  beakTop: Path2D;
  beakBottom: Path2D;
  longBeak: Path2D;
  hookBeak: Path2D;
  crest: Path2D;
  tufts: Path2D;
  head: Path2D;
  mask: Path2D;
  facets: Path2D;
  brow: Path2D;
  glowDisc: Path2D;
}

let paths: BirdPaths | null = null;

function ellipse(x: number, y: number, rx: number, ry: number): Path2D {
  const p = new Path2D();
  p.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  return p;
}

function birdPaths(): BirdPaths {
  if (paths) return paths;
  paths = {
    tail: new Path2D("M-21 -4 L-29 -11 L-27 0 L-29 9 L-20 4 Z"),
    tailFeather: new Path2D("M-20 -2 C-30 -8 -38 -4 -42 -12 C-38 0 -32 4 -20 5 Z"),
    body: ellipse(0, 0, 22, 19),
    belly: ellipse(2, 9, 14, 8),
    wing: ellipse(-11, 1, 11, 7.5),
    wingLine: new Path2D("M-18 1 q6 3 13 0"),
    eye: ellipse(11, -9, 8, 8),
    bigEye: ellipse(10, -8, 9.5, 9.5),
    pupil: ellipse(14, -9, 3.4, 3.4),
    bigPupil: ellipse(12.5, -8, 4.6, 4.6),
    shine: ellipse(15.2, -10.4, 1.2, 1.2),
    beakTop: new Path2D("M16 -1 h14 a4 4 0 0 1 0 7 h-14 z"),
    beakBottom: new Path2D("M16 6 h12 a3.5 3.5 0 0 1 0 6 h-12 z"),
    longBeak: new Path2D("M17 0 L40 3 L17 6 Z"),
    hookBeak: new Path2D("M16 -2 C24 -4 31 -1 31 6 C31 10 28 11 27 9 C27 6 24 6 16 8 Z"),
    crest: new Path2D("M-4 -17 C-6 -27 0 -32 4 -33 C2 -27 6 -24 8 -29 C9 -24 8 -20 5 -17 Z"),
    tufts: new Path2D("M-2 -16 L-6 -30 L4 -19 Z M10 -17 L16 -30 L17 -15 Z"),
    head: new Path2D("M-1 -16 C6 -21 16 -19 21 -9 C23 -3 21 2 17 3 C10 4 4 0 0 -6 C-2 -9 -3 -13 -1 -16 Z"),
    mask: new Path2D("M13 -4 C17 -8 21 -6 22 -2 L22 10 C18 12 14 9 13 5 Z"),
    facets: new Path2D("M-14 -8 L-2 -16 L6 -4 L-6 6 Z M6 -4 L18 2 L8 14 Z M-6 6 L8 14 L-10 16 Z"),
    brow: new Path2D("M4 -17 L19 -12 L18 -9 L5 -13 Z"),
    glowDisc: ellipse(0, 0, 40, 40),
  };
  return paths;
}

const glowCache = new WeakMap<CanvasRenderingContext2D, Map<string, CanvasGradient>>();

function glowGradient(ctx: CanvasRenderingContext2D, palette: BirdPalette): CanvasGradient {
  let byColor = glowCache.get(ctx);
  if (!byColor) {
    byColor = new Map();
    glowCache.set(ctx, byColor);
  }
  let gradient = byColor.get(palette.body);
  if (!gradient) {
    gradient = ctx.createRadialGradient(0, 0, 8, 0, 0, 40);
    gradient.addColorStop(0, rgba(palette.trail ?? palette.body, 0.55));
    gradient.addColorStop(0.55, rgba(palette.body, 0.22));
    gradient.addColorStop(1, rgba(palette.body, 0));
    byColor.set(palette.body, gradient);
  }
  return gradient;
}

/** The visual size of the bird in bird-space units for a hitbox of `size` world units. */
const UNITS_PER_HITBOX = 46;

/**
 * Draws the bird centred at (x, y) in the context's current coordinates, for a hitbox `size` wide.
 * `angle` tilts the whole bird (radians, positive = nose down); `wing` tilts the wing (radians).
 */
export function drawBird(
  ctx: CanvasRenderingContext2D,
  palette: BirdPalette,
  x: number,
  y: number,
  size: number,
  angle: number,
  wing: number,
  glow: boolean,
): void {
  const p = birdPaths();
  const a = palette.accent;
  const k = size / UNITS_PER_HITBOX;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.scale(k, k);

  if (glow && palette.glow) {
    ctx.fillStyle = glowGradient(ctx, palette);
    ctx.fill(p.glowDisc);
  }

  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  ctx.strokeStyle = palette.outline;
  ctx.lineWidth = 2.4;

  if (a.tail) {
    ctx.fillStyle = a.tail;
    ctx.fill(p.tailFeather);
    ctx.stroke(p.tailFeather);
  }
  ctx.fillStyle = palette.tail;
  ctx.fill(p.tail);
  ctx.stroke(p.tail);

  if (a.crest) {
    ctx.fillStyle = a.crest;
    ctx.fill(p.crest);
    ctx.stroke(p.crest);
  }
  if (a.tufts) {
    ctx.fillStyle = palette.bodyDark;
    ctx.fill(p.tufts);
    ctx.stroke(p.tufts);
  }

  ctx.fillStyle = palette.body;
  ctx.fill(p.body);
  ctx.fillStyle = palette.belly;
  ctx.fill(p.belly);
  if (a.head) {
    ctx.fillStyle = a.head;
    ctx.fill(p.head);
  }
  if (a.facets) {
    ctx.fillStyle = rgba(a.facets, 0.45);
    ctx.fill(p.facets);
  }
  ctx.stroke(p.body);

  // the wing, hinged at its front
  ctx.save();
  ctx.translate(-4, 1);
  ctx.rotate(wing);
  ctx.translate(4, -1);
  ctx.fillStyle = palette.wing;
  ctx.fill(p.wing);
  ctx.lineWidth = 2.1;
  ctx.stroke(p.wing);
  ctx.strokeStyle = palette.wingLine;
  ctx.lineWidth = 1.6;
  ctx.stroke(p.wingLine);
  ctx.restore();

  ctx.strokeStyle = palette.outline;
  ctx.lineWidth = 2.2;
  if (a.mask) {
    ctx.fillStyle = a.mask;
    ctx.fill(p.mask);
  }
  const owl = Boolean(a.tufts);
  ctx.fillStyle = "#ffffff";
  ctx.fill(owl ? p.bigEye : p.eye);
  ctx.stroke(owl ? p.bigEye : p.eye);
  ctx.fillStyle = palette.iris;
  ctx.fill(owl ? p.bigPupil : p.pupil);
  if (palette.iris !== "#0b2545") {
    ctx.fillStyle = "#0b0b12";
    ctx.fill(p.pupil);
  }
  ctx.fillStyle = "#ffffff";
  ctx.fill(p.shine);
  if (a.brow) {
    ctx.fillStyle = palette.outline;
    ctx.fill(p.brow);
  }

  ctx.fillStyle = palette.beak;
  if (a.longBeak) {
    ctx.fill(p.longBeak);
    ctx.stroke(p.longBeak);
  } else if (a.hooked) {
    ctx.fill(p.hookBeak);
    ctx.stroke(p.hookBeak);
  } else {
    ctx.fill(p.beakTop);
    ctx.stroke(p.beakTop);
    ctx.fillStyle = palette.beakDark;
    ctx.fill(p.beakBottom);
    ctx.stroke(p.beakBottom);
  }
  ctx.restore();
}

export interface SkinPreviewOptions {
  /** CSS pixels; the canvas backing store uses devicePixelRatio. Defaults to the canvas's own size. */
  width?: number;
  height?: number;
  /** Wing angle in radians (animate it for a flapping preview). */
  wing?: number;
  /** Draw the trail streak and sparkles of the skin's effects (default true). */
  effects?: boolean;
  /** Greyed-out, for a locked skin. */
  locked?: boolean;
}

/** Draws one skin, centred, on its own canvas: the /play picker and the store reuse this. */
export function drawSkinPreview(canvas: HTMLCanvasElement, look: SkinLook, options: SkinPreviewOptions = {}): void {
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  const dpr = Math.min(typeof devicePixelRatio === "number" ? devicePixelRatio : 1, 3);
  const width = options.width ?? (canvas.clientWidth || 64);
  const height = options.height ?? (canvas.clientHeight || 64);
  const bw = Math.round(width * dpr);
  const bh = Math.round(height * dpr);
  if (canvas.width !== bw) canvas.width = bw;
  if (canvas.height !== bh) canvas.height = bh;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const palette = paletteFor(look);
  const size = Math.min(width, height) * 0.58;
  const cx = width / 2 + size * 0.06;
  const cy = height / 2;
  const effects = options.effects !== false && !options.locked;
  if (effects && palette.trail) {
    const trail = ctx.createLinearGradient(0, 0, cx, 0);
    trail.addColorStop(0, rgba(palette.trail, 0));
    trail.addColorStop(1, rgba(palette.trail, 0.75));
    ctx.fillStyle = trail;
    ctx.beginPath();
    ctx.moveTo(2, cy - size * 0.05);
    ctx.quadraticCurveTo(cx * 0.6, cy - size * 0.25, cx, cy - size * 0.2);
    ctx.lineTo(cx, cy + size * 0.2);
    ctx.quadraticCurveTo(cx * 0.6, cy + size * 0.22, 2, cy + size * 0.05);
    ctx.fill();
  }
  if (options.locked) ctx.globalAlpha = 0.45;
  drawBird(ctx, palette, cx, cy, size, -0.12, options.wing ?? -0.25, effects);
  ctx.globalAlpha = 1;
  if (effects && palette.particles) {
    const spots = [
      [-0.55, -0.55, 0],
      [0.62, -0.5, 1],
      [-0.7, 0.4, 2],
      [0.5, 0.62, 0],
    ] as const;
    for (const [dx, dy, c] of spots) drawSparkle(ctx, cx + dx * size, cy + dy * size, size * 0.09, palette.sparks[c]);
  }
}

/** A four-pointed sparkle (particles of the legendary skins). */
export function drawSparkle(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, color: string): void {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(x, y - r * 2);
  ctx.quadraticCurveTo(x, y, x + r * 2, y);
  ctx.quadraticCurveTo(x, y, x, y + r * 2);
  ctx.quadraticCurveTo(x, y, x - r * 2, y);
  ctx.quadraticCurveTo(x, y, x, y - r * 2);
  ctx.fill();
}
