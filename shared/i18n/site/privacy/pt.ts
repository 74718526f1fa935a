import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "Política de Privacidade",
  "privacy.meta.description": "O que o Flap Master guarda sobre você, por quê, por quanto tempo e quais são seus direitos.",
  "privacy.title": "Política de Privacidade",
  "privacy.s.summary": "1. Resumo",
  "privacy.s.data": "2. O que guardamos e por quê",
  "privacy.s.cookies": "3. Cookies e contagem de visualizações",
  "privacy.s.processors": "4. Quem mais trata os dados",
  "privacy.s.retention": "5. Por quanto tempo guardamos",
  "privacy.s.rights": "6. Seus direitos",
  "privacy.s.security": "7. Segurança",
  "privacy.s.children": "8. Crianças",
  "privacy.s.changes": "9. Alterações desta política",
  "privacy.s.contact": "10. Contato",
};
