import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "replay.meta.title": "Regarde la partie de {name} : {score} points",
  "replay.meta.description":
    "{name} a marqué {score} points dans Flap Master. Regarde la partie battement par battement, puis affronte-la.",
  "replay.title": "La partie de {name}",
  "replay.points": "{score} points",
  "replay.board.daily": "Au classement du jour",
  "replay.board.weekly": "Au classement de la semaine",
  "replay.board.alltime": "Au classement de tous les temps",
  "replay.board.bestday": "Au classement des meilleurs jours",
  "replay.board.course": "Au classement du parcours du jour",
  "replay.skin": "Pilotée avec {skin}",
  "replay.canvas": "Rediffusion de la partie de {name}",
  "replay.loading": "Chargement de la rediffusion…",
  "replay.broken": "Cette rediffusion ne peut pas être affichée.",
  "replay.play": "Lecture",
  "replay.pause": "Pause",
  "replay.again": "Revoir",
  "replay.speed": "Vitesse",
  "replay.speedOption": "Vitesse {speed}×",
  "replay.seek": "Position dans la partie",
  "replay.time": "{at} sur {total}",
  "replay.score": "Score {score}",
  "replay.race": "Affronter cette partie",
  "replay.share": "Partager la rediffusion",
  "replay.copied": "Lien copié !",
  "replay.shareText": "Regarde {name} marquer {score} points dans Flap Master !",
  "replay.back": "Retour au classement",
  "replay.missing.title": "Cette partie ne peut pas être regardée",
  "replay.missing.text": "Elle n’existe pas, n’est pas terminée ou a été retirée des classements.",
  "replay.missing.play": "Jouer une partie",
};
