import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "admin.management": "Управление",
  "admin.nav.label": "Разделы администратора",
  "admin.backToSite": "Вернуться на сайт",
  "admin.meta.description": "Администрирование Flap Master.",
  "admin.settings": "Настройки игры",
  "admin.store": "Настройки магазина",
  "admin.players": "Данные игроков",
  "admin.segments": "Сегменты игроков",
  "admin.email": "E-mail-рассылки",
  "admin.analytics": "Аналитика",
  "admin.seo": "SEO и метаданные",
  "admin.inbox": "Входящие",
  "admin.outbox": "Исходящие",
  "admin.audit": "Журнал аудита",
  "admin.pages.label": "Страницы",
  "admin.pages.current": "Страница {page} из {pages}",
  "admin.pages.previous": "Назад",
  "admin.pages.next": "Вперёд",
  "admin.loading": "Загрузка...",
  "admin.signOut": "Выйти",
  "admin.signedInAs": "Вы вошли как {name}",
  "admin.menu": "Меню",
  "admin.publicUrlMissing":
    "PUBLIC_URL не задан: канонические ссылки, карта сайта, ссылки «Поделиться» и ссылки в письмах (отписка, подтверждение, вход) ведут на http://localhost:3000. Укажите в PUBLIC_URL публичный адрес сайта и перезапустите сервер.",
};
