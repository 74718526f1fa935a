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
  "login.error.invalidEmail": "Введите корректный адрес e-mail, например you@example.com.",
  "login.error.wrongEmailOrPassword": "Неверный e-mail или пароль. Проверьте их и попробуйте ещё раз или сбросьте пароль.",
  "login.error.wrongPhoneOrPassword":
    "Неверный номер телефона или пароль. Проверьте их и попробуйте ещё раз или войдите по одноразовому коду.",
  "login.error.emailNotVerified": "Сначала подтвердите e-mail: мы отправили вам новую ссылку для подтверждения.",
  "login.error.phoneNotVerified": "Подтвердите номер телефона кодом, который мы вам отправили.",
  "login.error.passwordTooShort": "Пароль должен содержать не менее {min} символов.",
  "login.error.passwordTooLong": "Пароль должен содержать не более {max} символов.",
  "login.error.passwordBlank": "Пароль из одних пробелов — не пароль. Придумайте пароль с буквами, цифрами или символами.",
  "login.error.passwordTooCommon": "Это один из самых распространённых паролей, его легко угадать. Выберите другой.",
  "login.error.accountExists": "С этим e-mail или номером телефона уже есть аккаунт. Войдите в него.",
  "login.error.wrongCode": "Неверный код. Проверьте последний код, который мы отправили, и попробуйте ещё раз.",
  "login.error.codeExpired": "Срок действия кода истёк. Запросите новый код ниже и введите его.",
  "login.error.codeLocked": "Код слишком много раз ввели неверно, и он больше не действует. Запросите новый код ниже и введите его.",
  "login.error.tooManySeconds": "Слишком много попыток. Подождите {seconds} с и попробуйте ещё раз.",
  "login.error.tooManyMinutes": "Слишком много попыток. Подождите {minutes} мин и попробуйте ещё раз.",
  "login.error.signInAgain": "Для вашей безопасности нужен недавний вход. Выйдите, войдите снова и повторите попытку.",
  "login.error.signInFailed": "Не удалось войти. Попробуйте ещё раз.",
  "login.error.signUpFailed": "Не удалось создать аккаунт. Попробуйте ещё раз.",
  "login.error.sendFailed": "Не удалось отправить сообщение. Попробуйте ещё раз чуть позже.",
  "login.error.codeFailed": "Не удалось проверить код. Запросите новый код ниже и попробуйте ещё раз.",
  "login.error.passwordFailed": "Не удалось сохранить новый пароль. Попробуйте ещё раз.",
};
