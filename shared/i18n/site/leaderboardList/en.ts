// The board list shared by / and /leaderboard (app/components/leaderboard-list). English is the reference.
export const messages = {
  // Leaderboard
  "leaderboard.listLabel": "Today's top scores",
  "leaderboard.rank": "Rank {rank}",
  "leaderboard.points": "points",
  "leaderboard.sample": "Sample",
  "leaderboard.empty": "No scores yet! Be the first to play and get on the leaderboard.",
  "leaderboard.spotsLeft.one": "Only 1 spot left on today's leaderboard. Play now to claim it!",
  "leaderboard.spotsLeft.other": "{count} spots left on today's leaderboard. Play now to claim one!",
  "leaderboard.listLabel.weekly": "This week's top scores",
  "leaderboard.listLabel.alltime": "All-time top scores",
  "leaderboard.spotsLeft.weekly.one": "Only 1 spot left on this week's leaderboard. Play now to claim it!",
  "leaderboard.spotsLeft.weekly.other": "{count} spots left on this week's leaderboard. Play now to claim one!",
  "leaderboard.spotsLeft.alltime.one": "Only 1 spot left on the all-time leaderboard. Play now to claim it!",
  "leaderboard.spotsLeft.alltime.other": "{count} spots left on the all-time leaderboard. Play now to claim one!",
  "leaderboard.you": "You",
  "leaderboard.yourRank": "Your rank",
  "leaderboard.live": "Live",
  "leaderboard.liveHint": "Updates as new scores come in",
  // A row whose place is not known (server/players/location.ts stores "Unknown").
  "leaderboard.location.unknown": "Unknown",
  "leaderboard.listLabel.course": "Today's course top scores",
  "leaderboard.listLabel.bestday": "Best course days of all time",
  "leaderboard.spotsLeft.course.one": "Only 1 spot left on today's course leaderboard. Fly the course to claim it!",
  "leaderboard.spotsLeft.course.other": "{count} spots left on today's course leaderboard. Fly the course to claim one!",
  "leaderboard.spotsLeft.bestday.one": "Only 1 spot left among the best course days. Fly today's course to claim it!",
  "leaderboard.spotsLeft.bestday.other": "{count} spots left among the best course days. Fly today's course to claim one!",
} as const;
