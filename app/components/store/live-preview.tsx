// A store card's animated bird, drawn by the game's renderer pieces (palette, bird, sparkles and
// the particle pool), with the skin's trail, glow, wing colour and particles. All previews share
// one requestAnimationFrame loop that runs only while some preview is on screen, the tab is
// visible and the player has not asked for reduced motion (then each draws one still frame). It
// starts at the visitor's first pointer, key, touch, wheel or scroll (game/input/wake.ts): until then
// every preview shows a still frame, and the page's start-up has the main thread to itself.
import { useEffect, useRef } from "react";
import { drawBird, drawSparkle, paletteFor, type BirdPalette, type SkinLook } from "../../../game/render/bird.ts";
import { P_SPARK, PARTICLE_CAPACITY, Particles } from "../../../game/render/particles.ts";
import { onFirstInteraction } from "../../../game/input/wake.ts";

/** Trail samples kept per preview (one per frame at ~60 fps: a short streak). */
const TRAIL = 14;
/** Preview scroll speed, CSS px per ms (the world moving left behind the bird). */
const SCROLL = 0.09;

class Preview {
  readonly particles = new Particles();
  readonly trailY = new Float32Array(TRAIL);
  readonly trailX = new Float32Array(TRAIL);
  trailHead = 0;
  trailCount = 0;
  sparkleClock = 0;
  scroll = 0;
  readonly canvas: HTMLCanvasElement;
  readonly palette: BirdPalette;
  /** Each card starts at its own phase, so the birds do not bob in step. */
  readonly phase: number;

  constructor(canvas: HTMLCanvasElement, look: SkinLook, phase: number) {
    this.canvas = canvas;
    this.palette = paletteFor(look);
    this.phase = phase;
  }

  draw(now: number, frameMs: number, still: boolean): void {
    const canvas = this.canvas;
    const ctx = canvas.getContext("2d");
    if (!ctx) return;
    const width = canvas.clientWidth || 160;
    const height = canvas.clientHeight || 110;
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    const bw = Math.round(width * dpr);
    const bh = Math.round(height * dpr);
    if (canvas.width !== bw) canvas.width = bw;
    if (canvas.height !== bh) canvas.height = bh;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);

    const p = this.palette;
    const t = now / 1000 + this.phase;
    const size = Math.min(height * 0.42, width * 0.3);
    const x = width * 0.56;
    const y = height / 2 + (still ? 0 : Math.sin(t * 2.4) * height * 0.09);
    const vy = still ? 0 : Math.cos(t * 2.4);
    const wing = still ? -0.25 : Math.sin(t * 14) * 0.55 - 0.1;
    const dx = SCROLL * frameMs;
    this.scroll += dx;

