// A replay's share image (Open Graph / Twitter, 1200 x 630 PNG): the player's name, the score and the
// board the run is on, in the viewer's language, over the site's sky, pipes and bird. Drawn as SVG and
// rendered by resvg (Rust, via @resvg/resvg-js) on libuv's thread pool, never on the event loop, with
// the system's fonts (DejaVu Sans; Noto CJK where installed, for names in other scripts). Rendered
// images are kept in memory by what they show (run, language, name, score, board), so an operator
// hiding the name or a run leaving a board gives a new image at once.
import { renderAsync } from "@resvg/resvg-js";
import { BIRD_SHAPES, CLOUD_PATH } from "../../shared/share-art.ts";

export const REPLAY_IMAGE_WIDTH = 1200;
export const REPLAY_IMAGE_HEIGHT = 630;
/** Images kept (about 60 KB each). */
const CACHE_SIZE = 300;
/** Characters of a name shown before an ellipsis (names are at most 20 today; older ones may be longer). */
const NAME_CHARS = 22;

export interface ReplayImageText {
  /** "Alice's run" in the viewer's language. */
  title: string;
  /** "12 points". */
  points: string;
  /** "On the all-time board", or null for none. */
  board: string | null;
  /** The call to action: "Race this run". */
  action: string;
  /** The score as the big number, written the viewer's way. */
  score: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);
}

function clip(text: string, chars: number): string {
  const letters = [...text];
  return letters.length <= chars ? text : letters.slice(0, chars - 1).join("") + "…";
}

const cloud = (x: number, y: number, width: number, opacity: number) =>
  `<svg x="${x}" y="${y}" width="${width}" height="${width / 2}" viewBox="0 0 100 50" opacity="${opacity}"><path fill="#fff" d="${CLOUD_PATH}"/></svg>`;

const pipe = (x: number, top: boolean, height: number) => {
  const y = top ? 0 : REPLAY_IMAGE_HEIGHT - 70 - height;
  const capY = top ? height - 44 : y;
  return `<rect x="${x}" y="${y}" width="110" height="${height}" fill="url(#pipe)" stroke="#0b2545" stroke-width="5"/>
    <rect x="${x - 14}" y="${capY}" width="138" height="44" rx="6" fill="url(#cap)" stroke="#0b2545" stroke-width="5"/>`;
};

/** The call to action's pill: about 22 px a Latin letter, 38 px a CJK one, at 36 px bold. */
function pillWidth(action: string): number {
  const width = [...action].reduce((sum, c) => sum + (c.codePointAt(0)! >= 0x2e80 ? 38 : 22), 0);
  return Math.min(700, 100 + width);
}

/** The image as SVG (tested for what it says; rendered by replayImagePng). */
export function replayImageSvg(text: ReplayImageText): string {
  const font = `font-family="DejaVu Sans, Noto Sans CJK JP, Noto Sans CJK SC, sans-serif"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${REPLAY_IMAGE_WIDTH}" height="${REPLAY_IMAGE_HEIGHT}" viewBox="0 0 ${REPLAY_IMAGE_WIDTH} ${REPLAY_IMAGE_HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4fc3e8"/><stop offset="0.75" stop-color="#b8ecfa"/></linearGradient>
    <linearGradient id="pipe" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3f8f1f"/><stop offset="0.35" stop-color="#7ed957"/><stop offset="0.7" stop-color="#5cb82f"/><stop offset="1" stop-color="#3f8f1f"/></linearGradient>
    <linearGradient id="cap" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3f8f1f"/><stop offset="0.35" stop-color="#8ee26a"/><stop offset="0.7" stop-color="#5cb82f"/><stop offset="1" stop-color="#3f8f1f"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  ${cloud(40, 30, 170, 0.9)}${cloud(600, 60, 130, 0.75)}
  ${pipe(1040, true, 200)}${pipe(1040, false, 110)}
  <rect x="0" y="${REPLAY_IMAGE_HEIGHT - 70}" width="${REPLAY_IMAGE_WIDTH}" height="70" fill="#ded895"/>
  <rect x="0" y="${REPLAY_IMAGE_HEIGHT - 70}" width="${REPLAY_IMAGE_WIDTH}" height="16" fill="#73bf2e"/>
  <rect x="0" y="${REPLAY_IMAGE_HEIGHT - 72}" width="${REPLAY_IMAGE_WIDTH}" height="5" fill="#0b2545"/>
  <g transform="translate(820 250) rotate(-12) scale(3.4)">${BIRD_SHAPES}</g>
  <text x="80" y="96" ${font} font-size="52" font-weight="bold" fill="#0b2545">Flap <tspan fill="#f59e0b" stroke="#0b2545" stroke-width="2">Master</tspan></text>
  <text x="80" y="230" ${font} font-size="84" font-weight="bold" fill="#0b2545" data-part="title">${escapeXml(clip(text.title, NAME_CHARS + 6))}</text>
  <text x="84" y="310" ${font} font-size="48" font-weight="bold" fill="#0b2545" data-part="points">${escapeXml(text.points)}</text>
  ${text.board ? `<text x="84" y="370" ${font} font-size="36" fill="#0b2545" data-part="board">${escapeXml(text.board)}</text>` : ""}
  <rect x="84" y="410" width="${pillWidth(text.action)}" height="84" rx="42" fill="#facc15" stroke="#0b2545" stroke-width="5"/>
  <text x="124" y="466" ${font} font-size="36" font-weight="bold" fill="#0b2545" data-part="action">▶ ${escapeXml(text.action)}</text>
  <text x="1010" y="150" ${font} font-size="104" font-weight="bold" fill="#fff" stroke="#0b2545" stroke-width="5" paint-order="stroke" text-anchor="end" data-part="score">${escapeXml(text.score)}</text>
</svg>`;
}

export interface ReplayImages {
  /** The PNG for these texts (rendered once, then from memory). */
  png(key: string, text: ReplayImageText): Promise<Buffer>;
}

export function createReplayImages(): ReplayImages {
  // Insertion order is use order (a hit is moved to the end): the oldest is dropped first.
  const cache = new Map<string, Promise<Buffer>>();
  return {
    png(key, text) {
      const full = `${key}\n${JSON.stringify(text)}`;
      let image = cache.get(full);
      if (image) {
        cache.delete(full);
      } else {
        image = renderAsync(replayImageSvg(text), {
          fitTo: { mode: "width", value: REPLAY_IMAGE_WIDTH },
          font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
        }).then((rendered) => rendered.asPng());
        // A failed render is not kept: the next request tries again.
        image.catch(() => cache.delete(full));
      }
      cache.set(full, image);
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return image;
    },
  };
}
