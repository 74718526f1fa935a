import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.listLabel": "Mejores puntuaciones de hoy",
  "leaderboard.rank": "Puesto {rank}",
  "leaderboard.points": "puntos",
  "leaderboard.sample": "Ejemplo",
  "leaderboard.empty": "¡Aún no hay puntuaciones! Sé el primero en jugar y entra en la clasificación.",
  "leaderboard.spotsLeft.one": "Solo queda 1 puesto en la clasificación de hoy. ¡Juega ya para conseguirlo!",
  "leaderboard.spotsLeft.other": "Quedan {count} puestos en la clasificación de hoy. ¡Juega ya para conseguir uno!",
  "leaderboard.listLabel.weekly": "Mejores puntuaciones de la semana",
  "leaderboard.listLabel.alltime": "Mejores puntuaciones de todos los tiempos",
  "leaderboard.spotsLeft.weekly.one": "Solo queda 1 puesto en la clasificación de esta semana. ¡Juega ya para conseguirlo!",
  "leaderboard.spotsLeft.weekly.other": "Quedan {count} puestos en la clasificación de esta semana. ¡Juega ya para conseguir uno!",
  "leaderboard.spotsLeft.alltime.one": "Solo queda 1 puesto en la clasificación histórica. ¡Juega ya para conseguirlo!",
  "leaderboard.spotsLeft.alltime.other": "Quedan {count} puestos en la clasificación histórica. ¡Juega ya para conseguir uno!",
  "leaderboard.you": "Tú",
  "leaderboard.yourRank": "Tu puesto",
  "leaderboard.live": "En directo",
  "leaderboard.liveHint": "Se actualiza con cada nueva puntuación",
  "leaderboard.location.unknown": "Desconocido",
  "leaderboard.listLabel.course": "Mejores puntuaciones del recorrido de hoy",
  "leaderboard.listLabel.bestday": "Mejores días del recorrido de todos los tiempos",
  "leaderboard.spotsLeft.course.one": "Solo queda 1 puesto en la clasificación del recorrido de hoy. ¡Vuela el recorrido para conseguirlo!",
  "leaderboard.spotsLeft.course.other":
    "Quedan {count} puestos en la clasificación del recorrido de hoy. ¡Vuela el recorrido para conseguir uno!",
  "leaderboard.spotsLeft.bestday.one":
    "Solo queda 1 puesto entre los mejores días del recorrido. ¡Vuela el recorrido de hoy para conseguirlo!",
  "leaderboard.spotsLeft.bestday.other":
    "Quedan {count} puestos entre los mejores días del recorrido. ¡Vuela el recorrido de hoy para conseguir uno!",
};
