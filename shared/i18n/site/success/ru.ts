import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Success
  "success.meta.title": "Оплата",
  "success.meta.description": "Результат вашей покупки во Flap Master.",
  "success.title": "Оплата",
  "success.paid.title": "Спасибо за покупку!",
  "success.paid.coins": "+{coins} монет",
  "success.paid.body": "Монеты уже в вашем кошельке.",
  "success.balance": "Ваш баланс: {balance} монет",
  "success.pending.title": "Подтверждаем оплату...",
  "success.pending.body": "Обычно это занимает несколько секунд. Не закрывайте страницу.",
  "success.pending.slow": "Платёж ещё подтверждается. Монеты появятся на балансе, как только он пройдёт; эту страницу можно закрыть.",
  "success.checkAgain": "Проверить снова",
  "success.failed.title": "Оплата не завершена",
  "success.failed.expired": "Срок оплаты истёк до её завершения. Деньги не списаны.",
  "success.failed.failed": "Платёж не прошёл. Монеты не начислены, деньги не списаны.",
  "success.failed.refunded": "Эта покупка возвращена, поэтому её монеты списаны.",
  "success.failed.disputed": "Этот платёж оспорен, поэтому его монеты списаны.",
  "success.missing": "Недействительная сессия оплаты. Здесь нечего подтверждать.",
  "success.signIn": "Войдите, чтобы проверить оплату",
  "success.backToStore": "Вернуться в магазин",
  "success.play": "Играть сейчас",
  "success.signInButton": "Войти",
};
