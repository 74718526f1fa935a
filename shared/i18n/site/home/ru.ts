import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Russian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Home
  "home.meta.title": "Flap Master – Покорите полёт!",
  "home.meta.description":
    "Пролетайте между трубами, бросайте вызов друзьям и открывайте новых персонажей в этой захватывающей браузерной игре.",
  "home.hero.headline": "Сможете покорить полёт?",
  "home.hero.subtitle": "Пролетайте между трубами, бросайте вызов друзьям и открывайте новых персонажей в этой захватывающей игре!",
  "home.hero.viewLeaderboard": "Таблица рекордов",
  "home.hero.tapToFlap": "Нажмите, чтобы взлететь",
  "home.howToPlay.title": "Как играть",
  "home.howToPlay.intro": "Всего три простых шага отделяют вас от вершины таблицы рекордов.",
  "home.howToPlay.step1.title": "Нажимайте",
  "home.howToPlay.step1.text": "Коснитесь экрана, щёлкните мышью или нажмите пробел, чтобы птица взмахнула крыльями и поднялась вверх.",
  "home.howToPlay.step2.title": "Облетайте препятствия",
  "home.howToPlay.step2.text":
    "Рассчитывайте взмахи, чтобы проскользнуть в просвет между трубами. Заденете трубу или землю, и забег окончен.",
  "home.howToPlay.step3.title": "Набирайте очки",
  "home.howToPlay.step3.text": "Каждая пройденная труба приносит очко. Чем дальше летите, тем выше скорость.",
  "home.howToPlay.coins": "Каждое очко — это 10 монет, которые можно потратить в магазине на новых птиц и бонусы!",
  "home.leaderboard.title": "Рекорды дня",
  "home.leaderboard.intro": "Лучшие пилоты сегодняшнего дня. Таблица обнуляется каждый день в полночь ({timeZone}).",
  "home.leaderboard.more": "Рейтинги недели и за всё время",
  "home.challenge.title": "Бросьте вызов друзьям",
  "home.challenge.prompt": "У вас ещё нет результата. Сыграйте первый раунд, а потом предложите друзьям его побить!",
  "home.challenge.bestLabel": "Ваш лучший результат",
  "home.challenge.bestText": "Думаете, друзья смогут побить? Поделитесь результатом и бросьте им вызов!",
  "home.challenge.beatMyScore": "Побей мой рекорд",
  "home.newsletter.title": "Вступайте в стаю",

  // Newsletter
  "home.moreGames.title": "Ещё игры",
  "home.moreGames.intro": "Хотите отдохнуть от труб? Попробуйте одну из этих бесплатных браузерных игр.",
  "home.moreGames.play": "Играть",
  "home.moreGames.newTab": "(откроется в новой вкладке)",
  "home.course.title": "Трасса дня",
  "home.course.text": "Одна трасса, одинаковая для всех игроков, весь день. Новая начинается в полночь ({timeZone}).",
  "home.course.play": "Пролететь трассу дня",
  "home.course.free": "Свободный полёт",
  "home.course.leader": "Лидер дня: {name}, {score}",
  "home.course.noLeader": "Сегодняшнюю трассу ещё никто не пролетел. Будьте первым!",
  "home.course.record": "Лучший день за всё время: {name}, {score}",
  "home.course.board": "Таблица трассы",
};
