import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Login
  "login.working": "Подождите...",
  "login.error.missingCredentials": "Укажите e-mail или номер телефона и пароль",
  "login.error.missingIdentifier": "Укажите e-mail или номер телефона",
  "login.error.emptyEmail": "Введите адрес e-mail.",
  "login.error.invalidPhone": "Введите номер телефона с кодом страны, например +15551234567.",
  "login.error.emailOnly": "Введите адрес e-mail.",
  "login.error.missingCode": "Введите код, который мы вам отправили.",
  "login.error.missingPassword": "Введите новый пароль.",
  "login.error.missingToken": "Откройте ссылку из письма для сброса пароля, чтобы задать новый пароль.",
  "login.error.invalidLink": "Ссылка недействительна или устарела. Запросите новую.",
  "login.error.generic": "Что-то пошло не так. Попробуйте ещё раз.",
};
