// The leaderboard entries table of Player Data (scores with Delete and Undo). Built with the player
// moderation tools; Player Data renders it in its scores tab.
export function LeaderboardEntriesPanel() {
  return null;
}
