// Store Settings (catalogue.* keys). English is the reference and the fallback.
export const messages = {
} as const;
