import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "replay.meta.title": "Guarda la partita di {name}: {score} punti",
  "replay.meta.description": "{name} ha fatto {score} punti in Flap Master. Guarda la partita battito dopo battito, poi sfidala.",
  "replay.title": "La partita di {name}",
  "replay.points": "{score} punti",
  "replay.board.daily": "Nella classifica di oggi",
  "replay.board.weekly": "Nella classifica della settimana",
  "replay.board.alltime": "Nella classifica di sempre",
  "replay.skin": "Volata con {skin}",
  "replay.canvas": "Replay della partita di {name}",
  "replay.loading": "Caricamento del replay…",
  "replay.broken": "Questo replay non può essere mostrato.",
  "replay.play": "Riproduci",
  "replay.pause": "Pausa",
  "replay.again": "Guarda di nuovo",
  "replay.speed": "Velocità",
  "replay.speedOption": "Velocità {speed}×",
  "replay.seek": "Posizione nella partita",
  "replay.time": "{at} di {total}",
  "replay.score": "Punti {score}",
  "replay.race": "Sfida questa partita",
  "replay.share": "Condividi il replay",
  "replay.copied": "Link copiato!",
  "replay.shareText": "Guarda {name} fare {score} punti in Flap Master!",
  "replay.back": "Torna alla classifica",
  "replay.missing.title": "Questa partita non si può guardare",
  "replay.missing.text": "Non esiste, non è finita o è stata tolta dalle classifiche.",
  "replay.missing.play": "Gioca una partita",
};
