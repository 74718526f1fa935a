// The player page and leaderboard moderation (player.* keys). English is the reference and the fallback.
export const messages = {
} as const;
