import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter
  "unsubscribe.meta.title": "Отписаться",
  "unsubscribe.meta.description": "Отказаться от рассылки Flap Master.",
  "unsubscribe.title": "Отписаться",
  "unsubscribe.question": "Больше не присылать письма рассылки Flap Master на {email}?",
  "unsubscribe.button": "Отписаться",
  "unsubscribe.done": "Вы отписались. Письма рассылки больше не будут приходить.",
  "unsubscribe.invalid": "Эта ссылка для отписки недействительна.",
};
