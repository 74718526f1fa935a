// Email Campaigns: templates, test send, campaigns, lifecycle mails (email.* keys). English is the reference and the fallback.
export const messages = {
} as const;
