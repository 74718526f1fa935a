import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "Informativa sulla privacy",
  "privacy.meta.description": "Quali dati Flap Master conserva su di te, perché, per quanto tempo e quali sono i tuoi diritti.",
  "privacy.title": "Informativa sulla privacy",
  "privacy.s.summary": "1. Riepilogo",
  "privacy.s.data": "2. Cosa conserviamo e perché",
  "privacy.s.cookies": "3. Cookie e conteggio delle visite",
  "privacy.s.processors": "4. Chi altro tratta i dati",
  "privacy.s.retention": "5. Per quanto tempo li conserviamo",
  "privacy.s.rights": "6. I tuoi diritti",
  "privacy.s.security": "7. Sicurezza",
  "privacy.s.children": "8. Minori",
  "privacy.s.changes": "9. Modifiche a questa informativa",
  "privacy.s.contact": "10. Contatti",
};
