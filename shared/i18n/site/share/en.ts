// Challenge a friend: the share dialog of / and /play. English is the reference.
export const messages = {
  // Play
  "play.share.title": "Challenge your friends",
  "play.share.text": "I scored {score} points in Flap Master! Can you beat me?",
  "play.share.subject": "Can you beat my Flap Master score?",
  "play.share.label": "Share your score",
  "play.share.twitter": "Share on X (Twitter)",
  "play.share.facebook": "Share on Facebook",
  "play.share.whatsapp": "Share on WhatsApp",
  "play.share.telegram": "Share on Telegram",
  "play.share.linkedin": "Share on LinkedIn",
  "play.share.pinterest": "Share on Pinterest",
  "play.share.email": "Share by e-mail",
  "play.share.copy": "Copy link",
  "play.share.copied": "Link copied!",
  "play.share.native": "More ways to share",
} as const;
