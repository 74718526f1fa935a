import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Home
  "home.meta.title": "Flap Master – Es-tu le maître du Flap ?",
  "home.meta.description":
    "Tapote pour passer entre les tuyaux, défie tes amis et débloque de nouveaux personnages dans ce jeu de navigateur addictif.",
  "home.hero.headline": "Es-tu le maître du Flap ?",
  "home.hero.subtitle": "Tapote pour passer entre les tuyaux, défie tes amis et débloque de nouveaux personnages dans ce jeu addictif !",
  "home.hero.viewLeaderboard": "Voir le classement",
  "home.hero.tapToFlap": "Tapote pour voler",
  "home.howToPlay.title": "Comment jouer",
  "home.howToPlay.intro": "Trois étapes simples te séparent du haut du classement.",
  "home.howToPlay.step1.title": "Tapote ou clique",
  "home.howToPlay.step1.text":
    "Touche l'écran, clique avec la souris ou appuie sur la barre d'espace pour faire battre des ailes à ton oiseau.",
  "home.howToPlay.step2.title": "Évite les obstacles",
  "home.howToPlay.step2.text":
    "Choisis le bon moment pour battre des ailes et glisser entre les tuyaux. Si tu touches un tuyau ou le sol, la partie est finie.",
  "home.howToPlay.step3.title": "Marque des points",
  "home.howToPlay.step3.text": "Chaque tuyau passé rapporte un point. Plus tu voles loin, plus ça va vite.",
  "home.howToPlay.coins": "Chaque point vaut 10 pièces à dépenser dans la boutique en nouveaux oiseaux et bonus !",
  "home.leaderboard.title": "Classement du jour",
  "home.leaderboard.intro": "Les meilleurs pilotes du jour. Le classement repart de zéro chaque jour à minuit ({timeZone}).",
  "home.leaderboard.more": "Voir les classements de la semaine et de tous les temps",
  "home.challenge.title": "Défie tes amis",
  "home.challenge.prompt": "Tu n'as pas encore de score. Joue ta première partie, puis défie tes amis de faire mieux !",
  "home.challenge.bestLabel": "Ton meilleur score",
  "home.challenge.bestText": "Tu crois que tes amis peuvent te battre ? Partage ton score et lance-leur le défi !",
  "home.challenge.beatMyScore": "Bats mon score",
  "home.newsletter.title": "Rejoins la volée",

  // More Games to Play (home page; cards from the games feed)
  "home.moreGames.title": "D'autres jeux à découvrir",
  "home.moreGames.intro": "Besoin d'une pause loin des tuyaux ? Essaie l'un de ces jeux gratuits dans ton navigateur.",
  "home.moreGames.play": "Jouer",
  "home.moreGames.newTab": "(s'ouvre dans un nouvel onglet)",
  "home.course.title": "Le parcours du jour",
  "home.course.text": "Un parcours, le même pour tous les joueurs, toute la journée. Un nouveau commence à minuit ({timeZone}).",
  "home.course.play": "Voler le parcours du jour",
  "home.course.free": "Partie libre",
  "home.course.leader": "En tête aujourd'hui : {name} avec {score}",
  "home.course.noLeader": "Personne n'a encore volé le parcours du jour. Sois le premier !",
  "home.course.record": "Meilleur jour de tous les temps : {name} avec {score}",
  "home.course.board": "Classement du parcours",
};
