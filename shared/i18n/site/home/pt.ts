import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Home
  "home.meta.title": "Flap Master – Você domina o bater de asas?",
  "home.meta.description":
    "Toque para passar pelos canos, desafie seus amigos e desbloqueie novos personagens neste jogo de navegador viciante.",
  "home.hero.headline": "Você domina o bater de asas?",
  "home.hero.subtitle": "Toque para passar pelos canos, desafie seus amigos e desbloqueie novos personagens neste jogo viciante!",
  "home.hero.viewLeaderboard": "Ver ranking",
  "home.hero.tapToFlap": "Toque para voar",
  "home.howToPlay.title": "Como jogar",
  "home.howToPlay.intro": "Só três passos simples separam você do topo do ranking.",
  "home.howToPlay.step1.title": "Toque ou clique",
  "home.howToPlay.step1.text": "Toque na tela, clique com o mouse ou aperte a barra de espaço para o seu pássaro bater as asas e subir.",
  "home.howToPlay.step2.title": "Desvie dos obstáculos",
  "home.howToPlay.step2.text":
    "Acerte o tempo de cada batida de asas para passar pelos vãos entre os canos. Encostou num cano ou no chão, a partida acaba.",
  "home.howToPlay.step3.title": "Marque pontos",
  "home.howToPlay.step3.text": "Cada cano que você passa vale um ponto. Quanto mais longe você voa, mais rápido fica.",
  "home.howToPlay.coins": "Cada ponto vale 10 moedas para gastar na loja com novos pássaros e power-ups!",
  "home.leaderboard.title": "Ranking do dia",
  "home.leaderboard.intro": "Os melhores voadores de hoje. O ranking recomeça todo dia à meia-noite ({timeZone}).",
  "home.leaderboard.more": "Ver os rankings da semana e de todos os tempos",
  "home.challenge.title": "Desafie seus amigos",
  "home.challenge.prompt": "Você ainda não tem uma pontuação. Jogue sua primeira partida e depois desafie seus amigos a superá-la!",
  "home.challenge.bestLabel": "Sua melhor pontuação",
  "home.challenge.bestText": "Acha que seus amigos conseguem superar? Compartilhe sua pontuação e desafie-os!",
  "home.challenge.beatMyScore": "Supere minha pontuação",
  "home.newsletter.title": "Junte-se ao bando",

  // More Games to Play (home page; cards from the games feed)
  "home.moreGames.title": "Mais jogos para jogar",
  "home.moreGames.intro": "Precisa de uma pausa dos canos? Experimente um destes jogos grátis no navegador.",
  "home.moreGames.play": "Jogar",
  "home.moreGames.newTab": "(abre em uma nova aba)",
  "home.course.title": "O percurso do dia",
  "home.course.text": "Um percurso, igual para todos os jogadores, o dia todo. Um novo começa à meia-noite ({timeZone}).",
  "home.course.play": "Voar o percurso de hoje",
  "home.course.free": "Partida livre",
  "home.course.leader": "Líder de hoje: {name} com {score}",
  "home.course.noLeader": "Ninguém voou o percurso de hoje ainda. Seja o primeiro!",
  "home.course.record": "Melhor dia de todos os tempos: {name} com {score}",
  "home.course.board": "Classificação do percurso",
};
