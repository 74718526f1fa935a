import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Account
  "account.meta.title": "Ваш аккаунт",
  "account.meta.description": "Ваш аккаунт Flap Master: имя, e-mail, пароль и ваши данные.",
  "account.title": "Ваш аккаунт",
  "account.subtitle": "Ваше имя, вход и данные.",
  "account.profile": "Профиль",
  "account.name.label": "Отображаемое имя",
  "account.name.help": "Показывается в таблицах рекордов. До 15 символов.",
  "account.name.save": "Сохранить имя",
  "account.email": "E-mail",
  "account.phone": "Телефон",
  "account.notSet": "Не указан",
  "account.unverified": "ещё не подтверждён",
  "account.coins": "Монеты",
  "account.password": "Пароль",
  "account.password.current": "Текущий пароль",
  "account.password.new": "Новый пароль",
  "account.password.save": "Сменить пароль",
  "account.password.set": "Задать пароль",
  "account.password.setHelp": "Вы входите по ссылкам или кодам. Добавьте пароль, чтобы входить и с ним.",
  "account.sessions": "Сессии",
  "account.signOut": "Выйти",
  "account.signOutEverywhere": "Выйти на всех устройствах",
  "account.signOutEverywhere.help": "Завершает все сессии этого аккаунта на всех устройствах (включая это).",
  "account.data": "Ваши данные",
  "account.download": "Скачать мои данные (JSON)",
  "account.delete.help":
    "Безвозвратно удаляет ваш аккаунт, e-mail, сессии и монеты. Ваши результаты в таблицах рекордов останутся с подписью 'Deleted player'.",
  "account.delete.confirmPassword": "Введите пароль для подтверждения",
  "account.delete.confirmWord": "Введите DELETE для подтверждения",
  "account.delete.submit": "Удалить аккаунт",
  "account.notice.name_updated": "Имя сохранено.",
  "account.notice.password_changed": "Пароль изменён. На других устройствах выполнен выход.",
  "account.error.name": "Введите имя длиной от 1 до 15 символов.",
  "account.error.password": "Введите текущий пароль и новый — не менее 8 символов.",
  "account.error.deleteConfirm": "Подтвердите удаление аккаунта.",
  "account.error.operator": "Аккаунт оператора нельзя удалить; вместо этого измените ADMIN_EMAIL.",
};
