import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Achievements (the ids of game/achievements.ts)
  "achievement.first-flight.name": "Первый полёт",
  "achievement.first-flight.description": "Сыграйте первую игру",
  "achievement.rookie.name": "Новичок",
  "achievement.rookie.description": "Наберите 10 очков за игру",
  "achievement.intermediate.name": "Любитель",
  "achievement.intermediate.description": "Наберите 25 очков за игру",
  "achievement.expert.name": "Эксперт",
  "achievement.expert.description": "Наберите 50 очков за игру",
  "achievement.master.name": "Мастер",
  "achievement.master.description": "Наберите 100 очков за игру",
  "achievement.dedicated.name": "Упорство",
  "achievement.dedicated.description": "Сыграйте 50 игр",
  "achievement.flap-master.name": "Flap Master",
  "achievement.flap-master.description": "Взмахните крыльями {count} раз",
  "achievement.perfect-10.name": "Идеальная десятка",
  "achievement.perfect-10.description": "Завершите 10 идеальных полётов без опасных моментов",
};
