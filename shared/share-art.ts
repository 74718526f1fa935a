// The site's bird and cloud as plain SVG, for the share images drawn outside the browser: the site's
// public/og-image.png (scripts/og-image.ts) and each replay's image (server/site/replay-image.ts). The
// bird is app/components/art.tsx's BirdSvg.

/** The bird's shapes in a 64 x 52 box. */
export const BIRD_SHAPES = `
  <path d="M6 24 L0 18 L2 28 L0 36 L8 31 Z" fill="#eab308" stroke="#0b2545" stroke-width="2" stroke-linejoin="round"/>
  <ellipse cx="28" cy="28" rx="22" ry="19" fill="#facc15" stroke="#0b2545" stroke-width="2.5"/>
  <ellipse cx="30" cy="37" rx="14" ry="8" fill="#fef08a"/>
  <ellipse cx="17" cy="29" rx="11" ry="7.5" fill="#fff7cc" stroke="#0b2545" stroke-width="2.2"/>
  <path d="M10 29 q6 3 13 0" fill="none" stroke="#eab308" stroke-width="1.6" stroke-linecap="round"/>
  <circle cx="39" cy="19" r="8" fill="#fff" stroke="#0b2545" stroke-width="2.2"/>
  <circle cx="42" cy="19" r="3.4" fill="#0b2545"/>
  <circle cx="43.2" cy="17.6" r="1.1" fill="#fff"/>
  <path d="M44 27 h14 a4 4 0 0 1 0 7 h-14 z" fill="#f97316" stroke="#0b2545" stroke-width="2.2" stroke-linejoin="round"/>
  <path d="M44 34 h12 a3.5 3.5 0 0 1 0 6 h-12 z" fill="#ea580c" stroke="#0b2545" stroke-width="2.2" stroke-linejoin="round"/>`;

/** A cloud's outline in a 100 x 50 box. */
export const CLOUD_PATH = "M20 45 a15 15 0 0 1 2-30 a20 20 0 0 1 36-6 a16 16 0 0 1 26 10 a13 13 0 0 1-4 26 z";
