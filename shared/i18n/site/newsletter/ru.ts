import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "newsletter.intro": "Подпишитесь, чтобы первыми узнавать о новых птицах и событиях, и сразу получите бонусного персонажа.",
  "newsletter.email.label": "Ваш e-mail",
  "newsletter.email.placeholder": "you@example.com",
  "newsletter.consent":
    "Я согласен получать от Flap Master письма о новых персонажах, событиях и обновлениях. Отписаться можно в любой момент.",
  "newsletter.submit": "Подписаться и открыть персонажа",
  "newsletter.subscribed": "Вы подписаны!",
  "newsletter.tryAgain": "Попробовать снова",
  "newsletter.invalidEmail": "Введите корректный адрес e-mail.",
  "newsletter.consentRequired": "Чтобы подписаться, дайте согласие на получение писем.",
  "newsletter.unlocked": "Спасибо! Вы открыли персонажа: {skin}",
  "newsletter.thanks": "Спасибо за подписку на нашу рассылку!",
  "newsletter.checkInbox": "Проверьте почту, чтобы подтвердить подписку.",
  "newsletter.already": "Этот адрес уже подписан. Бонусный персонаж открывается только один раз на адрес.",
  "newsletter.resubscribed":
    "С возвращением! Проверьте почту, чтобы подтвердить подписку. Бонусный персонаж открывается только один раз на адрес.",
  "newsletter.playerAlreadyUnlocked": "Спасибо за подписку! Ваш бонусный персонаж за рассылку уже был открыт.",
  "newsletter.failed": "Не удалось оформить подписку. Попробуйте ещё раз.",
  "newsletter.error.tooManyFromNetwork": "Слишком много подписок из вашей сети. Попробуйте ещё раз через несколько минут.",
  "newsletter.error.blocked":
    "Этот адрес не может подписаться на рассылку. Если вы считаете, что это ошибка, напишите нам через форму обратной связи.",
  "newsletter.error.tooManyMails": "На этот адрес отправлено слишком много писем с подтверждением. Проверьте почту или попробуйте позже.",
};
