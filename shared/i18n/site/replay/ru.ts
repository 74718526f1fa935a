import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "replay.meta.title": "Смотрите забег {name}: {score} очков",
  "replay.meta.description": "{name} набрал(а) {score} очков во Flap Master. Посмотрите забег взмах за взмахом, а потом обгоните его.",
  "replay.title": "Забег {name}",
  "replay.points": "{score} очков",
  "replay.board.daily": "В таблице за сегодня",
  "replay.board.weekly": "В таблице за неделю",
  "replay.board.alltime": "В таблице за всё время",
  "replay.skin": "Скин: {skin}",
  "replay.canvas": "Повтор забега {name}",
  "replay.loading": "Загрузка повтора…",
  "replay.broken": "Этот повтор нельзя показать.",
  "replay.play": "Смотреть",
  "replay.pause": "Пауза",
  "replay.again": "Смотреть снова",
  "replay.speed": "Скорость",
  "replay.speedOption": "Скорость {speed}×",
  "replay.seek": "Позиция в забеге",
  "replay.time": "{at} из {total}",
  "replay.score": "Счёт {score}",
  "replay.race": "Обогнать этот забег",
  "replay.share": "Поделиться повтором",
  "replay.copied": "Ссылка скопирована!",
  "replay.shareText": "Смотрите, как {name} набирает {score} очков во Flap Master!",
  "replay.back": "Назад к таблице",
  "replay.missing.title": "Этот забег нельзя посмотреть",
  "replay.missing.text": "Его нет, он не завершён или убран из таблиц.",
  "replay.missing.play": "Сыграть",
};
