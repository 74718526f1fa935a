import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "Politique de confidentialité",
  "privacy.meta.description": "Ce que Flap Master conserve à ton sujet, pourquoi, combien de temps, et tes droits.",
  "privacy.title": "Politique de confidentialité",
  "privacy.intro":
    "Cette politique explique quelles données personnelles Flap Master conserve lorsque tu visites le site, joues, crées un compte, achètes des pièces ou nous contactes, pourquoi nous les conservons, combien de temps nous les gardons et quels sont tes droits.",
  "privacy.s.summary": "1. Résumé",
  "privacy.summary.minimal":
    "Nous ne conservons que ce dont le jeu a besoin pour fonctionner : ta progression, tes scores et, si tu en crées un, ton compte.",
  "privacy.summary.noSelling":
    "Nous ne vendons pas tes données, n'affichons pas de publicité et n'utilisons ni traceurs ni outils d'analyse tiers.",
  "privacy.summary.pageViews": "Nous comptons les pages vues sans cookies et sans conserver ton adresse IP.",
  "privacy.summary.payments": "Les paiements par carte sont gérés par Stripe ; nous ne voyons jamais ton numéro de carte.",
  "privacy.summary.newsletter": "Nous ne t'envoyons une newsletter que si tu la demandes, et tu peux t'en désabonner à tout moment.",
  "privacy.s.data": "2. Ce que nous conservons et pourquoi",
  "privacy.data.accountTitle": "Ton compte",
  "privacy.data.account":
    "Si tu crées un compte, nous conservons ton adresse e-mail, ton mot de passe (uniquement sous forme de hachage salé à sens unique, jamais sous forme lisible), ton nom de joueur, l'indication que ton adresse e-mail est confirmée ou non, et la date de création du compte. Nous nous en servons pour te connecter, t'envoyer les e-mails liés au compte (confirmation, réinitialisation du mot de passe, codes de connexion) et conserver ta progression sur tous tes appareils. Base légale : l'exécution de notre contrat avec toi.",
  "privacy.data.guestTitle": "Cookie de session invité",
  "privacy.data.guest":
    "Quand tu joues sans compte, nous créons un joueur invité et enregistrons un identifiant de session aléatoire dans un cookie de ton navigateur. Il relie ton navigateur aux pièces, objets et scores de ton joueur invité. Il ne contient rien d'autre à ton sujet. Base légale : il est strictement nécessaire au jeu auquel tu as demandé à jouer.",
  "privacy.data.runsTitle": "Parties et scores",
  "privacy.data.runs":
    "Pour chaque partie, nous conservons sa graine aléatoire, tes actions (quand tu as battu des ailes et utilisé des bonus), le score obtenu, des statistiques comme le nombre de tuyaux franchis, et l'heure. Nous rejouons tes actions sur notre serveur pour vérifier que le score est authentique, puis nous utilisons le résultat pour les classements, les succès et les pièces. Ton nom de joueur et tes meilleurs scores apparaissent publiquement dans les classements. Base légale : l'exécution de notre contrat avec toi, et notre intérêt légitime à garantir un jeu équitable.",
  "privacy.data.purchasesTitle": "Pièces, objets et achats",
  "privacy.data.purchases":
    "Nous conservons ton solde de pièces, tes personnages et tes bonus, ainsi qu'un historique de chaque modification de ton solde (ce qui a changé, pourquoi et quand). Pour l'achat d'un pack de pièces, nous conservons le pack, le montant, la devise, le statut du paiement et la référence du paiement chez Stripe. Tu saisis tes coordonnées bancaires sur la page de paiement de Stripe : Stripe les traite, et nous ne recevons ni ne conservons jamais ton numéro de carte. Base légale : l'exécution de notre contrat avec toi, et notre obligation légale de tenir une comptabilité.",
  "privacy.data.newsletterTitle": "Newsletter",
  "privacy.data.newsletter":
    "Si tu t'abonnes à la newsletter, nous conservons ton adresse e-mail et une preuve de ton consentement (quand tu l'as donné et à quoi). Nous l'utilisons uniquement pour t'envoyer des nouvelles de Flap Master. Chaque newsletter contient un lien de désabonnement. Base légale : ton consentement, que tu peux retirer à tout moment.",
  "privacy.data.contactTitle": "Messages de contact",
  "privacy.data.contact":
    "Quand tu nous écris via un formulaire de contact, nous conservons ton adresse e-mail et ton message afin de pouvoir te répondre. Base légale : notre intérêt légitime à répondre aux personnes qui nous contactent.",
  "privacy.data.logsTitle": "Journaux techniques",
  "privacy.data.logs":
    "Nos serveurs journalisent chaque requête (heure, adresse demandée, réponse, durée, adresse IP et type de navigateur) pour assurer la sécurité du service et pour trouver et corriger les erreurs. Base légale : notre intérêt légitime à disposer d'un service sûr et qui fonctionne.",
  "privacy.s.cookies": "3. Cookies et comptage des pages vues",
  "privacy.cookies.session":
    "Nous n'utilisons qu'un seul type de cookie : le cookie de session qui te garde connecté ou relie ton navigateur à ton joueur invité. Il est strictement nécessaire, ne peut pas être lu par les scripts de la page et n'est jamais utilisé pour la publicité ou le suivi ; c'est pourquoi nous ne te demandons pas ton consentement aux cookies. Le jeu peut aussi garder une copie de tes réglages et de tes succès dans le stockage local de ton navigateur pour démarrer plus vite ; l'original est conservé avec ton joueur.",
  "privacy.cookies.pageViews":
    "Nous comptons les pages vues sans cookies. Pour chaque page vue, nous calculons une empreinte à sens unique à partir de ton adresse IP, de ton type de navigateur et d'une valeur aléatoire (un « sel ») qui est remplacée chaque jour puis supprimée. Nous ne conservons que cette empreinte, la page, l'heure, le pays auquel appartient ton adresse IP (recherché sur notre serveur dans une table publique à l'arrivée de la page vue) et la classe de taille de l'écran sur lequel la page s'est affichée (téléphone, tablette, ordinateur portable ou de bureau, d'après la largeur de la page) ; nous ne conservons ni ton adresse IP ni la largeur exacte à cette fin. Comme le sel est supprimé chaque jour, personne, pas même nous, ne peut relier des visites de jours différents ni remonter d'une empreinte jusqu'à toi. Ces comptages nous servent à savoir combien de personnes visitent quelles pages.",
  "privacy.s.processors": "4. Qui d'autre traite les données",
  "privacy.processors.intro":
    "Nous ne partageons des données personnelles qu'avec des prestataires qui nous aident à faire fonctionner Flap Master, et seulement dans la mesure nécessaire :",
  "privacy.processors.stripe":
    "**Stripe** traite les paiements par carte en tant que responsable de traitement indépendant pour tes données de paiement. Consulte la [politique de confidentialité de Stripe](https://stripe.com/privacy).",
  "privacy.processors.mail":
    "**Notre prestataire d'envoi d'e-mails** envoie les e-mails liés au compte, la newsletter et les réponses à tes messages.",
  "privacy.processors.hosting":
    "**Notre hébergeur** fait fonctionner les serveurs et les bases de données où sont conservées les données ci-dessus.",
  "privacy.processors.noSelling":
    "Nous ne vendons pas de données personnelles et ne les partageons pas à des fins publicitaires. Les liens vers les réseaux sociaux en bas de page sont de simples liens : rien n'est envoyé à ces réseaux tant que tu ne cliques pas dessus. Nous ne communiquons des données aux autorités que lorsque la loi l'exige.",
  "privacy.s.retention": "5. Durée de conservation",
  "privacy.retention.account":
    "**Compte, parties, scores, pièces et objets :** aussi longtemps que le compte existe. Après ta demande de suppression du compte, nous les supprimons ou les anonymisons dans un délai de 30 jours.",
  "privacy.retention.guests":
    "**Joueurs invités :** supprimés après 12 mois sans aucune partie. Le cookie de session lui-même expire au bout de 12 mois.",
  "privacy.retention.purchases":
    "**Historique des achats :** aussi longtemps que l'exigent les lois fiscales et comptables (jusqu'à 10 ans), même après la suppression du compte.",
  "privacy.retention.newsletter":
    "**Newsletter :** jusqu'à ton désabonnement ; nous ne gardons ensuite que la preuve de ton consentement et de son retrait, pendant 3 ans au maximum, pour prouver que nous avons respecté ton choix.",
  "privacy.retention.contact": "**Messages de contact :** 12 mois après leur réception.",
  "privacy.retention.pageViews":
    "**Comptage des pages vues :** le sel du jour est supprimé à la fin de chaque journée ; les empreintes et les comptages, qui ne peuvent plus être reliés à personne, sont conservés à des fins statistiques.",
  "privacy.retention.logs":
    "**Journaux techniques :** 14 jours, plus longtemps uniquement si c'est nécessaire pour enquêter sur un incident de sécurité précis.",
  "privacy.s.rights": "6. Tes droits",
  "privacy.rights.intro": "Selon l'endroit où tu vis, tu as le droit de :",
  "privacy.rights.access": "obtenir une copie des données personnelles que nous détenons à ton sujet, dans un format portable ;",
  "privacy.rights.correction": "faire corriger des données inexactes ;",
  "privacy.rights.deletion": "faire supprimer tes données, y compris l'ensemble de ton compte ;",
  "privacy.rights.objection": "t'opposer aux traitements fondés sur nos intérêts légitimes, ou nous demander de les limiter ;",
  "privacy.rights.consent": "retirer ton consentement à tout moment, par exemple en te désabonnant de la newsletter ;",
  "privacy.rights.complaint": "déposer une réclamation auprès de ton autorité de protection des données.",
  "privacy.rights.howTo":
    "Pour exercer ces droits, écris-nous via le [formulaire de contact](/contact), depuis l'adresse e-mail de ton compte si tu en as un. Nous pouvons te demander de confirmer que la demande vient bien de toi, et nous répondons dans un délai d'un mois.",
  "privacy.s.security": "7. Sécurité",
  "privacy.security.body":
    "Le site est servi via des connexions chiffrées (HTTPS). Les mots de passe ne sont conservés que sous forme de hachages salés. Les cookies de session ne peuvent pas être lus par des scripts et ne sont envoyés qu'à notre propre site. Les scores, les pièces et les achats sont déterminés sur notre serveur, pas dans ton navigateur. L'accès à l'espace d'administration est réservé à notre équipe, et chaque modification administrative est enregistrée.",
  "privacy.s.children": "8. Enfants",
  "privacy.children.body":
    "Flap Master est un jeu destiné à un public général. Les enfants de moins de 13 ans ne doivent pas créer de compte ni s'abonner à la newsletter, et les joueurs plus jeunes ont besoin du consentement d'un parent ou d'un tuteur lorsque la loi de leur pays l'exige (jusqu'à 16 ans dans certains pays). Si tu penses qu'un enfant nous a fourni des données personnelles sans ce consentement, contacte-nous et nous les supprimerons.",
  "privacy.s.changes": "9. Modifications de cette politique",
  "privacy.changes.body":
    "Nous mettrons à jour cette politique lorsque ce que nous conservons ou la façon dont nous l'utilisons changera. La date en haut de la page indique la version la plus récente. Si une modification te concerne, nous l'annoncerons sur le site et te redemanderons ton consentement lorsque la loi l'exige.",
  "privacy.s.contact": "10. Contact",
  "privacy.contact.body":
    "Le responsable du traitement de tes données est l'exploitant de Flap Master. Pour toute question sur tes données ou sur cette politique, écris-nous via le [formulaire de contact](/contact).",
};
