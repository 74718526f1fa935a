import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.meta.title": "Магазин",
  "store.meta.description": "Скины птиц, наборы монет и бонусы для Flap Master.",
  "store.title": "Магазин",
  "store.subtitle": "Тратьте монеты, заработанные в полёте, на новых птиц и бонусы.",
  "store.balance": "Ваш баланс",
  "store.coins": "{count} монет",
  "store.tabs.label": "Разделы магазина",
  "store.tab.skins": "Скины птиц",
  "store.tab.coins": "Монеты",
  "store.tab.powerups": "Бонусы",
  "store.skin.select": "Выбрать",
  "store.skin.selected": "Выбрано",
  "store.skin.preview": "Предпросмотр: {name}",
  "store.skin.buy": "Купить {name} за {price} монет",
  "store.processing": "Обработка...",
  "store.powerUp.owned": "У вас: {count}",
  "store.powerUp.duration": "Длительность: {text}",
  "store.powerUp.buy": "Купить {name} за {price} монет",
  "store.pack.bonus": "+{count} бонусных монет",
  "store.pack.buy": "Купить {name} за {price}",
  "store.pack.note":
    "Наборы монет оплачиваются картой на защищённой странице оплаты. Монеты зачисляются сразу после подтверждения платежа.",
  "store.pack.unavailable": "Недоступно",
  "store.pack.unavailableNote":
    "Сейчас наборы монет купить нельзя. Скины и усиления по-прежнему можно купить за монеты, заработанные в игре.",
  "store.error.insufficient": "Недостаточно монет",
  "store.error.powerUp": "Не удалось купить бонус",
  "store.error.skin": "Не удалось купить скин",
  "store.error.select": "Не удалось выбрать скин",
  "store.error.signIn": "Войдите, чтобы совершить покупку",
  "store.error.invalidSession": "Недействительная сессия. Войдите снова",
  "store.error.checkout": "Не удалось создать сессию оплаты. Попробуйте позже.",
  "store.error.checkoutResponse": "Некорректный ответ сессии оплаты",
  "store.error.signUp": "Создайте аккаунт, чтобы покупать монеты. Ваши монеты, скины и результаты сохранятся.",
  "store.signIn": "Войти",
  "store.signUp": "Регистрация",
};
