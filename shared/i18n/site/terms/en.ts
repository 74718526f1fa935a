// The terms of service (/terms). English is the reference.
export const messages = {
  // Legal
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
} as const;
