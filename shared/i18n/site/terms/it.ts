import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "Termini di servizio",
  "terms.meta.description": "Le regole per giocare a Flap Master, acquistare monete e comparire nelle classifiche.",
  "terms.title": "Termini di servizio",
  "terms.s.agreement": "1. Informazioni su questi termini",
  "terms.s.game": "2. Il gioco",
  "terms.s.accounts": "3. Account e gioco come ospite",
  "terms.s.coins": "4. Monete virtuali e acquisti",
  "terms.s.refunds": "5. Rimborsi",
  "terms.s.fairPlay": "6. Fair play",
  "terms.s.leaderboards": "7. Classifiche e nomi dei giocatori",
  "terms.s.content": "8. I nostri contenuti",
  "terms.s.availability": "9. Disponibilità",
  "terms.s.liability": "10. Responsabilità",
  "terms.s.termination": "11. Sospensione e chiusura",
  "terms.s.changes": "12. Modifiche a questi termini",
  "terms.s.law": "13. Legge applicabile",
  "terms.s.contact": "14. Contatti",
};
