import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "Política de privacidad",
  "privacy.meta.description": "Qué datos guarda Flap Master sobre ti, por qué, durante cuánto tiempo y cuáles son tus derechos.",
  "privacy.title": "Política de privacidad",
  "privacy.s.summary": "1. Resumen",
  "privacy.s.data": "2. Qué guardamos y por qué",
  "privacy.s.cookies": "3. Cookies y recuento de visitas",
  "privacy.s.processors": "4. Quién más trata los datos",
  "privacy.s.retention": "5. Cuánto tiempo los conservamos",
  "privacy.s.rights": "6. Tus derechos",
  "privacy.s.security": "7. Seguridad",
  "privacy.s.children": "8. Menores",
  "privacy.s.changes": "9. Cambios en esta política",
  "privacy.s.contact": "10. Contacto",
};
