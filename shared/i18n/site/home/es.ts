import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Home
  "home.meta.title": "Flap Master – ¿Dominas el aleteo?",
  "home.meta.description":
    "Toca para esquivar tuberías, reta a tus amigos y desbloquea nuevos personajes en este adictivo juego de navegador.",
  "home.hero.headline": "¿Dominas el aleteo?",
  "home.hero.subtitle": "¡Toca para esquivar tuberías, reta a tus amigos y desbloquea nuevos personajes en este juego adictivo!",
  "home.hero.viewLeaderboard": "Ver clasificación",
  "home.hero.tapToFlap": "Toca para aletear",
  "home.howToPlay.title": "Cómo jugar",
  "home.howToPlay.intro": "Solo tres pasos te separan de lo más alto de la clasificación.",
  "home.howToPlay.step1.title": "Toca o haz clic",
  "home.howToPlay.step1.text":
    "Toca la pantalla, haz clic con el ratón o pulsa la barra espaciadora para que tu pájaro aletee hacia arriba.",
  "home.howToPlay.step2.title": "Esquiva los obstáculos",
  "home.howToPlay.step2.text":
    "Calcula bien cada aleteo para pasar por los huecos entre las tuberías. Si tocas una tubería o el suelo, se acaba la partida.",
  "home.howToPlay.step3.title": "Suma puntos",
  "home.howToPlay.step3.text": "Cada tubería que superas vale un punto. Cuanto más lejos vuelas, más rápido va.",
  "home.howToPlay.coins": "¡Cada punto equivale a 10 monedas para gastar en la tienda en nuevos pájaros y potenciadores!",
  "home.leaderboard.title": "Clasificación diaria",
  "home.leaderboard.intro": "Los mejores voladores de hoy. La clasificación se reinicia cada día a medianoche ({timeZone}).",
  "home.leaderboard.more": "Ver las clasificaciones de la semana y de siempre",
  "home.challenge.title": "Reta a tus amigos",
  "home.challenge.prompt": "Aún no tienes puntuación. ¡Juega tu primera partida y luego reta a tus amigos a superarla!",
  "home.challenge.bestLabel": "Tu mejor puntuación",
  "home.challenge.bestText": "¿Crees que tus amigos pueden superarla? ¡Comparte tu puntuación y rétalos a intentarlo!",
  "home.challenge.beatMyScore": "Supera mi puntuación",
  "home.newsletter.title": "Únete a la bandada",

  // More Games to Play (home page; cards from the games feed)
  "home.moreGames.title": "Más juegos",
  "home.moreGames.intro": "¿Necesitas un descanso de las tuberías? Prueba uno de estos juegos de navegador gratis.",
  "home.moreGames.play": "Jugar",
  "home.moreGames.newTab": "(se abre en una pestaña nueva)",
  "home.course.title": "El recorrido del día",
  "home.course.text": "Un recorrido, el mismo para todos los jugadores, todo el día. Uno nuevo empieza a medianoche ({timeZone}).",
  "home.course.play": "Volar el recorrido de hoy",
  "home.course.free": "Partida libre",
  "home.course.leader": "Líder de hoy: {name} con {score}",
  "home.course.noLeader": "Nadie ha volado todavía el recorrido de hoy. ¡Sé el primero!",
  "home.course.record": "Mejor día de la historia: {name} con {score}",
  "home.course.board": "Clasificación del recorrido",
};
