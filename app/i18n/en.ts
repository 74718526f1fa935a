// English texts: the reference dictionary and the fallback for every other language.
// Texts quoted from the product spec are kept word for word.
export const en = {
  "app.name": "Flap Master",

  // Header
  "header.nav.label": "Main",
  "header.playGame": "Play Game",
  "header.store": "Store",
  "header.home": "Home",
  "header.challengeFriends": "Challenge Friends",
  "header.moreGames": "More Games",
  "header.menu.open": "Open menu",
  "header.menu.close": "Close menu",

  // Footer
  "footer.blurb":
    "Tap your way through pipes, collect coins and unlock new birds. A free arcade game that runs right in your browser.",
  "footer.social.label": "Follow Flap Master",
  "footer.social.twitter": "Flap Master on X (Twitter)",
  "footer.social.facebook": "Flap Master on Facebook",
  "footer.social.instagram": "Flap Master on Instagram",
  "footer.quickLinks": "Quick Links",
  "footer.home": "Home",
  "footer.playGame": "Play Game",
  "footer.adminAccess": "Admin Access",
  "footer.contactUs": "Contact Us",
  "footer.copyright": "© {year} Flap Master",
  "footer.legal.label": "Legal",
  "footer.terms": "Terms of Service",
  "footer.privacy": "Privacy Policy",
  "footer.contact": "Contact",

  // Contact form
  "contact.email.label": "Your e-mail",
  "contact.email.placeholder": "you@example.com",
  "contact.message.label": "Message",
  "contact.message.placeholder": "Your message...",
  "contact.submit": "Send Message",
  "contact.sending": "Sending...",
  "contact.success": "Message sent successfully!",
  "contact.error": "Failed to send message. Please try again.",

  // Admin login dialog
  "adminLogin.title": "Admin Login",
  "adminLogin.description": "Enter the admin password to manage the game.",
  "adminLogin.password": "Password",
  "adminLogin.showPassword": "Show password",
  "adminLogin.hidePassword": "Hide password",
  "adminLogin.cancel": "Cancel",
  "adminLogin.login": "Login",
  "adminLogin.notAvailable": "Admin sign-in is not available yet.",

  // Shared
  "common.playNow": "Play Now",
  "common.backToHome": "Back to Home",

  // Home
  "home.meta.title": "Flap Master – Can You Master the Flap?",
  "home.meta.description":
    "Tap your way through pipes, challenge friends, and unlock new characters in this addictive browser game.",
  "home.hero.headline": "Can You Master the Flap?",
  "home.hero.subtitle":
    "Tap your way through pipes, challenge friends, and unlock new characters in this addictive game!",
  "home.hero.viewLeaderboard": "View Leaderboard",
  "home.hero.tapToFlap": "Tap to Flap",
  "home.howToPlay.title": "How to Play",
  "home.howToPlay.intro": "Three simple steps stand between you and the top of the leaderboard.",
  "home.howToPlay.step1.title": "Tap or Click",
  "home.howToPlay.step1.text": "Tap the screen, click the mouse or press the space bar to make your bird flap upwards.",
  "home.howToPlay.step2.title": "Navigate Obstacles",
  "home.howToPlay.step2.text": "Time your flaps to glide through the gaps between the pipes. Touch a pipe or the ground and the run is over.",
  "home.howToPlay.step3.title": "Score Points",
  "home.howToPlay.step3.text": "Every pipe you pass scores a point. The further you fly, the faster it gets.",
  "home.howToPlay.coins": "Each point equals 10 coins to spend in the store on new birds and power-ups!",
  "home.leaderboard.title": "Daily Leaderboard",
  "home.leaderboard.intro": "Today's best flyers. The board starts fresh every day at midnight UTC.",
  "home.challenge.title": "Challenge Your Friends",
  "home.challenge.prompt": "You haven't set a score yet. Play your first round, then dare your friends to beat it!",
  "home.newsletter.title": "Join the Flock",
  "home.newsletter.text":
    "Newsletter sign-up opens soon. Subscribers will unlock a bonus bird character and hear first about new skins and events.",

  // Leaderboard
  "leaderboard.meta.title": "Daily Leaderboard",
  "leaderboard.meta.description": "Today's top ten Flap Master players. Can you get on the board?",
  "leaderboard.title": "Daily Leaderboard",
  "leaderboard.intro": "Today's best flyers. The board starts fresh every day at midnight UTC.",
  "leaderboard.listLabel": "Today's top scores",
  "leaderboard.rank": "Rank {rank}",
  "leaderboard.points": "points",
  "leaderboard.sample": "Sample",
  "leaderboard.empty": "No scores yet! Be the first to play and get on the leaderboard.",
  "leaderboard.spotsLeft.one": "Only 1 spot left on today's leaderboard. Play now to claim it!",
  "leaderboard.spotsLeft.other": "{count} spots left on today's leaderboard. Play now to claim one!",

  // Play
  "play.meta.title": "Play",
  "play.meta.description": "Play Flap Master in your browser: tap, click or press space to flap through the pipes.",
  "play.title": "Ready to Fly?",
  "play.comingSoon": "The game is being built and arrives in an upcoming update. Check back soon!",

  // Store
  "store.meta.title": "Store",
  "store.meta.description": "Bird skins, coin packs and power-ups for Flap Master.",
  "store.title": "Store",
  "store.comingSoon": "The store opens soon with bird skins, coin packs and power-ups.",

  // Login
  "login.meta.title": "Sign In",
  "login.meta.description": "Sign in to Flap Master to keep your coins, skins and scores on every device.",
  "login.title": "Welcome Back",
  "login.subtitle": "Sign in to continue playing",
  "login.comingSoon": "Player accounts are coming soon.",

  // Success
  "success.meta.title": "Payment",
  "success.meta.description": "The result of your Flap Master purchase.",
  "success.title": "Payment",
  "success.comingSoon": "Purchases open soon. There is no payment to confirm yet.",

  // Contact page
  "contactPage.meta.title": "Contact Us",
  "contactPage.meta.description": "Questions, feedback or a problem with Flap Master? Send us a message.",
  "contactPage.title": "Contact Us",
  "contactPage.intro": "Questions, ideas or found a bug? Send us a message and we will get back to you by e-mail.",

  // Legal
  "legal.lastUpdated": "Last updated: {date}",
  "legal.contents": "Contents",
  "terms.meta.title": "Terms of Service",
  "terms.meta.description": "The rules for playing Flap Master, buying coins and appearing on the leaderboards.",
  "terms.title": "Terms of Service",
  "terms.s.agreement": "1. About these terms",
  "terms.s.game": "2. The game",
  "terms.s.accounts": "3. Accounts and guest play",
  "terms.s.coins": "4. Virtual coins and purchases",
  "terms.s.refunds": "5. Refunds",
  "terms.s.fairPlay": "6. Fair play",
  "terms.s.leaderboards": "7. Leaderboards and player names",
  "terms.s.content": "8. Our content",
  "terms.s.availability": "9. Availability",
  "terms.s.liability": "10. Liability",
  "terms.s.termination": "11. Suspension and termination",
  "terms.s.changes": "12. Changes to these terms",
  "terms.s.law": "13. Governing law",
  "terms.s.contact": "14. Contact",
  "privacy.meta.title": "Privacy Policy",
  "privacy.meta.description": "What Flap Master stores about you, why, for how long, and your rights.",
  "privacy.title": "Privacy Policy",
  "privacy.s.summary": "1. Summary",
  "privacy.s.data": "2. What we store and why",
  "privacy.s.cookies": "3. Cookies and page-view counting",
  "privacy.s.processors": "4. Who else processes data",
  "privacy.s.retention": "5. How long we keep it",
  "privacy.s.rights": "6. Your rights",
  "privacy.s.security": "7. Security",
  "privacy.s.children": "8. Children",
  "privacy.s.changes": "9. Changes to this policy",
  "privacy.s.contact": "10. Contact",

  // 404
  "notFound.meta.title": "Page Not Found",
  "notFound.meta.description": "This page does not exist.",
  "notFound.title": "Page Not Found",
  "notFound.text": "Oops! The bird you're looking for has flown away.",
  "notFound.goBack": "Go Back",

  // Errors
  "error.title": "Unexpected Application Error!",
  "error.text": "Something went wrong. Please try again.",

  // Admin
  "admin.management": "Management",
  "admin.nav.label": "Admin sections",
  "admin.backToSite": "Back to Site",
  "admin.comingSoon": "This section arrives in a later update.",
  "admin.meta.description": "Flap Master administration.",
  "admin.settings": "Game Settings",
  "admin.store": "Store Settings",
  "admin.players": "Player Data",
  "admin.segments": "Player Segments",
  "admin.email": "Email Campaigns",
  "admin.analytics": "Analytics",
  "admin.seo": "SEO & Metadata",
} as const;

export type MessageKey = keyof typeof en;
