import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Contact page
  "contactPage.meta.title": "Связаться с нами",
  "contactPage.meta.description": "Вопросы, отзывы или проблема с Flap Master? Напишите нам.",
  "contactPage.title": "Связаться с нами",
  "contactPage.intro": "Есть вопросы, идеи или нашли ошибку? Напишите нам, и мы ответим по e-mail.",
};
