import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "newsletterConfirm.meta.title": "Подтвердите подписку",
  "newsletterConfirm.meta.description": "Подтвердите подписку на рассылку Flap Master.",
  "newsletterConfirm.title": "Рассылка",
  "newsletterConfirm.done": "Подписка подтверждена. Добро пожаловать в стаю!",
  "newsletterConfirm.already": "Ваша подписка уже была подтверждена.",
  "newsletterConfirm.invalid":
    "Эта ссылка для подтверждения недействительна или заменена более новой. Подпишитесь снова на главной странице.",
  "newsletterConfirm.unsubscribed": "Этот адрес отписан от рассылки. Подпишитесь снова на главной странице, чтобы получать наши письма.",
};
