// The canvas 2D renderer. The screen is a window onto the fixed world: the world's 600 units of height
// fill the canvas height; a wider canvas shows more of the world to the right. Positions are
// interpolated between the last two ticks. The backing store follows devicePixelRatio (capped at 2),
// so the game is sharp on hi-DPI screens. Everything per frame reuses cached gradients, paths and tiles.
// In a page the sky and the parallax layers are canvases of their own behind this one (backdrop.ts),
// moved by the compositor; this canvas is transparent and is cleared and redrawn each frame with what
// moves with the world and the HUD. Without a page (tests) it draws the backdrop itself.
import {
  BIRD_X,
  GROUND_Y,
  PICKUP_SIZE,
  PIPE_WIDTH,
  POWER_UP_TYPES,
  TICKS_PER_SECOND,
  WORLD_HEIGHT,
  type InventoryId,
  type PowerUpType,
  type SimState,
} from "../sim/index.ts";
import { createBackdrop, type Backdrop } from "./backdrop.ts";
import { drawBird, drawSparkle, paletteFor, type BirdPalette, type SkinLook } from "./bird.ts";
import { rgba } from "./color.ts";
import { drawGlyph, INVENTORY_STYLE, PICKUP_STYLE, type Glyph } from "./icons.ts";
import { P_DOT, P_FEATHER, P_PUFF, P_SPARK, PARTICLE_CAPACITY, Particles } from "./particles.ts";
import { buildScene, drawTile, type Scene } from "./scene.ts";

export { drawSkinPreview, paletteFor, CLASSIC_LOOK, type SkinLook } from "./bird.ts";

/** Texts the renderer draws (translated by the page). */
export interface RenderLabels {
  pickup: Record<PowerUpType, string>;
  inventory: Record<InventoryId, string>;
  powerUps: string;
}

/** What one frame shows; the game fills one reusable object of this shape. */
export interface FrameView {
  state: SimState | null;
  /** Interpolation between the previous tick (0) and the current one (1). */
  alpha: number;
  /** Real time in ms (animations). */
  now: number;
  /** Real ms since the previous frame. */
  frameMs: number;
  /** Total world scroll (interpolated), drives the parallax layers. */
  scroll: number;
  /** The bird's pose: centre y in world units, tilt and hitbox size. */
  birdY: number;
  birdAngle: number;
  birdSize: number;
  /** Time since the last flap in ms (wing animation). */
  flapAge: number;
  showPipes: boolean;
  showBird: boolean;
  showHud: boolean;
  score: number;
  /** White flash strength 0..1 and screen shake offset in world units. */
  flash: number;
  flashColor: string;
  shakeX: number;
  shakeY: number;
  banner: PowerUpType | InventoryId | null;
  /** ms since the banner appeared. */
  bannerAge: number;
  hitboxes: boolean;
  /** Drawn in world space after the pipes, before the player's bird (the challenge ghost). */
  overlay: ((c: CanvasRenderingContext2D, view: FrameView) => void) | null;
}

export function createFrameView(): FrameView {
  return {
    state: null,
    alpha: 0,
    now: 0,
    frameMs: 0,
    scroll: 0,
    birdY: 200,
    birdAngle: 0,
    birdSize: 40,
    flapAge: 1000,
    showPipes: false,
    showBird: true,
    showHud: false,
    score: 0,
    flash: 0,
    flashColor: "#ffffff",
    shakeX: 0,
    shakeY: 0,
    banner: null,
    bannerAge: 0,
    hitboxes: false,
    overlay: null,
  };
}

export const BANNER_MS = 2000;
const TRAIL_LENGTH = 18;
const SCORE_FONT = '900 56px ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", Nunito, system-ui, sans-serif';
const BANNER_FONT = '900 22px ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", Nunito, system-ui, sans-serif';
const SMALL_FONT = "800 11px system-ui, sans-serif";
const PIPE_DARK = "#14532d";
/** The ground's soil colour (scene.ts), below the ground tile when a shake lifts it. */
const GROUND_FILL = "#e8d99a";

/**
 * The device pixel ratio cap on touch screens. The game canvas is redrawn and handed to the compositor
 * every frame, at a cost that grows with its pixels; a phone at DPR 3 drawn at 2 spent ~200 ms of
 * main-thread time per second of play (bench:play), at 1.5 ~140. Phones are the weakest devices we
 * serve and their game area is small, so they trade a little edge sharpness for that time.
 */
export const TOUCH_MAX_DPR = 1.5;

export interface RendererOptions {
  labels: RenderLabels;
  reducedMotion?: boolean;
  /** Upper bound for devicePixelRatio (default 2). */
  maxDpr?: number;
}

