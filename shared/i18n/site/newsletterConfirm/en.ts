// The newsletter confirmation page (/newsletter/confirm). English is the reference.
export const messages = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "newsletterConfirm.meta.title": "Confirm your subscription",
  "newsletterConfirm.meta.description": "Confirm your Flap Master newsletter subscription.",
  "newsletterConfirm.title": "Newsletter",
  "newsletterConfirm.done": "Your subscription is confirmed. Welcome to the flock!",
  "newsletterConfirm.already": "Your subscription was already confirmed.",
  "newsletterConfirm.invalid": "This confirmation link is not valid or was replaced by a newer one. Subscribe again on the home page.",
  "newsletterConfirm.unsubscribed": "This address was unsubscribed. Subscribe again on the home page to receive our e-mails.",
} as const;
