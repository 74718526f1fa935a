// The unsubscribe page (/unsubscribe). English is the reference.
export const messages = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "unsubscribe.meta.title": "Unsubscribe",
  "unsubscribe.meta.description": "Stop receiving the Flap Master newsletter.",
  "unsubscribe.title": "Unsubscribe",
  "unsubscribe.question": "Stop receiving Flap Master newsletter e-mails at {email}?",
  "unsubscribe.button": "Unsubscribe",
  "unsubscribe.done": "You are unsubscribed. You will not receive any more newsletter e-mails.",
  "unsubscribe.invalid": "This unsubscribe link is not valid.",
} as const;
