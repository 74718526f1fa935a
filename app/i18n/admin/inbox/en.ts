// Inbox, outbox and audit log (inbox.* keys). English is the reference and the fallback.
export const messages = {
} as const;
