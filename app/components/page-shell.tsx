import type { ReactNode } from "react";
import { Link } from "react-router";
import { CloudSvg } from "./art.tsx";

/**
 * Drifting clouds for a sky background (CSS animation only, paused for reduced motion). The rows sit
 * at a share of the band's height, capped, so a band that grows after hydration (/play's achievements
 * list) does not move them (a layout shift).
 */
export function SkyClouds({ dense = false }: { dense?: boolean }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute top-[min(14%,7rem)] left-0 flex w-[200%] motion-safe:animate-drift-slow">
        {[0, 1].map((copy) => (
          <div key={copy} className="relative h-24 w-1/2">
            <CloudSvg className="absolute top-0 left-[6%] w-28 text-white/90" />
            <CloudSvg className="absolute top-10 left-[48%] w-20 text-white/70" />
            {dense ? <CloudSvg className="absolute top-2 left-[78%] w-32 text-white/80" /> : null}
          </div>
        ))}
      </div>
      <div className="absolute top-[min(48%,24rem)] left-0 flex w-[200%] motion-safe:animate-drift">
        {[0, 1].map((copy) => (
          <div key={copy} className="relative h-24 w-1/2">
            <CloudSvg className="absolute top-0 left-[28%] w-24 text-white/60" />
            {dense ? <CloudSvg className="absolute top-8 left-[64%] w-36 text-white/75" /> : null}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The sky-blue band at the top of an inner page, with its heading. */
export function PageHero({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <section className="sky-gradient relative overflow-hidden px-4 pt-28 pb-20 text-center sm:px-6 sm:pt-32">
      <SkyClouds />
      <div className="relative mx-auto max-w-3xl">
        {/* break-words: a word wider than a phone (German, Russian) wraps instead of being cut off. */}
        <h1 className="text-4xl font-black tracking-tight break-words text-ink drop-shadow-[0_2px_0_rgb(255_255_255/0.6)] sm:text-5xl">
          {title}
        </h1>
        {subtitle ? <p className="mx-auto mt-4 max-w-xl text-lg font-medium text-sky-950/80">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** The white card that overlaps the bottom of a PageHero. */
export function PageCard({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`relative mx-auto -mt-10 mb-16 max-w-3xl px-4 sm:px-6 ${className}`}>
      <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-sky-900/10 ring-sky-100 sm:p-10">{children}</div>
    </div>
  );
}

/** The pill above a full-width page (the game, a replay) that leads back where the player came from. */
export function BackLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  return (
    <div className="mb-3 flex items-center">
      <Link
        to={to}
        className="inline-flex items-center gap-1.5 rounded-full bg-white/80 px-4 py-2 text-sm font-extrabold text-ink shadow-sm ring-1 ring-sky-900/10 transition hover:bg-white"
        data-testid={testId}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M15 5l-7 7 7 7" />
        </svg>
        {label}
      </Link>
    </div>
  );
}
