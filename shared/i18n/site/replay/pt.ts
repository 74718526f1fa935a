import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "replay.meta.title": "Assista à partida de {name}: {score} pontos",
  "replay.meta.description": "{name} fez {score} pontos no Flap Master. Assista à partida batida a batida e depois desafie-a.",
  "replay.title": "A partida de {name}",
  "replay.points": "{score} pontos",
  "replay.board.daily": "No placar de hoje",
  "replay.board.weekly": "No placar da semana",
  "replay.board.alltime": "No placar de todos os tempos",
  "replay.skin": "Voada com {skin}",
  "replay.canvas": "Replay da partida de {name}",
  "replay.loading": "Carregando o replay…",
  "replay.broken": "Não foi possível mostrar este replay.",
  "replay.play": "Reproduzir",
  "replay.pause": "Pausar",
  "replay.again": "Assistir de novo",
  "replay.speed": "Velocidade",
  "replay.speedOption": "Velocidade {speed}×",
  "replay.seek": "Posição na partida",
  "replay.time": "{at} de {total}",
  "replay.score": "Pontos {score}",
  "replay.race": "Desafiar esta partida",
  "replay.share": "Compartilhar o replay",
  "replay.copied": "Link copiado!",
  "replay.shareText": "Veja {name} fazer {score} pontos no Flap Master!",
  "replay.back": "Voltar ao placar",
  "replay.missing.title": "Esta partida não pode ser assistida",
  "replay.missing.text": "Ela não existe, não terminou ou foi retirada dos placares.",
  "replay.missing.play": "Jogar uma partida",
};
