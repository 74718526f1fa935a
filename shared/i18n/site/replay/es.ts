import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "replay.meta.title": "Mira la partida de {name}: {score} puntos",
  "replay.meta.description": "{name} hizo {score} puntos en Flap Master. Mira la partida aleteo a aleteo y luego compite contra ella.",
  "replay.title": "La partida de {name}",
  "replay.points": "{score} puntos",
  "replay.board.daily": "En la clasificación de hoy",
  "replay.board.weekly": "En la clasificación de esta semana",
  "replay.board.alltime": "En la clasificación histórica",
  "replay.skin": "Volada con {skin}",
  "replay.canvas": "Repetición de la partida de {name}",
  "replay.loading": "Cargando la repetición…",
  "replay.broken": "No se puede mostrar esta repetición.",
  "replay.play": "Reproducir",
  "replay.pause": "Pausa",
  "replay.again": "Ver de nuevo",
  "replay.speed": "Velocidad",
  "replay.speedOption": "Velocidad {speed}×",
  "replay.seek": "Posición en la partida",
  "replay.time": "{at} de {total}",
  "replay.score": "Puntos {score}",
  "replay.race": "Competir contra esta partida",
  "replay.share": "Compartir la repetición",
  "replay.copied": "¡Enlace copiado!",
  "replay.shareText": "¡Mira a {name} hacer {score} puntos en Flap Master!",
  "replay.back": "Volver a la clasificación",
  "replay.missing.title": "Esta partida no se puede ver",
  "replay.missing.text": "No existe, no ha terminado o se ha retirado de las clasificaciones.",
  "replay.missing.play": "Jugar una partida",
};
