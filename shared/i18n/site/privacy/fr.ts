import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "Politique de confidentialité",
  "privacy.meta.description": "Ce que Flap Master conserve à ton sujet, pourquoi, combien de temps, et tes droits.",
  "privacy.title": "Politique de confidentialité",
  "privacy.s.summary": "1. Résumé",
  "privacy.s.data": "2. Ce que nous conservons et pourquoi",
  "privacy.s.cookies": "3. Cookies et comptage des pages vues",
  "privacy.s.processors": "4. Qui d'autre traite les données",
  "privacy.s.retention": "5. Durée de conservation",
  "privacy.s.rights": "6. Tes droits",
  "privacy.s.security": "7. Sécurité",
  "privacy.s.children": "8. Enfants",
  "privacy.s.changes": "9. Modifications de cette politique",
  "privacy.s.contact": "10. Contact",
};
