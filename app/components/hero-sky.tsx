// The home hero's animated sky: cloud, hill and particle layers that move at different speeds as the
// page scrolls (parallax), plus 20 floating particles. prefers-reduced-motion stops both (here in JS
// and in app.css).
import { useEffect, useRef, type CSSProperties } from "react";
import { BirdSvg } from "./art.tsx";
import { SkyClouds } from "./page-shell.tsx";

const PARTICLE_COUNT = 20;

/** Deterministic (server and client render the same), evenly spread but irregular-looking particles. */
const PARTICLES = Array.from({ length: PARTICLE_COUNT }, (_, i) => {
  const spread = (i * 0.618034) % 1; // golden-ratio steps fill the width without clumps
  return {
    left: `${(spread * 96 + 2).toFixed(2)}%`,
    top: `${(((i * 37) % 80) + 8).toFixed(0)}%`,
    size: 4 + ((i * 7) % 5) * 2,
    duration: `${7 + ((i * 5) % 7)}s`,
    delay: `-${((i * 1.3) % 9).toFixed(1)}s`,
  };
});

/** Scroll speed of each layer as a fraction of the page's scroll (0 = fixed to the hero). */
const SPEEDS = { far: 0.12, mid: 0.28, near: 0.45 } as const;

export function HeroSky() {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = root.current;
    if (!container) return;
    const layers = Array.from(container.querySelectorAll<HTMLElement>("[data-parallax]"));
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let frame = 0;
    let listening = false;

    const paint = () => {
      frame = 0;
      const height = container.offsetHeight;
      // Off screen below the hero nothing is visible to move: skip the style writes.
      const y = Math.min(window.scrollY, height);
      for (const layer of layers) {
        layer.style.transform = `translate3d(0, ${(y * Number(layer.dataset.parallax)).toFixed(1)}px, 0)`;
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    const start = () => {
      if (listening) return;
      listening = true;
      window.addEventListener("scroll", onScroll, { passive: true });
      onScroll();
    };
    const stop = () => {
      if (!listening) return;
      listening = false;
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      for (const layer of layers) layer.style.transform = "";
    };
    const update = () => (motion.matches ? stop() : start());
    update();
    motion.addEventListener("change", update);
    return () => {
      motion.removeEventListener("change", update);
      stop();
    };
  }, []);

  return (
    <div ref={root} aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden" data-testid="hero-sky">
      <div className="hero-parallax absolute inset-0" data-parallax={SPEEDS.far}>
        <SkyClouds dense />
      </div>
      {/* distant hills, sitting on the hero's ground */}
      <div className="hero-parallax absolute inset-x-0 bottom-0 h-[38%]" data-parallax={SPEEDS.mid}>
        <div className="absolute -bottom-8 -left-[10%] h-full w-[60%] rounded-[50%_50%_0_0] bg-[#a7e3c9]/70" />
        <div className="absolute -right-[8%] -bottom-10 h-[85%] w-[55%] rounded-[50%_50%_0_0] bg-[#8fd9b6]/60" />
      </div>
      <div className="hero-parallax absolute inset-0" data-parallax={SPEEDS.near} data-testid="hero-particles">
        {PARTICLES.map((p, i) => (
          <span
            key={i}
            className="hero-particle absolute rounded-full bg-white/70"
            style={
              {
                left: p.left,
                top: p.top,
                width: p.size,
                height: p.size,
                "--particle-duration": p.duration,
                "--particle-delay": p.delay,
              } as CSSProperties
            }
          />
        ))}
        {/* a second bird far away, flying across the sky */}
        <div className="absolute top-[12%] right-[14%] hidden opacity-80 sm:block motion-safe:animate-bob">
          <BirdSvg className="h-8 w-10" />
        </div>
      </div>
    </div>
  );
}
