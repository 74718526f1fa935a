import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "Условия использования",
  "terms.meta.description": "Правила игры во Flap Master, покупки монет и участия в таблицах рекордов.",
  "terms.title": "Условия использования",
  "terms.s.agreement": "1. Об этих условиях",
  "terms.s.game": "2. Игра",
  "terms.s.accounts": "3. Аккаунты и гостевая игра",
  "terms.s.coins": "4. Виртуальные монеты и покупки",
  "terms.s.refunds": "5. Возврат средств",
  "terms.s.fairPlay": "6. Честная игра",
  "terms.s.leaderboards": "7. Таблицы рекордов и имена игроков",
  "terms.s.content": "8. Наш контент",
  "terms.s.availability": "9. Доступность",
  "terms.s.liability": "10. Ответственность",
  "terms.s.termination": "11. Приостановка и прекращение доступа",
  "terms.s.changes": "12. Изменения условий",
  "terms.s.law": "13. Применимое право",
  "terms.s.contact": "14. Контакты",
};
