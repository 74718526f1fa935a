// The home page (/). English is the reference.
export const messages = {
  // Home
  "home.meta.title": "Flap Master – Can You Master the Flap?",
  "home.meta.description": "Tap your way through pipes, challenge friends, and unlock new characters in this addictive browser game.",
  "home.hero.headline": "Can You Master the Flap?",
  "home.hero.subtitle": "Tap your way through pipes, challenge friends, and unlock new characters in this addictive game!",
  "home.hero.viewLeaderboard": "View Leaderboard",
  "home.hero.tapToFlap": "Tap to Flap",
  "home.howToPlay.title": "How to Play",
  "home.howToPlay.intro": "Three simple steps stand between you and the top of the leaderboard.",
  "home.howToPlay.step1.title": "Tap or Click",
  "home.howToPlay.step1.text": "Tap the screen, click the mouse or press the space bar to make your bird flap upwards.",
  "home.howToPlay.step2.title": "Navigate Obstacles",
  "home.howToPlay.step2.text":
    "Time your flaps to glide through the gaps between the pipes. Touch a pipe or the ground and the run is over.",
  "home.howToPlay.step3.title": "Score Points",
  "home.howToPlay.step3.text": "Every pipe you pass scores a point. The further you fly, the faster it gets.",
  "home.howToPlay.coins": "Each point equals 10 coins to spend in the store on new birds and power-ups!",
  "home.leaderboard.title": "Daily Leaderboard",
  "home.leaderboard.intro": "Today's best flyers. The board starts fresh every day at midnight ({timeZone}).",
  "home.leaderboard.more": "See this week's and all-time boards",
  "home.challenge.title": "Challenge Your Friends",
  "home.challenge.prompt": "You haven't set a score yet. Play your first round, then dare your friends to beat it!",
  "home.challenge.bestLabel": "Your best score",
  "home.challenge.bestText": "Think your friends can beat it? Share your score and dare them to try!",
  "home.challenge.beatMyScore": "Beat My Score",
  "home.newsletter.title": "Join the Flock",

  // More Games to Play (home page; cards from the games feed)
  "home.moreGames.title": "More Games to Play",
  "home.moreGames.intro": "Need a break from the pipes? Try one of these free browser games.",
  "home.moreGames.play": "Play",
  "home.moreGames.newTab": "(opens in a new tab)",
} as const;
