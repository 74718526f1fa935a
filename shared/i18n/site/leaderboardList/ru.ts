import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.listLabel": "Лучшие результаты сегодня",
  "leaderboard.rank": "Место {rank}",
  "leaderboard.points": "очк.",
  "leaderboard.sample": "Пример",
  "leaderboard.empty": "Результатов пока нет! Сыграйте первым и попадите в таблицу рекордов.",
  "leaderboard.spotsLeft.one": "В сегодняшней таблице осталось всего 1 место. Играйте, чтобы занять его!",
  "leaderboard.spotsLeft.other": "Свободных мест в сегодняшней таблице: {count}. Играйте, чтобы занять одно из них!",
  "leaderboard.listLabel.weekly": "Лучшие результаты недели",
  "leaderboard.listLabel.alltime": "Лучшие результаты за всё время",
  "leaderboard.spotsLeft.weekly.one": "В таблице этой недели осталось всего 1 место. Играйте, чтобы занять его!",
  "leaderboard.spotsLeft.weekly.other": "Свободных мест в таблице этой недели: {count}. Играйте, чтобы занять одно из них!",
  "leaderboard.spotsLeft.alltime.one": "В таблице за всё время осталось всего 1 место. Играйте, чтобы занять его!",
  "leaderboard.spotsLeft.alltime.other": "Свободных мест в таблице за всё время: {count}. Играйте, чтобы занять одно из них!",
  "leaderboard.you": "Вы",
  "leaderboard.yourRank": "Ваше место",
  "leaderboard.live": "Live",
  "leaderboard.liveHint": "Обновляется по мере поступления новых результатов",
  "leaderboard.location.unknown": "Неизвестно",
  "leaderboard.listLabel.course": "Лучшие результаты сегодняшней трассы",
  "leaderboard.listLabel.bestday": "Лучшие дни трассы за всё время",
  "leaderboard.spotsLeft.course.one": "В таблице сегодняшней трассы осталось всего 1 место. Пролетите трассу, чтобы занять его!",
  "leaderboard.spotsLeft.course.other": "Свободных мест в таблице сегодняшней трассы: {count}. Пролетите трассу, чтобы занять одно из них!",
  "leaderboard.spotsLeft.bestday.one": "Среди лучших дней трассы осталось всего 1 место. Пролетите сегодняшнюю трассу, чтобы занять его!",
  "leaderboard.spotsLeft.bestday.other":
    "Свободных мест среди лучших дней трассы: {count}. Пролетите сегодняшнюю трассу, чтобы занять одно из них!",
};
