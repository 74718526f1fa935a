import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "seo.intro":
    "Что поисковые системы и превью ссылок показывают для каждой публичной страницы на каждом языке. Сохранённое сразу появляется на странице.",
  "seo.pages.title": "Метаданные страниц",
  "seo.pages.intro": "Выберите страницу и язык, измените теги и проверьте превью перед сохранением.",
  "seo.route": "Страница",
  "seo.locale": "Язык",
  "seo.locale.fallsBack": "нет своей записи",
  "seo.entry.savedBy": "Своя запись, последнее сохранение: {time}, {who}.",
  "seo.entry.seeded": "Своя запись, стандартная для сайта с {time}.",
  "seo.entry.fallbackEnglishImage":
    "Записи на языке «{language}» ещё нет: страница показывает переведённые заголовок и описание и изображение английской записи. Поля заполнены этими значениями; при сохранении создаётся запись на языке «{language}».",
  "seo.entry.fallbackDefaultImage":
    "Записи на языке «{language}» ещё нет: страница показывает переведённые заголовок и описание и стандартное изображение сайта. Поля заполнены этими значениями; при сохранении создаётся запись на языке «{language}».",
  "seo.field.title": "Заголовок",
  "seo.field.description": "Описание",
  "seo.field.keywords": "Ключевые слова",
  "seo.field.keywordsPlaceholder": "flap master, игра с птицей, …",
  "seo.field.keywordsIgnored":
    "Через запятую. Google не учитывает метатег keywords; некоторые другие поисковые системы ещё могут его читать.",
  "seo.field.ogImage": "Изображение Open Graph",
  "seo.field.ogImageHint":
    "Путь на сайте, например {default}, или URL http(s); лучше всего 1200 × 630 пикселей. Пусто — стандартное изображение сайта.",
  "seo.field.canonical": "Канонический URL",
  "seo.field.canonicalHint": "Складывается из публичного адреса сайта и пути страницы; изменить его нельзя.",
  "seo.length.count": "Символов: {count}",
  "seo.length.required": "обязательно",
  "seo.length.good": "хорошая длина (рекомендуется {min}–{max})",
  "seo.length.short": "короче рекомендуемых {min}–{max}",
  "seo.length.long": "длиннее рекомендуемых {min}–{max}: в результатах поиска текст может обрезаться",
  "seo.length.over": "больше предела в {max}",
  "seo.length.max": "не больше {max}",
  "seo.preview.search": "Превью в результатах поиска",
  "seo.preview.share": "Превью при отправке ссылки",
  "seo.ogImage.default": "Стандартное изображение сайта.",
  "seo.ogImage.custom": "Собственное изображение этой страницы.",
  "seo.ogImage.failed": "Не удалось загрузить изображение. Проверьте путь или URL.",
  "seo.ogImage.noPreview": "Здесь нет превью: эта страница загружает только пути сайта и изображения по https.",
  "seo.ogImage.alt": "Изображение Open Graph страницы",
  "seo.save": "Сохранить",
  "seo.create": "Создать запись на языке «{language}»",
  "seo.saving": "Сохранение…",
  "seo.undo": "Отменить изменения",
  "seo.openPage": "Открыть страницу",
  "seo.unsaved": "Есть несохранённые изменения",
  "seo.saved": "Сохранено. {route} на языке «{language}» уже показывает это.",
  "seo.error.required": "Обязательное поле.",
  "seo.error.tooLong": "Не больше {max} символов.",
  "seo.error.oneLine": "Одна строка, без переносов.",
  "seo.error.ogImage": "Укажите путь на сайте, начинающийся с /, или URL http(s).",
  "seo.error.fix": "Ничего не сохранено: исправьте отмеченные поля.",
  "seo.error.network": "Сервер недоступен. Ничего не сохранено; попробуйте ещё раз.",
  "seo.error.server": "Не сохранено: {message}",
};
