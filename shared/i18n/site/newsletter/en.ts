// The newsletter form on the home page and its server answers. English is the reference.
export const messages = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "newsletter.intro": "Subscribe to hear first about new birds and events, and unlock a bonus character right away.",
  "newsletter.email.label": "Your e-mail",
  "newsletter.email.placeholder": "you@example.com",
  "newsletter.consent":
    "I agree to receive e-mails from Flap Master about new characters, events and updates. I can unsubscribe at any time.",
  "newsletter.submit": "Subscribe & Unlock Character",
  "newsletter.subscribed": "Subscribed!",
  "newsletter.tryAgain": "Try Again",
  "newsletter.invalidEmail": "Please enter a valid email address.",
  "newsletter.consentRequired": "Please agree to receive e-mails to subscribe.",
  "newsletter.unlocked": "Thank you! You've unlocked the {skin}",
  "newsletter.thanks": "Thank you for subscribing to our newsletter!",
  "newsletter.checkInbox": "Check your inbox to confirm your subscription.",
  "newsletter.already": "This e-mail address is already subscribed. The bonus character is unlocked only once per address.",
  "newsletter.resubscribed":
    "Welcome back! Check your inbox to confirm your subscription. The bonus character is unlocked only once per address.",
  "newsletter.playerAlreadyUnlocked": "Thank you for subscribing! Your newsletter bonus character was already unlocked.",
  "newsletter.failed": "Subscription failed. Please try again.",
  "newsletter.error.tooManyFromNetwork": "Too many subscriptions from your network. Please try again in a few minutes.",
  "newsletter.error.blocked":
    "This address cannot subscribe to the newsletter. If you think this is a mistake, write to us through the contact form.",
  "newsletter.error.tooManyMails": "Too many confirmation mails to this address. Please check your inbox or try again later.",
} as const;
