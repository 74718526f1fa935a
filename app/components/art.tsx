// Decorative drawings (inline SVG and CSS only: the CSP allows no external images).

/** The Flap Master bird. Decorative unless a `title` is given. */
export function BirdSvg({ className, title, flapping = false }: { className?: string; title?: string; flapping?: boolean }) {
  return (
    <svg
      viewBox="0 0 64 52"
      className={className}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      {/* tail */}
      <path d="M6 24 L0 18 L2 28 L0 36 L8 31 Z" fill="#eab308" stroke="#0b2545" strokeWidth="2" strokeLinejoin="round" />
      {/* body */}
      <ellipse cx="28" cy="28" rx="22" ry="19" fill="#facc15" stroke="#0b2545" strokeWidth="2.5" />
      {/* belly */}
      <ellipse cx="30" cy="37" rx="14" ry="8" fill="#fef08a" />
      {/* wing */}
      <g className={flapping ? "origin-[20px_28px] motion-safe:animate-flap" : undefined}>
        <ellipse cx="17" cy="29" rx="11" ry="7.5" fill="#fff7cc" stroke="#0b2545" strokeWidth="2.2" />
        <path d="M10 29 q6 3 13 0" fill="none" stroke="#eab308" strokeWidth="1.6" strokeLinecap="round" />
      </g>
      {/* eye */}
      <circle cx="39" cy="19" r="8" fill="#fff" stroke="#0b2545" strokeWidth="2.2" />
      <circle cx="42" cy="19" r="3.4" fill="#0b2545" />
      <circle cx="43.2" cy="17.6" r="1.1" fill="#fff" />
      {/* beak */}
      <path d="M44 27 h14 a4 4 0 0 1 0 7 h-14 z" fill="#f97316" stroke="#0b2545" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M44 34 h12 a3.5 3.5 0 0 1 0 6 h-12 z" fill="#ea580c" stroke="#0b2545" strokeWidth="2.2" strokeLinejoin="round" />
    </svg>
  );
}

/** A soft white cloud. */
export function CloudSvg({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 60" className={className} aria-hidden="true" focusable="false">
      <path d="M22 52 a16 16 0 0 1 -2 -31.8 a22 22 0 0 1 40 -10 a18 18 0 0 1 30 8 a17 17 0 0 1 10 33.8 z" fill="currentColor" />
    </svg>
  );
}

/** The round home icon used in the header. */
export function HomeIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 9.5V20h13V9.5" />
      <path d="M10 20v-5.5h4V20" />
    </svg>
  );
}

export function MenuIcon({ open, className }: { open: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
    >
      {open ? (
        <>
          <path d="M6 6l12 12" />
          <path d="M18 6 6 18" />
        </>
      ) : (
        <>
          <path d="M4 7h16" />
          <path d="M4 12h16" />
          <path d="M4 17h16" />
        </>
      )}
    </svg>
  );
}

export function EyeIcon({ crossed, className }: { crossed: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

export function TrophyIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a3 3 0 0 0 3 4" />
      <path d="M16 6h3a3 3 0 0 1-3 4" />
      <path d="M12 13v4" />
      <path d="M8.5 20h7l-1-3h-5z" />
    </svg>
  );
}

export function TapIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 11V5.5a1.5 1.5 0 0 1 3 0V11" />
      <path d="M12 10V9a1.5 1.5 0 0 1 3 0v2" />
      <path d="M15 10.5a1.5 1.5 0 0 1 3 0V15a6 6 0 0 1-6 6h-.6a6 6 0 0 1-4.8-2.4L4.3 15.5a1.5 1.5 0 0 1 2.3-1.9L9 16" />
      <path d="M5 4.5 3.5 3" />
      <path d="M15.5 3 17 1.5" />
    </svg>
  );
}

export function PipesIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 2v6h5V2" />
      <path d="M4 8h7" />
      <path d="M14 22v-8h5v8" />
      <path d="M13 14h7" />
      <path d="M3 15c3-1 5-4 9-6" strokeDasharray="2 2.5" />
    </svg>
  );
}

export function CoinIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="#facc15" stroke="#a16207" strokeWidth="2" />
      <circle cx="12" cy="12" r="6.5" fill="none" stroke="#a16207" strokeWidth="1.5" />
      <path d="M12 8.5v7" stroke="#a16207" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
