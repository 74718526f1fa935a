// What /terms and /privacy share. English is the reference.
export const messages = {
  // Legal
  "legal.lastUpdated": "Last updated: {date}",
  "legal.contents": "Contents",
} as const;
