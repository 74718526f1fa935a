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
  WORLD_HEIGHT,
  type InventoryId,
  type PowerUpType,
  type SimState,
} from "../sim/index.ts";
import { createBackdrop, type Backdrop } from "./backdrop.ts";
import { drawBird, drawSparkle, paletteFor, type BirdPalette, type SkinLook } from "./bird.ts";
import { rgba } from "./color.ts";
import { createHud, type Hud } from "./hud.ts";
import { drawGlyph, PICKUP_STYLE } from "./icons.ts";
import { P_DOT, P_FEATHER, P_PUFF, P_SPARK, PARTICLE_CAPACITY, Particles } from "./particles.ts";
import { buildScene, drawTile, type Scene } from "./scene.ts";

export { drawSkinPreview, paletteFor, CLASSIC_LOOK, type SkinLook } from "./bird.ts";
export { BANNER_MS } from "./hud.ts";

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

const TRAIL_LENGTH = 18;
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
  /** Where the power-up box was last drawn (CSS pixels), for tapping it (the HUD's, hud.ts). */
  readonly inventoryBox: { x: number; y: number; w: number; h: number };
}

export function createRenderer(canvas: HTMLCanvasElement, options: RendererOptions): Renderer {
  const backdrop: Backdrop | null = createBackdrop(canvas);
  // Opaque when it draws the sky itself; transparent over the backdrop layers.
  const ctx = backdrop ? canvas.getContext("2d") : (canvas.getContext("2d", { alpha: false }) ?? canvas.getContext("2d"));
  const hud: Hud = createHud(options.labels, () => renderer.reducedMotion);
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

  const renderer: Renderer = {
    lowEffects: false,
    reducedMotion: Boolean(options.reducedMotion),
    inventoryBox: hud.inventoryBox,
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
        particles.emit(
          P_PUFF,
          3,
          BIRD_X - 16 + particles.rand() * 6,
          y + 8 + particles.rand() * 8,
          -0.06 - particles.rand() * 0.05,
          0.02 + particles.rand() * 0.05,
          3 + particles.rand() * 2,
          320,
        );
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
          particles.emit(
            P_SPARK,
            Math.floor(particles.rand() * 3),
            BIRD_X - r + particles.rand() * r,
            view.birdY - r + particles.rand() * r * 2,
            -0.05 - particles.rand() * 0.05,
            (particles.rand() - 0.5) * 0.05,
            3 + particles.rand() * 2.5,
            600,
          );
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
      if (view.showHud) hud.draw(c, view, cssW, dpr);
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
