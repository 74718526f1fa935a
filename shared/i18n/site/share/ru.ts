import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Play
  "play.share.title": "Бросьте вызов друзьям",
  "play.share.text": "Мой результат во Flap Master — {score}! Сможешь побить?",
  "play.share.subject": "Сможешь побить мой рекорд во Flap Master?",
  "play.share.label": "Поделиться результатом",
  "play.share.twitter": "Поделиться в X (Twitter)",
  "play.share.facebook": "Поделиться в Facebook",
  "play.share.whatsapp": "Поделиться в WhatsApp",
  "play.share.telegram": "Поделиться в Telegram",
  "play.share.linkedin": "Поделиться в LinkedIn",
  "play.share.pinterest": "Поделиться в Pinterest",
  "play.share.email": "Отправить по e-mail",
  "play.share.copy": "Копировать ссылку",
  "play.share.copied": "Ссылка скопирована!",
  "play.share.native": "Другие способы поделиться",
};
