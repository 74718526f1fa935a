// The "Watch" control beside a board's entries (home, /leaderboard, the game-over card). English is the reference.
export const messages = {
  "watch.label": "Watch",
  "watch.aria": "Watch {name}'s run of {score} points",
} as const;
