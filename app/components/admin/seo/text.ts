// The SEO editor's arithmetic: how long a field is (as the server counts it), how that compares with
// the recommended range, and how a search result cuts a long title or description.

/** Characters as the server's schema counts them: after trimming, in UTF-16 units (zod's max). */
export function fieldLength(value: string): number {
  return value.trim().length;
}

export type LengthState = "empty" | "short" | "good" | "long" | "over";

/** Where `length` falls: under / in / above the recommended range, or above the hard maximum. */
export function lengthState(length: number, limit: { max: number; recommended?: { min: number; max: number } }): LengthState {
  if (length === 0) return "empty";
  if (length > limit.max) return "over";
  if (!limit.recommended) return "good";
  if (length < limit.recommended.min) return "short";
  if (length > limit.recommended.max) return "long";
  return "good";
}

/**
 * What a search result shows of `text`: all of it up to `max` characters, else the words that fit
 * and an ellipsis (Google cuts by pixel width; about 60 title and 160 description characters fit).
 */
export function searchSnippet(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, " ");
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  // A word longer than the room is cut mid-word rather than leaving almost nothing.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–-]+$/, "")} …`;
}

/** Google's breadcrumb form of a URL: "example.com › play". */
export function searchBreadcrumb(url: string): string {
  try {
    const parsed = new URL(url);
    const parts = parsed.pathname.split("/").filter(Boolean);
    return [parsed.host, ...parts].join(" › ");
  } catch {
    return url;
  }
}
