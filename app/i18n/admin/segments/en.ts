// Player Segments (segments.* keys). English is the reference and the fallback.
export const messages = {
} as const;
