import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.meta.title": "Рекорды дня",
  "leaderboard.meta.description": "Десятка лучших игроков Flap Master за сегодня. Сможете попасть в таблицу?",
  "leaderboard.title": "Рекорды дня",
  "leaderboard.intro": "Лучшие пилоты сегодняшнего дня. Таблица обнуляется каждый день в полночь ({timeZone}).",
  "leaderboard.title.weekly": "Рекорды недели",
  "leaderboard.title.alltime": "Рекорды за всё время",
  "leaderboard.intro.weekly": "Лучшие пилоты этой недели. Таблица обнуляется каждый понедельник в полночь ({timeZone}).",
  "leaderboard.intro.alltime": "Лучшие пилоты за всё время. Учитывается каждый подтверждённый забег.",
  "leaderboard.tabs.label": "Период таблицы рекордов",
  "leaderboard.tab.daily": "Сегодня",
  "leaderboard.tab.weekly": "Эта неделя",
  "leaderboard.tab.alltime": "Всё время",
  "leaderboard.title.course": "Трасса дня",
  "leaderboard.title.bestday": "Лучшие дни трассы",
  "leaderboard.intro.course": "Сегодняшняя трасса одна для всех. Каждый день в полночь начинается новая ({timeZone}).",
  "leaderboard.intro.bestday": "Лучшие результаты трассы дня за всё время: лучший день каждого игрока.",
  "leaderboard.tab.course": "Трасса дня",
  "leaderboard.tab.bestday": "Лучший день",
};
