import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "Termos de Serviço",
  "terms.meta.description": "As regras para jogar Flap Master, comprar moedas e aparecer nos rankings.",
  "terms.title": "Termos de Serviço",
  "terms.s.agreement": "1. Sobre estes termos",
  "terms.s.game": "2. O jogo",
  "terms.s.accounts": "3. Contas e jogo como convidado",
  "terms.s.coins": "4. Moedas virtuais e compras",
  "terms.s.refunds": "5. Reembolsos",
  "terms.s.fairPlay": "6. Jogo limpo",
  "terms.s.leaderboards": "7. Rankings e nomes de jogador",
  "terms.s.content": "8. Nosso conteúdo",
  "terms.s.availability": "9. Disponibilidade",
  "terms.s.liability": "10. Responsabilidade",
  "terms.s.termination": "11. Suspensão e encerramento",
  "terms.s.changes": "12. Alterações destes termos",
  "terms.s.law": "13. Lei aplicável",
  "terms.s.contact": "14. Contato",
};