    // trail: the bird's recent heights, scrolled left (as the game's trail does)
    if (p.trail) {
      if (still) {
        for (let n = 0; n < TRAIL; n++) this.push(x - n * 5, y);
      } else {
        for (let n = 0; n < TRAIL; n++) this.trailX[n] = this.trailX[n]! - dx * 4;
        this.push(x, y);
      }
      ctx.fillStyle = p.trail;
      const k = size / 40;
      for (let n = this.trailCount - 1; n >= 1; n--) {
        const i = (this.trailHead - 1 - n + TRAIL * 2) % TRAIL;
        const f = 1 - n / TRAIL;
        ctx.globalAlpha = f * 0.55;
        ctx.beginPath();
        ctx.arc(this.trailX[i]! - 6 * k, this.trailY[i]!, (3 + 9 * f) * k, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
    }

    drawBird(ctx, p, x, y, size, vy * 0.18 - 0.08, wing, true);

    if (p.particles) {
      const parts = this.particles;
      if (still) {
        const spots = [
          [-0.8, -0.6, 0],
          [0.7, -0.7, 1],
          [-0.95, 0.45, 2],
          [0.55, 0.75, 0],
        ] as const;
        for (const [sx, sy, c] of spots) drawSparkle(ctx, x + sx * size, y + sy * size, size * 0.08, p.sparks[c]);
      } else {
        parts.update(frameMs, dx);
        this.sparkleClock += frameMs;
        while (this.sparkleClock > 90) {
          this.sparkleClock -= 90;
          const r = size * 0.5;
          parts.emit(
            P_SPARK,
            Math.floor(parts.rand() * 3),
            x - r + parts.rand() * r,
            y - r + parts.rand() * r * 2,
            -0.03 - parts.rand() * 0.04,
            (parts.rand() - 0.5) * 0.04,
            2.5 + parts.rand() * 2,
            650,
          );
        }
        for (let i = 0; i < PARTICLE_CAPACITY; i++) {
          const life = parts.life[i]!;
          if (life <= 0) continue;
          const f = life / parts.ttl[i]!;
          ctx.globalAlpha = f < 0.3 ? f / 0.3 : 1;
          drawSparkle(ctx, parts.x[i]!, parts.y[i]!, parts.size[i]! * (0.5 + f * 0.5), p.sparks[parts.color[i]! % 3]!);
        }
        ctx.globalAlpha = 1;
      }
    }
  }

  private push(x: number, y: number) {
    this.trailX[this.trailHead] = x;
    this.trailY[this.trailHead] = y;
    this.trailHead = (this.trailHead + 1) % TRAIL;
    if (this.trailCount < TRAIL) this.trailCount++;
  }
}

// --- the one loop shared by every preview on the page ---
const visible = new Set<Preview>();
let frame = 0;
let last = 0;
let reducedQuery: MediaQueryList | null = null;
/** Set at the first sign of a person on the page; the loop waits for it. */
let awake = false;

const reducedMotion = () => reducedQuery?.matches ?? false;

function tick(now: number) {
  frame = 0;
  // a long gap (tab was hidden, loop restarted) must not fling the particles
  const frameMs = last ? Math.min(now - last, 50) : 16;
  last = now;
  for (const preview of visible) preview.draw(now, frameMs, false);
  schedule();
}

function schedule() {
  if (frame || !awake || visible.size === 0 || document.hidden || reducedMotion()) {
    if (visible.size === 0 || document.hidden) last = 0;
    return;
  }
  frame = requestAnimationFrame(tick);
}

function stop() {
  if (frame) cancelAnimationFrame(frame);
  frame = 0;
  last = 0;
}

let observer: IntersectionObserver | null = null;
const byCanvas = new WeakMap<Element, Preview>();

function setup() {
  if (observer) return observer;
  reducedQuery = window.matchMedia("(prefers-reduced-motion: reduce)");
  reducedQuery.addEventListener("change", () => {
    if (reducedMotion()) {
      stop();
      for (const preview of visible) preview.draw(performance.now(), 0, true);
    } else schedule();
  });
  document.addEventListener("visibilitychange", () => (document.hidden ? stop() : schedule()));
  onFirstInteraction(window, () => {
    awake = true;
    schedule();
  });
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const preview = byCanvas.get(entry.target);
      if (!preview) continue;
      if (entry.isIntersecting) {
        visible.add(preview);
        if (reducedMotion()) preview.draw(performance.now(), 0, true);
      } else visible.delete(preview);
    }
    if (visible.size === 0) stop();
    else schedule();
  });
  return observer;
}

/** One animated skin preview; `label` names it for assistive technology. */
export function LivePreview({ skin, label, phase = 0 }: { skin: SkinLook; label: string; phase?: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { id, color, effects } = skin;
  const effectsKey = JSON.stringify(effects);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const preview = new Preview(canvas, { id, color, effects: JSON.parse(effectsKey) as SkinLook["effects"] }, phase);
    byCanvas.set(canvas, preview);
    const io = setup();
    // a first still frame at once, so nothing is blank before the observer reports
    preview.draw(performance.now(), 0, true);
    io.observe(canvas);
    return () => {
      io.unobserve(canvas);
      visible.delete(preview);
      byCanvas.delete(canvas);
      if (visible.size === 0) stop();
    };
  }, [id, color, effectsKey, phase]);
  return <canvas ref={ref} role="img" aria-label={label} className="block h-full w-full" data-testid={`preview-${id}`} />;
}
