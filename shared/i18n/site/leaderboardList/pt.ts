import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Leaderboard
  "leaderboard.listLabel": "Melhores pontuações de hoje",
  "leaderboard.rank": "Posição {rank}",
  "leaderboard.points": "pontos",
  "leaderboard.sample": "Exemplo",
  "leaderboard.empty": "Ainda não há pontuações! Seja o primeiro a jogar e entre no ranking.",
  "leaderboard.spotsLeft.one": "Só resta 1 vaga no ranking de hoje. Jogue agora para garanti-la!",
  "leaderboard.spotsLeft.other": "Restam {count} vagas no ranking de hoje. Jogue agora para garantir a sua!",
  "leaderboard.listLabel.weekly": "Melhores pontuações da semana",
  "leaderboard.listLabel.alltime": "Melhores pontuações de todos os tempos",
  "leaderboard.spotsLeft.weekly.one": "Só resta 1 vaga no ranking desta semana. Jogue agora para garanti-la!",
  "leaderboard.spotsLeft.weekly.other": "Restam {count} vagas no ranking desta semana. Jogue agora para garantir a sua!",
  "leaderboard.spotsLeft.alltime.one": "Só resta 1 vaga no ranking de todos os tempos. Jogue agora para garanti-la!",
  "leaderboard.spotsLeft.alltime.other": "Restam {count} vagas no ranking de todos os tempos. Jogue agora para garantir a sua!",
  "leaderboard.you": "Você",
  "leaderboard.yourRank": "Sua posição",
  "leaderboard.live": "Ao vivo",
  "leaderboard.liveHint": "Atualiza a cada nova pontuação",
  "leaderboard.location.unknown": "Desconhecido",
  "leaderboard.listLabel.course": "Melhores pontuações do percurso de hoje",
  "leaderboard.listLabel.bestday": "Melhores dias do percurso de todos os tempos",
  "leaderboard.spotsLeft.course.one": "Só resta 1 vaga na classificação do percurso de hoje. Voe o percurso para conquistá-la!",
  "leaderboard.spotsLeft.course.other": "Restam {count} vagas na classificação do percurso de hoje. Voe o percurso para conquistar uma!",
  "leaderboard.spotsLeft.bestday.one": "Só resta 1 vaga entre os melhores dias do percurso. Voe o percurso de hoje para conquistá-la!",
  "leaderboard.spotsLeft.bestday.other":
    "Restam {count} vagas entre os melhores dias do percurso. Voe o percurso de hoje para conquistar uma!",
};
