import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "Conditions d'utilisation",
  "terms.meta.description": "Les règles pour jouer à Flap Master, acheter des pièces et apparaître dans les classements.",
  "terms.title": "Conditions d'utilisation",
  "terms.s.agreement": "1. À propos de ces conditions",
  "terms.s.game": "2. Le jeu",
  "terms.s.accounts": "3. Comptes et jeu en tant qu'invité",
  "terms.s.coins": "4. Pièces virtuelles et achats",
  "terms.s.refunds": "5. Remboursements",
  "terms.s.fairPlay": "6. Fair-play",
  "terms.s.leaderboards": "7. Classements et noms de joueur",
  "terms.s.content": "8. Notre contenu",
  "terms.s.availability": "9. Disponibilité",
  "terms.s.liability": "10. Responsabilité",
  "terms.s.termination": "11. Suspension et résiliation",
  "terms.s.changes": "12. Modifications de ces conditions",
  "terms.s.law": "13. Droit applicable",
  "terms.s.contact": "14. Contact",
};
