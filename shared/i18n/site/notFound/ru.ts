import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // 404
  "notFound.meta.title": "Страница не найдена",
  "notFound.meta.description": "Такой страницы не существует.",
  "notFound.text": "Упс! Птичка, которую вы ищете, улетела.",
  "notFound.goBack": "Назад",
};
