// Game Settings (settings.* keys). English is the reference and the fallback.
export const messages = {
} as const;
