import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "Términos del servicio",
  "terms.meta.description": "Las normas para jugar a Flap Master, comprar monedas y aparecer en las clasificaciones.",
  "terms.title": "Términos del servicio",
  "terms.s.agreement": "1. Acerca de estos términos",
  "terms.s.game": "2. El juego",
  "terms.s.accounts": "3. Cuentas y juego como invitado",
  "terms.s.coins": "4. Monedas virtuales y compras",
  "terms.s.refunds": "5. Reembolsos",
  "terms.s.fairPlay": "6. Juego limpio",
  "terms.s.leaderboards": "7. Clasificaciones y nombres de jugador",
  "terms.s.content": "8. Nuestro contenido",
  "terms.s.availability": "9. Disponibilidad",
  "terms.s.liability": "10. Responsabilidad",
  "terms.s.termination": "11. Suspensión y rescisión",
  "terms.s.changes": "12. Cambios en estos términos",
  "terms.s.law": "13. Legislación aplicable",
  "terms.s.contact": "14. Contacto",
};