export interface Renderer {
  /** Matches the backing store to the canvas's CSS size and the device pixel ratio. */
  resize(cssWidth: number, cssHeight: number, dpr: number): void;
  draw(view: FrameView): void;
  setSkin(look: SkinLook): void;
  /** Cosmetic effects triggered by simulation events (world coordinates). */
  flapPuff(y: number): void;
  burst(kind: "pickup" | "crash" | "shield" | "point", x: number, y: number, color?: string): void;
  /** Records the bird's position once per tick (for the skin's trail). */
  sampleTrail(y: number, distance: number): void;
  clearEffects(): void;
  /** Takes the backdrop layers out of the page. */
  destroy(): void;
  lowEffects: boolean;
  reducedMotion: boolean;
  /** The visible world width and the camera's left edge (world units). */
  readonly viewWidth: number;
  readonly cameraX: number;
  /** CSS pixels per world unit. */
  readonly scale: number;
  /** Where the power-up box was last drawn (CSS pixels), for tapping it. */
  readonly inventoryBox: { x: number; y: number; w: number; h: number };
}

export function createRenderer(canvas: HTMLCanvasElement, options: RendererOptions): Renderer {
  const backdrop: Backdrop | null = createBackdrop(canvas);
  // Opaque when it draws the sky itself; transparent over the backdrop layers.
  const ctx = backdrop ? canvas.getContext("2d") : (canvas.getContext("2d", { alpha: false }) ?? canvas.getContext("2d"));
  const labels = options.labels;
  const maxDpr = options.maxDpr ?? 2;

  let cssW = 1;
  let cssH = 1;
  let dpr = 1;
  let scale = 1; // CSS px per world unit
  let pxScale = 1; // device px per world unit
  let viewWidth = 1;
  let cameraX = 0;
  let scene: Scene = { clouds: null, skyline: null, bushes: null, ground: null };
  let palette: BirdPalette = paletteFor({ id: "classic", color: "#F7D51D", effects: {} });
  // Colour table for particles: 0-2 skin sparks, 3 white, 4 feather (skin colour), 5 custom.
  const colors: string[] = ["#fff", "#fff", "#fff", "#ffffff", "#fff", "#fff"];
  const particles = new Particles();
  const trailY = new Float32Array(TRAIL_LENGTH);
  const trailD = new Float32Array(TRAIL_LENGTH);
  let trailHead = 0;
  let trailCount = 0;
  let lastScroll = 0;
  let sparkleClock = 0;
  // Cached gradients (world coordinates; they never change with size).
  let sky: CanvasGradient | null = null;
  let pipeBody: CanvasGradient | null = null;
  let pipeCap: CanvasGradient | null = null;
  const pickupGlow = new Map<string, CanvasGradient>();
  const textWidths = new Map<string, number>();
  let scoreText = "0";
  let scoreValue = 0;

  function gradients() {
    if (!ctx || sky) return;
    sky = ctx.createLinearGradient(0, 0, 0, GROUND_Y);
    sky.addColorStop(0, "#4fc3e8");
    sky.addColorStop(0.6, "#8fdcf2");
    sky.addColorStop(1, "#d7f4fb");
    pipeBody = ctx.createLinearGradient(0, 0, PIPE_WIDTH, 0);
    pipeBody.addColorStop(0, "#15803d");
    pipeBody.addColorStop(0.22, "#4ade80");
    pipeBody.addColorStop(0.38, "#86efac");
    pipeBody.addColorStop(0.55, "#22c55e");
    pipeBody.addColorStop(0.85, "#16a34a");
    pipeBody.addColorStop(1, "#166534");
    pipeCap = ctx.createLinearGradient(-5, 0, PIPE_WIDTH + 5, 0);
    pipeCap.addColorStop(0, "#15803d");
    pipeCap.addColorStop(0.2, "#4ade80");
    pipeCap.addColorStop(0.36, "#bbf7d0");
    pipeCap.addColorStop(0.55, "#22c55e");
    pipeCap.addColorStop(1, "#166534");
    for (const type of POWER_UP_TYPES) {
      const g = ctx.createRadialGradient(-6, -7, 1, 0, 0, PICKUP_SIZE * 0.62);
      g.addColorStop(0, "rgba(255,255,255,0.9)");
      g.addColorStop(0.22, rgba(PICKUP_STYLE[type].color, 0.95));
      g.addColorStop(1, rgba(PICKUP_STYLE[type].color, 0.75));
      pickupGlow.set(type, g);
    }
  }

  function drawPipe(c: CanvasRenderingContext2D, x: number, gapY: number, gapHeight: number, alpha: number) {
    const top = gapY - gapHeight / 2;
    const bottom = gapY + gapHeight / 2;
    const cap = 26;
    c.save();
    c.translate(x, 0);
    if (alpha < 1) c.globalAlpha = alpha;
    c.lineWidth = 3;
    c.strokeStyle = PIPE_DARK;
    c.fillStyle = pipeBody!;
    // top pipe: extends above the top of the world
    c.fillRect(0, -20, PIPE_WIDTH, top - cap + 20);
    c.strokeRect(0, -20, PIPE_WIDTH, top - cap + 20);
    // bottom pipe: down to the ground
    c.fillRect(0, bottom + cap, PIPE_WIDTH, GROUND_Y - bottom - cap + 4);
    c.strokeRect(0, bottom + cap, PIPE_WIDTH, GROUND_Y - bottom - cap + 4);
    c.fillStyle = pipeCap!;
    c.fillRect(-5, top - cap, PIPE_WIDTH + 10, cap);
    c.strokeRect(-5, top - cap, PIPE_WIDTH + 10, cap);
    c.fillRect(-5, bottom, PIPE_WIDTH + 10, cap);
    c.strokeRect(-5, bottom, PIPE_WIDTH + 10, cap);
    // shade under the caps
    c.fillStyle = "rgba(20,83,45,0.28)";
    c.fillRect(1.5, top - cap - 6, PIPE_WIDTH - 3, 6);
    c.fillRect(1.5, bottom + cap + 1.5, PIPE_WIDTH - 3, 6);
    c.restore();
  }

  function drawZapped(c: CanvasRenderingContext2D, x: number, gapY: number, gapHeight: number, now: number) {
    drawPipe(c, x, gapY, gapHeight, 0.22);
    c.strokeStyle = "#fde047";
    c.lineWidth = 3;
    c.beginPath();
    const jitter = Math.floor(now / 60) % 2 === 0 ? 4 : -4;
    for (let y = 0; y < GROUND_Y; y += 40) {
      c.moveTo(x + PIPE_WIDTH / 2 + jitter, y);
      c.lineTo(x + PIPE_WIDTH / 2 - jitter, y + 20);
    }
    c.stroke();
  }

  function drawTrail(c: CanvasRenderingContext2D, view: FrameView, size: number) {
    if (!palette.trail || trailCount < 2 || renderer.lowEffects) return;
    const color = palette.trail;
    const k = size / 40;
    c.fillStyle = color;
    for (let n = trailCount - 1; n >= 1; n--) {
      const i = (trailHead - 1 - n + TRAIL_LENGTH * 2) % TRAIL_LENGTH;
      const x = BIRD_X - (view.scroll - trailD[i]!) - 6 * k;
      const y = trailY[i]!;
      const f = 1 - n / TRAIL_LENGTH;
      c.globalAlpha = f * 0.55;
      c.beginPath();
      c.arc(x, y, (3 + 9 * f) * k, 0, Math.PI * 2);
      c.fill();
    }
    c.globalAlpha = 1;
  }

  function drawParticles(c: CanvasRenderingContext2D) {
    for (let i = 0; i < PARTICLE_CAPACITY; i++) {
      const life = particles.life[i]!;
      if (life <= 0) continue;
      const f = life / particles.ttl[i]!;
      const x = particles.x[i]!;
      const y = particles.y[i]!;
      const s = particles.size[i]!;
      const color = colors[particles.color[i]!]!;
      c.globalAlpha = f < 0.3 ? f / 0.3 : 1;
      switch (particles.kind[i]) {
        case P_SPARK:
          drawSparkle(c, x, y, s * (0.5 + f * 0.5), color);
          break;
        case P_FEATHER: {
          c.save();
          c.translate(x, y);
          c.rotate(particles.spin[i]!);
          c.fillStyle = color;
          c.beginPath();
          c.ellipse(0, 0, s, s * 0.38, 0, 0, Math.PI * 2);
          c.fill();
          c.restore();
          break;
        }
        case P_PUFF:
          c.fillStyle = color;
          c.beginPath();
          c.arc(x, y, s * (1.4 - f * 0.6), 0, Math.PI * 2);
          c.fill();
          break;
        default:
          c.fillStyle = color;
          c.fillRect(x - s / 2, y - s / 2, s, s);
      }
    }
    c.globalAlpha = 1;
  }

  function drawPickup(c: CanvasRenderingContext2D, type: PowerUpType, x: number, y: number, now: number) {
    const bob = renderer.reducedMotion ? 0 : Math.sin(now / 260 + x / 90) * 3;
    c.save();
    c.translate(x, y + bob);
    if (!renderer.lowEffects) {
      c.globalAlpha = 0.35 + 0.15 * Math.sin(now / 180);
      c.fillStyle = PICKUP_STYLE[type].color;
      c.beginPath();
      c.arc(0, 0, PICKUP_SIZE * 0.82, 0, Math.PI * 2);
      c.fill();
      c.globalAlpha = 1;
    }
    c.fillStyle = pickupGlow.get(type) ?? PICKUP_STYLE[type].color;
    c.strokeStyle = "#ffffff";
    c.lineWidth = 2.5;
    c.beginPath();
    c.arc(0, 0, PICKUP_SIZE / 2 + 2, 0, Math.PI * 2);
    c.fill();
    c.stroke();
    drawGlyph(c, PICKUP_STYLE[type].glyph, 0, 0, 20, "#ffffff");
    c.restore();
  }

  function roundRect(c: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
    c.beginPath();
    c.moveTo(x + r, y);
    c.arcTo(x + w, y, x + w, y + h, r);
    c.arcTo(x + w, y + h, x, y + h, r);
    c.arcTo(x, y + h, x, y, r);
    c.arcTo(x, y, x + w, y, r);
    c.closePath();
  }

  const EFFECT_OF: Record<PowerUpType, keyof SimState["effects"]> = {
    slowMotion: "slowMotion",
    shield: "shield",
    doublePoints: "doublePoints",
    miniSize: "miniSize",
    magnetism: "magnetism",
  };
  const EXTRA_EFFECTS = [
    ["boost", "boost"],
    ["scoreMultiplier", "score-multiplier"],
  ] as const;

  /**
   * The power-up box at the top right (CSS pixel coordinates): the five in-play power-ups (lit while
   * active, with a ring for the time left) and the active inventory effects and charges. The inventory
   * items the player holds are the buttons along the bottom of the game area (the page's), not here.
   * On narrow screens it is a column, clear of the score.
   */
  function paintInventory(c: CanvasRenderingContext2D, state: SimState) {
    const vertical = cssW < 560;
    const icon = vertical ? 24 : 26;
    const gap = 6;
    const pad = vertical ? 6 : 8;
    const header = vertical ? 0 : 14;
    // what to show, in order: in-play types, extras, held items
    let extras = 0;
    for (let e = 0; e < EXTRA_EFFECTS.length; e++) if (state.effects[EXTRA_EFFECTS[e]![0]] > 0) extras++;
    if (state.shieldCharges > 0) extras++;
    if (state.extraLives > 0) extras++;
    const cols = POWER_UP_TYPES.length;
    const lines = 1 + (extras > 0 ? 1 : 0);
    const across = pad * 2 + cols * icon + (cols - 1) * gap;
    const along = pad * 2 + header + lines * icon + (lines - 1) * gap;
    const w = vertical ? along : across;
    const h = vertical ? across : along;
    const x0 = cssW - w - 10;
    const y0 = 10;
    c.fillStyle = "rgba(11,37,69,0.5)";
    roundRect(c, x0, y0, w, h, 12);
    c.fill();
    if (!vertical) {
      c.fillStyle = "rgba(255,255,255,0.85)";
      c.font = SMALL_FONT;
      c.textAlign = "left";
      c.textBaseline = "top";
      c.fillText(labels.powerUps, x0 + pad, y0 + pad - 1);
    }
    box.x = x0;
    box.y = y0;
    box.vertical = vertical;
    box.icon = icon;
    box.gap = gap;
    box.pad = pad;
    box.header = header;
    const cx = slotX;
    const cy = slotY;
    for (let i = 0; i < cols; i++) {
      const type = POWER_UP_TYPES[i]!;
      const left = state.effects[EFFECT_OF[type]];
      const x = cx(0, i);
      const y = cy(0, i);
      const on = left > 0;
      c.fillStyle = on ? PICKUP_STYLE[type].color : "rgba(255,255,255,0.12)";
      c.beginPath();
      c.arc(x, y, icon / 2, 0, Math.PI * 2);
      c.fill();
      // (the time-left ring is drawn live on top, see drawInventory; it does not overlap the glyph)
      drawGlyph(c, PICKUP_STYLE[type].glyph, x, y, icon * 0.68, on ? "#ffffff" : "rgba(255,255,255,0.45)");
    }
    let line = 1;
    if (extras > 0) {
      let index = 0;
      for (let e = 0; e < EXTRA_EFFECTS.length; e++) {
        const [effect, id] = EXTRA_EFFECTS[e]!;
        if (state.effects[effect] > 0) extraSlot(c, line, index++, INVENTORY_STYLE[id].color, INVENTORY_STYLE[id].glyph, 0);
      }
      if (state.shieldCharges > 0) extraSlot(c, line, index++, INVENTORY_STYLE.shield.color, "shield", state.shieldCharges);
      if (state.extraLives > 0) extraSlot(c, line, index++, INVENTORY_STYLE["extra-life"].color, "heart", state.extraLives);
      line++;
    }
    inventoryBox.x = x0;
    inventoryBox.y = y0;
    inventoryBox.w = w;
    inventoryBox.h = h;
    hudBottom = vertical ? y0 + h : 0;
  }

  // The power-up box is painted into an offscreen sprite only when what it shows changes (which
  // effects are on, charges, size); a frame blits it and strokes the time-left rings.
  const hudSprite = typeof document === "undefined" ? null : document.createElement("canvas");
  const hudCtx = hudSprite?.getContext("2d") ?? null;
  const HUD_KEYS = 7;
  const hudKey = new Float64Array(HUD_KEYS).fill(NaN);
  const hudNext = new Float64Array(HUD_KEYS);
  let hudBottom = 0;
  let hudLeft = 0;
  let hudTop = 0;

  function drawInventory(c: CanvasRenderingContext2D, state: SimState) {
    let mask = 0;
    for (let i = 0; i < POWER_UP_TYPES.length; i++) if (state.effects[EFFECT_OF[POWER_UP_TYPES[i]!]] > 0) mask |= 1 << i;
    hudNext[0] = cssW;
    hudNext[1] = dpr;
    hudNext[2] = mask;
    hudNext[3] = state.effects.boost > 0 ? 1 : 0;
    hudNext[4] = state.effects.scoreMultiplier > 0 ? 1 : 0;
    hudNext[5] = state.shieldCharges;
    hudNext[6] = state.extraLives;
    let changed = false;
    for (let i = 0; i < HUD_KEYS; i++) {
      if (hudNext[i] !== hudKey[i]) {
        changed = true;
        hudKey[i] = hudNext[i]!;
      }
    }
    if (!hudSprite || !hudCtx) {
      paintInventory(c, state);
    } else {
      if (changed) {
        // measure the box first (no drawing), then paint it at the same device pixels
        hudCtx.setTransform(1, 0, 0, 1, 0, 0);
        hudCtx.globalAlpha = 0;
        paintInventory(hudCtx, state);
        hudCtx.globalAlpha = 1;
        const margin = 4;
        hudLeft = Math.floor((inventoryBox.x - margin) * dpr);
        hudTop = Math.floor((inventoryBox.y - margin) * dpr);
        const w = Math.ceil((inventoryBox.x + inventoryBox.w + margin) * dpr) - hudLeft;
        const h = Math.ceil((inventoryBox.y + inventoryBox.h + margin) * dpr) - hudTop;
        if (hudSprite.width !== w || hudSprite.height !== h) {
          hudSprite.width = w;
          hudSprite.height = h;
        } else {
          hudCtx.setTransform(1, 0, 0, 1, 0, 0);
          hudCtx.clearRect(0, 0, w, h);
        }
        hudCtx.setTransform(dpr, 0, 0, dpr, -hudLeft, -hudTop);
        paintInventory(hudCtx, state);
      }
      c.setTransform(1, 0, 0, 1, 0, 0);
      c.drawImage(hudSprite, hudLeft, hudTop);
      c.setTransform(dpr, 0, 0, dpr, 0, 0);
    }
    boxBottom = hudBottom;
    const icon = box.icon;
    for (let i = 0; i < POWER_UP_TYPES.length; i++) {
      const left = state.effects[EFFECT_OF[POWER_UP_TYPES[i]!]];
      const on = left > 0;
      // the ring runs from the longest time left seen since the effect started
      effectTotals[i] = on ? Math.max(effectTotals[i]!, left) : 0;
      if (!on) continue;
      const total = Math.max(effectTotals[i]!, TICKS_PER_SECOND);
      const x = slotX(0, i);
      const y = slotY(0, i);
      c.strokeStyle = "#ffffff";
      c.lineWidth = 2.5;
      c.beginPath();
      c.arc(x, y, icon / 2 + 0.5, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * Math.min(1, left / total));
      c.stroke();
    }
  }

  let boxBottom = 0;
  const effectTotals = new Float64Array(POWER_UP_TYPES.length);
  const box = { x: 0, y: 0, vertical: false, icon: 26, gap: 6, pad: 8, header: 14 };
  function slotX(line: number, index: number): number {
    return box.x + box.pad + (box.vertical ? line : index) * (box.icon + box.gap) + box.icon / 2;
  }
  function slotY(line: number, index: number): number {
    return box.vertical
      ? box.y + box.pad + index * (box.icon + box.gap) + box.icon / 2
      : box.y + box.pad + box.header + line * (box.icon + box.gap) + box.icon / 2;
  }
  function extraSlot(c: CanvasRenderingContext2D, line: number, index: number, color: string, glyph: Glyph, count: number) {
    const x = slotX(line, index);
    const y = slotY(line, index);
    const icon = box.icon;
    c.fillStyle = color;
    c.beginPath();
    c.arc(x, y, icon / 2, 0, Math.PI * 2);
    c.fill();
    drawGlyph(c, glyph, x, y, icon * 0.68, "#ffffff");
    if (count > 1) badge(c, x + icon / 2 - 2, y + icon / 2 - 2, count);
  }

  const badgeTexts: string[] = [];
  for (let i = 0; i <= 99; i++) badgeTexts.push(String(i));

  function badge(c: CanvasRenderingContext2D, x: number, y: number, n: number) {
    c.fillStyle = "#0b2545";
    c.beginPath();
    c.arc(x, y, 7, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = "#ffffff";
    c.font = "800 10px system-ui, sans-serif";
    c.textAlign = "center";
    c.textBaseline = "middle";
    c.fillText(n > 99 ? "99" : badgeTexts[n]!, x, y + 0.5);
  }

  // The score is drawn (shadow, outline, fill) into an offscreen sprite only when it changes; a frame
  // blits it at the same device pixels, so it looks exactly as if drawn directly.
  const scoreSprite = typeof document === "undefined" ? null : document.createElement("canvas");
  const scoreCtx = scoreSprite?.getContext("2d") ?? null;
  let scoreLeft = 0;
  let scoreTop = 0;
  let scoreDpr = 0;
  let scoreCssW = 0;
  const SCORE_PAD = 10;

  function scoreCommands(c: CanvasRenderingContext2D) {
    c.font = SCORE_FONT;
    c.textAlign = "center";
    c.textBaseline = "top";
    c.lineJoin = "round";
    c.lineWidth = 9;
    c.strokeStyle = "#0b2545";
    c.fillStyle = "#0b2545";
    c.fillText(scoreText, 0, 5);
    c.strokeText(scoreText, 0, 5);
    c.strokeText(scoreText, 0, 0);
    c.fillStyle = "#ffffff";
    c.fillText(scoreText, 0, 0);
  }

  function drawScore(c: CanvasRenderingContext2D, score: number) {
    const size = cssW < 480 ? 0.8 : 1;
    if (!scoreSprite || !scoreCtx) {
      if (score !== scoreValue) {
        scoreValue = score;
        scoreText = String(score);
      }
      c.save();
      c.translate(cssW / 2, 18);
      c.scale(size, size);
      scoreCommands(c);
      c.restore();
      return;
    }
    if (score !== scoreValue || scoreDpr !== dpr || scoreCssW !== cssW || scoreSprite.width <= 1) {
      scoreValue = score;
      scoreText = String(score);
      scoreDpr = dpr;
      scoreCssW = cssW;
      const k = size * dpr;
      scoreCtx.setTransform(1, 0, 0, 1, 0, 0);
      scoreCtx.font = SCORE_FONT;
      const half = (scoreCtx.measureText(scoreText).width / 2 + SCORE_PAD) * k;
      const ax = (cssW / 2) * dpr;
      const ay = 18 * dpr;
      scoreLeft = Math.floor(ax - half);
      scoreTop = Math.floor(ay - SCORE_PAD * k);
      const w = Math.ceil(ax + half) - scoreLeft;
      const h = Math.ceil((56 * 1.35 + 5 + SCORE_PAD * 2) * k);
      if (scoreSprite.width !== w || scoreSprite.height !== h) {
        scoreSprite.width = w;
        scoreSprite.height = h;
      } else {
        scoreCtx.clearRect(0, 0, w, h);
      }
      scoreCtx.setTransform(k, 0, 0, k, ax - scoreLeft, ay - scoreTop);
      scoreCommands(scoreCtx);
    }
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.drawImage(scoreSprite, scoreLeft, scoreTop);
    c.setTransform(dpr, 0, 0, dpr, 0, 0);
  }

  function drawBanner(c: CanvasRenderingContext2D, banner: PowerUpType | InventoryId, age: number) {
    const text = banner in labels.pickup ? labels.pickup[banner as PowerUpType] : labels.inventory[banner as InventoryId];
    const style = banner in PICKUP_STYLE ? PICKUP_STYLE[banner as PowerUpType] : INVENTORY_STYLE[banner as InventoryId];
    if (!text || !style) return;
    const appear = Math.min(1, age / 180);
    const vanish = Math.min(1, (BANNER_MS - age) / 250);
    const f = Math.max(0, Math.min(appear, vanish));
    const pop = renderer.reducedMotion ? 1 : 0.85 + 0.15 * appear;
    c.save();
    c.globalAlpha = f;
    // below the score; on narrow screens also below the power-up column
    c.translate(cssW / 2, Math.max(118, boxBottom + 34));
    c.scale(pop, pop);
    c.font = BANNER_FONT;
    let tw = textWidths.get(text);
    if (tw === undefined) {
      tw = c.measureText(text).width;
      textWidths.set(text, tw);
    }
    const w = tw + 64;
    const h = 44;
    c.fillStyle = style.color;
    roundRect(c, -w / 2, -h / 2, w, h, h / 2);
    c.fill();
    c.lineWidth = 3;
    c.strokeStyle = "#ffffff";
    c.stroke();
    drawGlyph(c, style.glyph, -w / 2 + 24, 0, 24, "#ffffff");
    c.fillStyle = "#ffffff";
    c.textAlign = "left";
    c.textBaseline = "middle";
    c.fillText(text, -w / 2 + 44, 1);
    c.restore();
  }

  function drawHitboxes(c: CanvasRenderingContext2D, state: SimState, view: FrameView, alpha: number) {
    c.lineWidth = 1.5;
    c.strokeStyle = "#ff00aa";
    for (const p of state.pipes) {
      if (!p.active) continue;
      const x = p.prevX + (p.x - p.prevX) * alpha;
      const top = p.gapY - p.gapHeight / 2;
      const bottom = p.gapY + p.gapHeight / 2;
      c.strokeStyle = p.zapped || p.ghost ? "#999999" : "#ff00aa";
      c.strokeRect(x, -10, PIPE_WIDTH, top + 10);
      c.strokeRect(x, bottom, PIPE_WIDTH, GROUND_Y - bottom);
    }
    c.strokeStyle = "#00e5ff";
    for (const q of state.pickups) {
      if (!q.active) continue;
      const x = q.prevX + (q.x - q.prevX) * alpha;
      c.strokeRect(x - PICKUP_SIZE / 2, q.y - PICKUP_SIZE / 2, PICKUP_SIZE, PICKUP_SIZE);
    }
    const s = view.birdSize;
    c.strokeStyle = "#ff2d2d";
    c.lineWidth = 2;
    c.strokeRect(BIRD_X - s / 2, view.birdY - s / 2, s, s);
    c.strokeStyle = "#ffea00";
    c.beginPath();
    c.moveTo(cameraX, GROUND_Y);
    c.lineTo(cameraX + viewWidth, GROUND_Y);
    c.stroke();
  }

  const inventoryBox = { x: 0, y: 0, w: 0, h: 0 };

  const renderer: Renderer = {
    lowEffects: false,
    reducedMotion: Boolean(options.reducedMotion),
    inventoryBox,
    get viewWidth() {
      return viewWidth;
    },
    get cameraX() {
      return cameraX;
    },
    get scale() {
      return scale;
    },
    resize(width, height, ratio) {
      const nextDpr = Math.max(1, Math.min(ratio || 1, renderer.lowEffects ? 1 : maxDpr));
      const bw = Math.max(1, Math.round(width * nextDpr));
      const bh = Math.max(1, Math.round(height * nextDpr));
      if (bw === canvas.width && bh === canvas.height && width === cssW && height === cssH) return;
      cssW = Math.max(1, width);
      cssH = Math.max(1, height);
      dpr = nextDpr;
      canvas.width = bw;
      canvas.height = bh;
      scale = cssH / WORLD_HEIGHT;
      pxScale = scale * dpr;
      viewWidth = cssW / scale;
      // Narrow screens put the camera a little ahead so the bird sits at ~28% of the width
      // (cosmetic only: the world and the bird's x never change).
      cameraX = Math.max(0, Math.min(80, BIRD_X - viewWidth * 0.28));
      scene = buildScene(pxScale);
      backdrop?.resize({ cssW, cssH, dpr, pxScale, cameraX, viewWidth, scene });
      sky = null;
      pickupGlow.clear();
    },
    setSkin(look) {
      palette = paletteFor(look);
      colors[0] = palette.sparks[0];
      colors[1] = palette.sparks[1];
      colors[2] = palette.sparks[2];
      colors[3] = "#ffffff";
      colors[4] = palette.body;
      colors[5] = palette.wing;
      trailCount = 0;
    },
    flapPuff(y) {
      if (renderer.lowEffects) return;
      const n = renderer.reducedMotion ? 1 : 3;
      for (let i = 0; i < n; i++) {
        particles.emit(P_PUFF, 3, BIRD_X - 16 + particles.rand() * 6, y + 8 + particles.rand() * 8, -0.06 - particles.rand() * 0.05, 0.02 + particles.rand() * 0.05, 3 + particles.rand() * 2, 320);
      }
    },
    burst(kind, x, y, color) {
      if (color) colors[5] = color;
      const few = renderer.reducedMotion || renderer.lowEffects;
      if (kind === "crash") {
        particles.burst(P_FEATHER, 4, x, y, few ? 3 : 9, 0.22, 6, 900);
        particles.burst(P_FEATHER, 5, x, y, few ? 2 : 5, 0.18, 5, 900);
      } else if (kind === "pickup") {
        particles.burst(P_SPARK, 5, x, y, few ? 4 : 14, 0.25, 5, 650);
      } else if (kind === "shield") {
        particles.burst(P_DOT, 5, x, y, few ? 4 : 12, 0.3, 4, 450);
      } else {
        if (!few) particles.burst(P_SPARK, 3, x, y, 5, 0.12, 3.5, 420);
      }
    },
    sampleTrail(y, distance) {
      trailY[trailHead] = y;
      trailD[trailHead] = distance;
      trailHead = (trailHead + 1) % TRAIL_LENGTH;
      if (trailCount < TRAIL_LENGTH) trailCount++;
    },
    clearEffects() {
      particles.clear();
      trailCount = 0;
    },
    destroy() {
      backdrop?.destroy();
    },
    draw(view) {
      const c = ctx;
      if (!c) return;
      gradients();
      const state = view.state;
      const alpha = view.alpha;

      // cosmetic particles move in real time; the world scroll drags them along
      const scrollDelta = view.scroll - lastScroll;
      lastScroll = view.scroll;
      particles.update(view.frameMs, scrollDelta > 0 && scrollDelta < 200 ? scrollDelta : 0);
      if (palette.particles && view.showBird && !renderer.lowEffects) {
        sparkleClock += view.frameMs;
        const every = renderer.reducedMotion ? 180 : 70;
        while (sparkleClock > every) {
          sparkleClock -= every;
          const r = view.birdSize * 0.5;
          particles.emit(P_SPARK, Math.floor(particles.rand() * 3), BIRD_X - r + particles.rand() * r, view.birdY - r + particles.rand() * r * 2, -0.05 - particles.rand() * 0.05, (particles.rand() - 0.5) * 0.05, 3 + particles.rand() * 2.5, 600);
        }
      }

      // world space
      if (backdrop) {
        backdrop.place(view.scroll, view.shakeX, view.shakeY);
        c.setTransform(1, 0, 0, 1, 0, 0);
        c.clearRect(0, 0, canvas.width, canvas.height);
      }
      c.setTransform(pxScale, 0, 0, pxScale, (-cameraX + view.shakeX) * pxScale, view.shakeY * pxScale);
      if (!backdrop) {
        c.fillStyle = sky!;
        c.fillRect(cameraX - 20, -20, viewWidth + 40, GROUND_Y + 20);
        drawTile(c, scene.clouds, view.scroll, cameraX - 20, viewWidth + 40, pxScale);
        drawTile(c, scene.skyline, view.scroll, cameraX - 20, viewWidth + 40, pxScale);
        drawTile(c, scene.bushes, view.scroll, cameraX - 20, viewWidth + 40, pxScale);
      }

      if (state && view.showPipes) {
        for (let i = 0; i < state.pipes.length; i++) {
          const p = state.pipes[i]!;
          if (!p.active) continue;
          const x = p.prevX + (p.x - p.prevX) * alpha;
          if (x > cameraX + viewWidth + 10 || x + PIPE_WIDTH < cameraX - 10) continue;
          if (p.zapped) drawZapped(c, x, p.gapY, p.gapHeight, view.now);
          else drawPipe(c, x, p.gapY, p.gapHeight, p.ghost ? 0.5 : 1);
        }
        for (let i = 0; i < state.pickups.length; i++) {
          const q = state.pickups[i]!;
          if (!q.active) continue;
          const x = q.prevX + (q.x - q.prevX) * alpha;
          if (x - PICKUP_SIZE > cameraX + viewWidth) continue;
          drawPickup(c, q.type, x, q.y, view.now);
        }
      }

      if (view.overlay && state && view.showPipes) view.overlay(c, view);
      if (view.showBird) {
        drawTrail(c, view, view.birdSize);
        drawParticles(c);
        // wings: a quick beat after each flap, a lazy glide otherwise
        const beat = view.flapAge < 240 ? Math.sin((view.flapAge / 240) * Math.PI * 3) : Math.sin(view.now / 160) * 0.35;
        const wing = -0.15 + beat * 0.55;
        const invulnerable = state !== null && state.effects.invulnerable > 0 && Math.floor(view.now / 90) % 2 === 0;
        if (invulnerable) c.globalAlpha = 0.45;
        drawBird(c, palette, BIRD_X, view.birdY, view.birdSize, view.birdAngle, wing, !renderer.lowEffects);
        c.globalAlpha = 1;
        if (state && (state.effects.shield > 0 || state.shieldCharges > 0)) {
          c.strokeStyle = "rgba(34,211,238,0.9)";
          c.fillStyle = "rgba(34,211,238,0.08)";
          c.lineWidth = 3;
          c.beginPath();
          c.arc(BIRD_X, view.birdY, view.birdSize * 0.85, 0, Math.PI * 2);
          c.fill();
          c.stroke();
        }
      } else {
        drawParticles(c);
      }

      drawTile(c, scene.ground, view.scroll, cameraX - 20, viewWidth + 40, pxScale);
      if (view.shakeY < 0 && backdrop) {
        // a shake that lifts the ground shows more ground below it, never the layers behind
        c.fillStyle = GROUND_FILL;
        c.fillRect(cameraX - 20, WORLD_HEIGHT, viewWidth + 40, 20);
      }
      if (state && view.hitboxes) drawHitboxes(c, state, view, alpha);

      // screen space (CSS pixels)
      c.setTransform(dpr, 0, 0, dpr, 0, 0);
      if (view.showHud) {
        drawScore(c, view.score);
        boxBottom = 0;
        if (state) drawInventory(c, state);
        if (view.banner && view.bannerAge < BANNER_MS) drawBanner(c, view.banner, view.bannerAge);
      }
      if (view.flash > 0) {
        c.globalAlpha = Math.min(1, view.flash);
        c.fillStyle = view.flashColor;
        c.fillRect(0, 0, cssW, cssH);
        c.globalAlpha = 1;
      }
    },
  };
  return renderer;
}

