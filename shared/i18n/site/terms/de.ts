import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "Nutzungsbedingungen",
  "terms.meta.description": "Die Regeln für das Spielen von Flap Master, den Kauf von Münzen und die Bestenlisten.",
  "terms.title": "Nutzungsbedingungen",
  "terms.s.agreement": "1. Über diese Bedingungen",
  "terms.s.game": "2. Das Spiel",
  "terms.s.accounts": "3. Konten und Spielen als Gast",
  "terms.s.coins": "4. Virtuelle Münzen und Käufe",
  "terms.s.refunds": "5. Erstattungen",
  "terms.s.fairPlay": "6. Fairplay",
  "terms.s.leaderboards": "7. Bestenlisten und Spielernamen",
  "terms.s.content": "8. Unsere Inhalte",
  "terms.s.availability": "9. Verfügbarkeit",
  "terms.s.liability": "10. Haftung",
  "terms.s.termination": "11. Sperrung und Kündigung",
  "terms.s.changes": "12. Änderungen dieser Bedingungen",
  "terms.s.law": "13. Anwendbares Recht",
  "terms.s.contact": "14. Kontakt",
};
