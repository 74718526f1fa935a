// The layout, on every page (root loader): header, footer, contact form, admin login dialog, language menu, error page. English is the reference.
export const messages = {
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
  "header.skipToContent": "Skip to content",

  // Footer
  "footer.blurb": "Tap your way through pipes, collect coins and unlock new birds. A free arcade game that runs right in your browser.",
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
  "adminLogin.invalid": "Invalid password",
  "adminLogin.checking": "Checking...",
  "adminLogin.failed": "Sign-in failed. Please try again.",

  // Shared
  "common.playNow": "Play Now",
  "common.backToHome": "Back to Home",

  // Account
  "header.account": "Account",

  // 404
  "notFound.title": "Page Not Found",

  // Errors
  "error.title": "Unexpected Application Error!",
  "error.text": "Something went wrong. Please try again.",

  // Contact form (server answers and the anti-bot field)
  "contact.website.label": "Leave this field empty",
  "contact.invalidEmail": "Please enter a valid email address.",
  "contact.messageRequired": "Please enter a message.",
  "contact.error.tooLong": "Your message is too long. Please shorten it and try again.",
  "contact.error.rateLimited": "You have sent several messages in a short time. Please wait a few minutes and try again.",

  // Language switcher
  "language.label": "Language",
  "language.current": "Language: {language}",
  // The default name of a guest who has not chosen one (stored as "Guest"), as shown on the boards.
  "layout.guestName": "Guest",
} as const;
