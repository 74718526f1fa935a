import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.meta.title": "Ranking do dia",
  "leaderboard.meta.description": "Os dez melhores jogadores de Flap Master hoje. Você consegue entrar no ranking?",
  "leaderboard.title": "Ranking do dia",
  "leaderboard.intro": "Os melhores voadores de hoje. O ranking recomeça todo dia à meia-noite ({timeZone}).",
  "leaderboard.title.weekly": "Ranking da semana",
  "leaderboard.title.alltime": "Ranking de todos os tempos",
  "leaderboard.intro.weekly": "Os melhores voadores da semana. O ranking recomeça toda segunda-feira à meia-noite ({timeZone}).",
  "leaderboard.intro.alltime": "Os melhores voadores de todos os tempos. Toda partida verificada conta.",
  "leaderboard.tabs.label": "Período do ranking",
  "leaderboard.tab.daily": "Hoje",
  "leaderboard.tab.weekly": "Esta semana",
  "leaderboard.tab.alltime": "Todos os tempos",
  "leaderboard.title.course": "Percurso do dia",
  "leaderboard.title.bestday": "Melhores dias do percurso",
  "leaderboard.intro.course": "O percurso de hoje é igual para todos. Todo dia à meia-noite começa um novo ({timeZone}).",
  "leaderboard.intro.bestday": "As melhores pontuações do percurso do dia de todos os tempos: o melhor dia de cada jogador.",
  "leaderboard.tab.course": "Percurso do dia",
  "leaderboard.tab.bestday": "Melhor dia",
};
