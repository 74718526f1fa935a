import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "api.error.invalidJson": "Не удалось прочитать запрос. Обновите страницу и попробуйте ещё раз.",
  "api.error.tooLarge": "Отправленные данные слишком велики. Сократите их и попробуйте ещё раз.",
  "api.error.invalidBody": "Часть отправленных данных некорректна. Проверьте введённое и попробуйте ещё раз.",
  "api.error.invalidEmail": "Введите корректный адрес e-mail.",
  "api.error.tooLong": "Одно из полей заполнено слишком длинным текстом. Сократите его и попробуйте ещё раз.",
  "api.error.tooManySignInsSeconds": "Слишком много попыток входа. Подождите {seconds} с и попробуйте ещё раз.",
  "api.error.tooManySignInsMinutes": "Слишком много попыток входа. Подождите {minutes} мин и попробуйте ещё раз.",
  "api.error.tooManyGuestsSeconds": "Слишком много новых гостей из вашей сети. Подождите {seconds} с и попробуйте ещё раз.",
  "api.error.tooManyGuestsMinutes": "Слишком много новых гостей из вашей сети. Подождите {minutes} мин и попробуйте ещё раз.",
};
