// The privacy policy (/privacy). English is the reference.
export const messages = {
  // Legal
  "privacy.meta.title": "Privacy Policy",
  "privacy.meta.description": "What Flap Master stores about you, why, for how long, and your rights.",
  "privacy.title": "Privacy Policy",
  "privacy.s.summary": "1. Summary",
  "privacy.s.data": "2. What we store and why",
  "privacy.s.cookies": "3. Cookies and page-view counting",
  "privacy.s.processors": "4. Who else processes data",
  "privacy.s.retention": "5. How long we keep it",
  "privacy.s.rights": "6. Your rights",
  "privacy.s.security": "7. Security",
  "privacy.s.children": "8. Children",
  "privacy.s.changes": "9. Changes to this policy",
  "privacy.s.contact": "10. Contact",
} as const;
