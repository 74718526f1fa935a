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
  "store.powerUp.time-slow.description": "Трубы движутся вдвое медленнее — у вас больше времени, чтобы нацелиться на каждый проём.",
  "store.powerUp.shield.description": "Поглощает следующий удар о трубу, после чего разрушается.",
  "store.powerUp.double-points.description": "Каждая пройденная труба приносит вдвое больше очков.",
  "store.powerUp.mini-size.description": "Уменьшает вашу птицу вдвое, чтобы ей было проще проскочить.",
  "store.powerUp.magnet.description": "Мягко подтягивает вашу птицу к середине следующего проёма.",
  "store.powerUp.extra-life.description":
    "Переживите следующее столкновение: вы вернётесь в середину проёма, и 1,5 с трубы не смогут вам навредить.",
  "store.powerUp.boost.description": "Ускоряет всё в 1,5 раза, и пока он действует, трубы вам не страшны (а вот земля — по-прежнему).",
  "store.powerUp.score-multiplier.description": "Утраивает каждое заработанное очко (x3).",
  "store.powerUp.mega-zap.description": "Мгновенно уничтожает ближайшую трубу на вашем пути; очко за неё вы всё равно получите.",
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
