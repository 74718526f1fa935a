// Player Data and the player page (players.* keys). English is the reference and the fallback.
export const messages = {
} as const;
