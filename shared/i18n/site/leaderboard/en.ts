// The leaderboard page (/leaderboard). English is the reference.
export const messages = {
  // Leaderboard
  "leaderboard.meta.title": "Daily Leaderboard",
  "leaderboard.meta.description": "Today's top ten Flap Master players. Can you get on the board?",
  "leaderboard.title": "Daily Leaderboard",
  "leaderboard.intro": "Today's best flyers. The board starts fresh every day at midnight ({timeZone}).",
  "leaderboard.title.weekly": "Weekly Leaderboard",
  "leaderboard.title.alltime": "All-Time Leaderboard",
  "leaderboard.intro.weekly": "This week's best flyers. The board starts fresh every Monday at midnight ({timeZone}).",
  "leaderboard.intro.alltime": "The best flyers of all time. Every verified run counts.",
  "leaderboard.tabs.label": "Leaderboard period",
  "leaderboard.tab.daily": "Today",
  "leaderboard.tab.weekly": "This Week",
  "leaderboard.tab.alltime": "All Time",
  "leaderboard.title.course": "Daily Course",
  "leaderboard.title.bestday": "Best Course Days",
  "leaderboard.intro.course": "Today's course is the same for every player. A new course starts every day at midnight ({timeZone}).",
  "leaderboard.intro.bestday": "The best daily-course scores of all time: each player's best day.",
  "leaderboard.tab.course": "Daily Course",
  "leaderboard.tab.bestday": "Best Day",
} as const;
