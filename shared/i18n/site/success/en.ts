// The payment success page (/success); its back link also on the sandbox checkout. English is the reference.
export const messages = {
  // Success
  "success.meta.title": "Payment",
  "success.meta.description": "The result of your Flap Master purchase.",
  "success.title": "Payment",
  "success.paid.title": "Thank you for your purchase!",
  "success.paid.coins": "+{coins} coins",
  "success.paid.body": "The coins are in your wallet.",
  "success.balance": "Your balance: {balance} coins",
  "success.pending.title": "Confirming your payment...",
  "success.pending.body": "This usually takes a few seconds. Keep this page open.",
  "success.pending.slow":
    "Your payment is still being confirmed. Your coins will appear in your balance as soon as it clears; you can leave this page.",
  "success.checkAgain": "Check again",
  "success.failed.title": "Payment not completed",
  "success.failed.expired": "This checkout expired before it was paid. No money was taken.",
  "success.failed.failed": "The payment failed. No coins were added and no money was taken.",
  "success.failed.refunded": "This purchase was refunded, so its coins were taken back.",
  "success.failed.disputed": "This payment was disputed, so its coins were taken back.",
  "success.missing": "Invalid checkout session. There is no payment to confirm here.",
  "success.signIn": "Please sign in to verify your payment",
  "success.backToStore": "Back to Store",
  "success.play": "Play Now",
  "success.signInButton": "Sign in",
} as const;
