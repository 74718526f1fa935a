import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Sandbox checkout (payments without Stripe)
  "checkout.meta.title": "Тестовая оплата",
  "checkout.meta.description": "Тестовая оплата: с карты ничего не списывается.",
  "checkout.title": "Оплата",
  "checkout.testMode": "Тестовый режим - с карты ничего не списывается",
  "checkout.testModeHelp":
    "На этом сервере не настроена оплата картой. Кнопка оплаты начисляет монеты бесплатно — точно так же, как настоящий платёж.",
  "checkout.pack": "Набор {name}",
  "checkout.coins": "{coins} монет",
  "checkout.total": "Итого",
  "checkout.pay": "Оплатить {price}",
  "checkout.cancel": "Отмена",
  "checkout.expired": "Срок этой оплаты истёк. Начните новую в магазине.",
  "checkout.failed": "Эту оплату больше нельзя провести. Начните новую в магазине.",
  "checkout.unavailable": "Тестовые платежи на этом сервере отключены.",
};
