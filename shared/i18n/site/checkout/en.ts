// The sandbox checkout (payments without Stripe). English is the reference.
export const messages = {
  // Sandbox checkout (payments without Stripe)
  "checkout.meta.title": "Test checkout",
  "checkout.meta.description": "A test checkout: no card is charged.",
  "checkout.title": "Checkout",
  "checkout.testMode": "Test mode - no card is charged",
  "checkout.testModeHelp": "This server has no card payments set up. Pay adds the coins for free, exactly as a real payment would.",
  "checkout.pack": "{name} pack",
  "checkout.coins": "{coins} coins",
  "checkout.total": "Total",
  "checkout.pay": "Pay {price}",
  "checkout.cancel": "Cancel",
  "checkout.expired": "This checkout has expired. Start a new one from the store.",
  "checkout.failed": "This checkout can no longer be paid. Start a new one from the store.",
  "checkout.unavailable": "Test payments are turned off on this server.",
} as const;
