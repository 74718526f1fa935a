import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "Conditions d'utilisation",
  "terms.meta.description": "Les règles pour jouer à Flap Master, acheter des pièces et apparaître dans les classements.",
  "terms.title": "Conditions d'utilisation",
  "terms.intro":
    "Bienvenue sur Flap Master ! Ces conditions expliquent les règles pour jouer, utiliser un compte, acheter des pièces et apparaître dans les classements. Nous avons essayé de les garder courtes et claires.",
  "terms.s.agreement": "1. À propos de ces conditions",
  "terms.agreement.parties":
    "Ces conditions constituent le contrat entre toi et l'exploitant de Flap Master (« nous ») concernant l'utilisation du site et du jeu Flap Master. En jouant, en créant un compte ou en achetant des pièces, tu les acceptes. Si tu n'es pas d'accord, merci de ne pas utiliser Flap Master.",
  "terms.agreement.minors":
    "Si tu n'as pas encore l'âge à partir duquel tu peux accepter seul des services en ligne dans ton pays (13 ans dans de nombreux pays, jusqu'à 16 ans dans certains), un parent ou un tuteur doit accepter ces conditions pour toi et approuver chaque achat.",
  "terms.agreement.privacy":
    "La façon dont nous traitons les données personnelles est décrite dans notre [politique de confidentialité](/privacy).",
  "terms.s.game": "2. Le jeu",
  "terms.game.what":
    "Flap Master est un jeu d'arcade gratuit qui fonctionne dans ton navigateur. Tu tapotes, cliques ou appuies sur la barre d'espace pour maintenir un oiseau en l'air et le faire passer entre les tuyaux. Chaque tuyau franchi rapporte un point.",
  "terms.game.changes":
    "Nous améliorons le jeu en permanence. Nous pouvons modifier ses règles, sa difficulté, ses personnages, ses bonus, ses prix et ses autres fonctionnalités, et en ajouter ou en retirer. Dans ce cas, nous faisons en sorte que ce que tu as gagné ou acheté reste utile.",
  "terms.s.accounts": "3. Comptes et jeu en tant qu'invité",
  "terms.accounts.guestTitle": "Jouer en tant qu'invité",
  "terms.accounts.guest":
    "Tu peux jouer sans compte. La première fois que tu joues, nous créons un joueur invité pour ton navigateur et nous le retenons grâce à un cookie de session. Ta progression d'invité (pièces, personnages, objets, scores et succès) est liée à ce cookie : si tu effaces tes cookies ou changes de navigateur ou d'appareil avant de créer un compte, cette progression ne peut pas être récupérée.",
  "terms.accounts.accountTitle": "Comptes",
  "terms.accounts.account":
    "Quand tu crées un compte, ta progression d'invité y est transférée : tu conserves tout ce que tu as gagné en tant qu'invité. Tu t'engages à :",
  "terms.accounts.email": "fournir une adresse e-mail valide qui t'appartient et la confirmer lorsque nous te le demandons ;",
  "terms.accounts.password":
    "garder ton mot de passe secret et nous prévenir immédiatement si tu penses que quelqu'un d'autre utilise ton compte ;",
  "terms.accounts.onePerPerson": "n'utiliser qu'un compte par personne et ne pas le vendre, le partager ni le céder.",
  "terms.accounts.responsibility":
    "Tu es responsable de ce qui se passe sur ton compte. Tu peux nous demander de le supprimer à tout moment.",
  "terms.s.coins": "4. Pièces virtuelles et achats",
  "terms.coins.earning":
    "Tu gagnes des pièces en jouant (chaque point rapporte 10 pièces) et tu peux acheter des pièces supplémentaires sous forme de packs. Les pièces permettent d'acheter des personnages (skins) et des bonus dans la boutique.",
  "terms.coins.noCashValue":
    "**Aucune valeur monétaire.** Les pièces, les personnages et les bonus sont des objets virtuels. Les acheter ou les gagner te donne un droit personnel et non transférable de les utiliser dans Flap Master. Ce ne sont ni de l'argent ni un bien, ils ne peuvent être échangés contre de l'argent ou quoi que ce soit en dehors du jeu, et ils ne peuvent être ni vendus, ni échangés, ni transférés vers un autre compte.",
  "terms.coins.payment":
    "**Prix et paiement.** Les prix sont affichés en dollars américains avant le paiement. Les paiements sont traités par Stripe sur sa page de paiement sécurisée ; nous ne voyons ni ne conservons jamais ton numéro de carte. Les pièces sont ajoutées à ton solde dès que Stripe confirme le paiement, et chaque paiement n'est crédité qu'une seule fois.",
  "terms.coins.balance":
    "**Solde.** Ton solde de pièces ne peut jamais descendre en dessous de zéro. Chaque modification est enregistrée. Nous pouvons corriger un solde erroné à la suite d'une erreur, d'un bug, d'un paiement annulé ou d'une infraction aux règles de fair-play ci-dessous.",
  "terms.coins.powerUps": "**Les bonus** sont consommés lorsque tu les actives pendant une partie, que cette partie se passe bien ou non.",
  "terms.s.refunds": "5. Remboursements",
  "terms.refunds.withdrawal":
    "Les pièces sont un contenu numérique fourni immédiatement. En finalisant un achat, tu nous demandes de te les fournir tout de suite et, lorsque la loi le permet, tu acceptes que ton droit de rétractation prenne fin dès que les pièces ont été créditées. Nous remboursons toutefois dans les cas suivants :",
  "terms.refunds.notReceived":
    "tu as été débité mais n'as pas reçu les pièces, ou tu as été débité deux fois : contacte-nous dans les 30 jours ;",
  "terms.refunds.mistake": "tu as acheté un pack de pièces par erreur et n'en as dépensé aucune pièce : contacte-nous dans les 14 jours.",
  "terms.refunds.reversal":
    "Lorsqu'un achat est remboursé ou qu'un paiement est annulé (par exemple par une rétrofacturation), les pièces correspondantes sont retirées de ton solde, dans la limite des pièces qu'il te reste. Cette section ne limite aucun des droits que te confère le droit de la consommation de ton pays.",
  "terms.s.fairPlay": "6. Fair-play",
  "terms.fairPlay.verified":
    "Les classements n'ont de sens que si tout le monde joue franc jeu. Chaque partie est vérifiée sur notre serveur en rejouant tes actions, et une partie qui ne correspond pas n'est pas comptée. Il t'est interdit de :",
  "terms.fairPlay.bots": "utiliser des bots, des scripts, des macros, des autoclickers ou des versions modifiées du jeu ;",
  "terms.fairPlay.forgery":
    "falsifier, modifier ou rejouer des requêtes envoyées à nos serveurs, ou trafiquer les scores, les pièces ou les objets ;",
  "terms.fairPlay.bugs": "exploiter des bugs au lieu de nous les signaler ;",
  "terms.fairPlay.multipleAccounts":
    "utiliser plusieurs comptes ou joueurs invités pour faire grimper un score dans un classement ou obtenir des récompenses plus d'une fois ;",
  "terms.fairPlay.disruption":
    "perturber le service, le surcharger ou tenter d'accéder à des comptes ou à des espaces qui ne sont pas les tiens.",
  "terms.fairPlay.consequences":
    "Si nous constatons une triche, nous pouvons supprimer les scores concernés, corriger les soldes de pièces et les objets, et suspendre ou fermer le compte. Signale-nous les bugs et les failles via le [formulaire de contact](/contact).",
  "terms.s.leaderboards": "7. Classements et noms de joueur",
  "terms.leaderboards.public":
    "Le classement du jour repart de zéro chaque jour à minuit, dans le fuseau horaire indiqué sur la page des classements (UTC sauf mention contraire) ; nous affichons aussi des classements hebdomadaires et de tous les temps. Un classement affiche ton nom de joueur, ton score et, le cas échéant, une localisation approximative comme un pays. Ces informations sont publiques.",
  "terms.leaderboards.names":
    "Les noms de joueur ne doivent pas être injurieux, haineux ou à caractère sexuel, usurper l'identité de quelqu'un, contenir les données personnelles d'une autre personne ni faire de publicité. Nous pouvons modifier ou supprimer les noms et les scores qui enfreignent ces règles. Les entrées marquées « Exemple » sont des exemples affichés tant qu'un classement est encore vide ; ce ne sont pas de vrais joueurs.",
  "terms.s.content": "8. Notre contenu",
  "terms.content.ownership":
    "Le jeu, ses personnages, ses illustrations, ses sons, ses textes, son logiciel et le nom Flap Master nous appartiennent ou appartiennent à nos concédants de licence. Tu peux les utiliser pour jouer à Flap Master pour ton propre plaisir, à des fins non commerciales. Tu ne peux pas les copier, les revendre ni les redistribuer, ni faire de l'ingénierie inverse du jeu pour tricher ou créer un service concurrent.",
  "terms.content.sharing":
    "Tu peux librement partager des liens, des captures d'écran et des vidéos de tes propres parties. Si tu nous envoies des commentaires ou des idées, nous pouvons les utiliser pour améliorer le jeu sans te devoir quoi que ce soit en retour.",
  "terms.s.availability": "9. Disponibilité",
  "terms.availability.body":
    "Nous faisons le nécessaire pour que Flap Master fonctionne, mais il peut être momentanément indisponible, par exemple pendant une maintenance ou en raison de problèmes indépendants de notre volonté. Nous pouvons mettre fin au jeu ou à la boutique ; dans ce cas, nous l'annoncerons à l'avance sur le site et cesserons de vendre des pièces avant la fin.",
  "terms.s.liability": "10. Responsabilité",
  "terms.liability.limits":
    "Flap Master est fourni « en l'état ». Dans la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects ou consécutifs, ni de la progression perdue parce que des cookies ont été effacés avant la création d'un compte. Notre responsabilité totale envers toi est limitée au montant que tu nous as payé au cours des 12 mois précédant la réclamation.",
  "terms.liability.exceptions":
    "Rien dans ces conditions ne limite une responsabilité qui ne peut pas être limitée par la loi, comme la responsabilité en cas de décès ou de dommage corporel causé par une négligence, en cas de fraude, ou au titre du droit impératif de la consommation.",
  "terms.s.termination": "11. Suspension et résiliation",
  "terms.termination.body":
    "Tu peux arrêter de jouer à tout moment et nous demander de supprimer ton compte. Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions, après un avertissement lorsque c'est raisonnable. Lorsqu'un compte est fermé, ses pièces et ses objets disparaissent avec lui et ne sont pas remboursés, sauf si la loi en dispose autrement ou si nous fermons le compte sans que tu aies enfreint ces conditions ; dans ce cas, nous remboursons les pièces achetées et pas encore dépensées.",
  "terms.s.changes": "12. Modifications de ces conditions",
  "terms.changes.body":
    "Nous pouvons mettre à jour ces conditions lorsque le jeu ou la loi évolue. La date en haut de la page indique la version la plus récente. Nous annoncerons les modifications importantes sur le site avant leur entrée en vigueur. Si tu continues à jouer après l'entrée en vigueur d'une modification, les nouvelles conditions s'appliquent ; si tu n'es pas d'accord, tu peux arrêter de jouer et nous demander de supprimer ton compte.",
  "terms.s.law": "13. Droit applicable",
  "terms.law.body":
    "Ces conditions sont régies par le droit du pays dans lequel l'exploitant de Flap Master est établi. Si tu es un consommateur, tu conserves en outre la protection des dispositions impératives du pays où tu vis, et tu peux saisir ses tribunaux.",
  "terms.s.contact": "14. Contact",
  "terms.contact.body":
    "Une question sur ces conditions, un achat ou ton compte ? Écris-nous via le [formulaire de contact](/contact). Si ta question concerne ton compte, envoie-la depuis l'adresse e-mail de ce compte pour que nous puissions t'aider rapidement.",
};
