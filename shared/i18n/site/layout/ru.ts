import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "app.name": "Flap Master",

  // Header
  "header.nav.label": "Главное меню",
  "header.playGame": "Играть",
  "header.store": "Магазин",
  "header.home": "Главная",
  "header.challengeFriends": "Вызов друзьям",
  "header.moreGames": "Другие игры",
  "header.menu.open": "Открыть меню",
  "header.menu.close": "Закрыть меню",
  "header.skipToContent": "Перейти к содержимому",

  // Footer
  "footer.blurb":
    "Пролетайте между трубами, собирайте монеты и открывайте новых птиц. Бесплатная аркада, которая работает прямо в браузере.",
  "footer.social.label": "Flap Master в соцсетях",
  "footer.social.twitter": "Flap Master в X (Twitter)",
  "footer.social.facebook": "Flap Master в Facebook",
  "footer.social.instagram": "Flap Master в Instagram",
  "footer.quickLinks": "Быстрые ссылки",
  "footer.home": "Главная",
  "footer.playGame": "Играть",
  "footer.adminAccess": "Вход для администратора",
  "footer.contactUs": "Связаться с нами",
  "footer.copyright": "© {year} Flap Master",
  "footer.legal.label": "Правовая информация",
  "footer.terms": "Условия использования",
  "footer.privacy": "Политика конфиденциальности",
  "footer.contact": "Контакты",

  // Contact form
  "contact.email.label": "Ваш e-mail",
  "contact.email.placeholder": "you@example.com",
  "contact.message.label": "Сообщение",
  "contact.message.placeholder": "Ваше сообщение...",
  "contact.submit": "Отправить сообщение",
  "contact.sending": "Отправка...",
  "contact.success": "Сообщение отправлено!",
  "contact.error": "Не удалось отправить сообщение. Попробуйте ещё раз.",

  // Admin login dialog
  "adminLogin.title": "Вход для администратора",
  "adminLogin.description": "Введите пароль администратора, чтобы управлять игрой.",
  "adminLogin.password": "Пароль",
  "adminLogin.showPassword": "Показать пароль",
  "adminLogin.hidePassword": "Скрыть пароль",
  "adminLogin.cancel": "Отмена",
  "adminLogin.login": "Войти",
  "adminLogin.invalid": "Неверный пароль",
  "adminLogin.checking": "Проверка...",
  "adminLogin.failed": "Не удалось войти. Попробуйте ещё раз.",

  // Shared
  "common.playNow": "Играть сейчас",
  "common.backToHome": "На главную",

  // Account
  "header.account": "Аккаунт",

  // 404
  "notFound.title": "Страница не найдена",

  // Errors
  "error.title": "Непредвиденная ошибка приложения!",
  "error.text": "Что-то пошло не так. Попробуйте ещё раз.",

  // Newsletter
  "contact.website.label": "Оставьте это поле пустым",
  "contact.invalidEmail": "Введите корректный адрес e-mail.",
  "contact.messageRequired": "Введите сообщение.",
  "contact.error.tooLong": "Сообщение слишком длинное. Сократите его и попробуйте ещё раз.",
  "contact.error.rateLimited": "Вы отправили несколько сообщений за короткое время. Подождите несколько минут и попробуйте ещё раз.",
  "language.label": "Язык",
  "language.current": "Язык: {language}",
  "layout.guestName": "Гость",
};
