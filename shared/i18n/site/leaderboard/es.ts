import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.meta.title": "Clasificación diaria",
  "leaderboard.meta.description": "Los diez mejores jugadores de Flap Master de hoy. ¿Podrás entrar en la clasificación?",
  "leaderboard.title": "Clasificación diaria",
  "leaderboard.intro": "Los mejores voladores de hoy. La clasificación se reinicia cada día a medianoche ({timeZone}).",
  "leaderboard.title.weekly": "Clasificación semanal",
  "leaderboard.title.alltime": "Clasificación histórica",
  "leaderboard.intro.weekly": "Los mejores voladores de esta semana. La clasificación se reinicia cada lunes a medianoche ({timeZone}).",
  "leaderboard.intro.alltime": "Los mejores voladores de todos los tiempos. Cuenta cada partida verificada.",
  "leaderboard.tabs.label": "Periodo de la clasificación",
  "leaderboard.tab.daily": "Hoy",
  "leaderboard.tab.weekly": "Esta semana",
  "leaderboard.tab.alltime": "Histórico",
  "leaderboard.title.course": "Recorrido del día",
  "leaderboard.title.bestday": "Mejores días del recorrido",
  "leaderboard.intro.course": "El recorrido de hoy es el mismo para todos. Cada día a medianoche empieza uno nuevo ({timeZone}).",
  "leaderboard.intro.bestday": "Las mejores puntuaciones del recorrido del día de todos los tiempos: el mejor día de cada jugador.",
  "leaderboard.tab.course": "Recorrido del día",
  "leaderboard.tab.bestday": "Mejor día",
};
