import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Home
  "home.meta.title": "Flap Master – Sei un maestro del volo?",
  "home.meta.description":
    "Supera i tubi a colpi di tap, sfida gli amici e sblocca nuovi personaggi in questo gioco per browser che crea dipendenza.",
  "home.hero.headline": "Sei un maestro del volo?",
  "home.hero.subtitle": "Supera i tubi a colpi di tap, sfida gli amici e sblocca nuovi personaggi in questo gioco che crea dipendenza!",
  "home.hero.viewLeaderboard": "Vedi la classifica",
  "home.hero.tapToFlap": "Tocca per volare",
  "home.howToPlay.title": "Come si gioca",
  "home.howToPlay.intro": "Solo tre semplici passi ti separano dalla vetta della classifica.",
  "home.howToPlay.step1.title": "Tocca o clicca",
  "home.howToPlay.step1.text":
    "Tocca lo schermo, clicca con il mouse o premi la barra spaziatrice per far battere le ali al tuo uccellino.",
  "home.howToPlay.step2.title": "Evita gli ostacoli",
  "home.howToPlay.step2.text": "Dosa i battiti d'ala per passare negli spazi tra i tubi. Se tocchi un tubo o il suolo, la partita finisce.",
  "home.howToPlay.step3.title": "Fai punti",
  "home.howToPlay.step3.text": "Ogni tubo superato vale un punto. Più lontano voli, più il gioco accelera.",
  "home.howToPlay.coins": "Ogni punto vale 10 monete da spendere nel negozio in nuovi uccellini e potenziamenti!",
  "home.leaderboard.title": "Classifica del giorno",
  "home.leaderboard.intro": "I migliori piloti di oggi. La classifica riparte da zero ogni giorno a mezzanotte ({timeZone}).",
  "home.leaderboard.more": "Vedi le classifiche della settimana e di sempre",
  "home.challenge.title": "Sfida i tuoi amici",
  "home.challenge.prompt": "Non hai ancora un punteggio. Gioca la tua prima partita, poi sfida i tuoi amici a batterlo!",
  "home.challenge.bestLabel": "Il tuo record",
  "home.challenge.bestText": "Pensi che i tuoi amici possano batterlo? Condividi il punteggio e sfidali!",
  "home.challenge.beatMyScore": "Batti il mio punteggio",
  "home.newsletter.title": "Unisciti allo stormo",

  // Newsletter
  "home.moreGames.title": "Altri giochi da provare",
  "home.moreGames.intro": "Vuoi una pausa dai tubi? Prova uno di questi giochi gratuiti per browser.",
  "home.moreGames.play": "Gioca",
  "home.moreGames.newTab": "(si apre in una nuova scheda)",
  "home.course.title": "Il percorso del giorno",
  "home.course.text": "Un percorso, uguale per tutti i giocatori, per tutto il giorno. Uno nuovo inizia a mezzanotte ({timeZone}).",
  "home.course.play": "Vola il percorso di oggi",
  "home.course.free": "Partita libera",
  "home.course.leader": "In testa oggi: {name} con {score}",
  "home.course.noLeader": "Nessuno ha ancora volato il percorso di oggi. Sii il primo!",
  "home.course.record": "Giorno migliore di sempre: {name} con {score}",
  "home.course.board": "Classifica del percorso",
};
