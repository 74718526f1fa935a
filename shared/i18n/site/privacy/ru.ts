import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "Политика конфиденциальности",
  "privacy.meta.description": "Какие данные о вас хранит Flap Master, зачем, как долго и какие у вас права.",
  "privacy.title": "Политика конфиденциальности",
  "privacy.s.summary": "1. Кратко",
  "privacy.s.data": "2. Что мы храним и зачем",
  "privacy.s.cookies": "3. Cookie и подсчёт просмотров страниц",
  "privacy.s.processors": "4. Кто ещё обрабатывает данные",
  "privacy.s.retention": "5. Сколько мы их храним",
  "privacy.s.rights": "6. Ваши права",
  "privacy.s.security": "7. Безопасность",
  "privacy.s.children": "8. Дети",
  "privacy.s.changes": "9. Изменения этой политики",
  "privacy.s.contact": "10. Контакты",
};
