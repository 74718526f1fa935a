import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "app.name": "Flap Master",

  // Header
  "header.nav.label": "Principal",
  "header.playGame": "Jouer",
  "header.store": "Boutique",
  "header.home": "Accueil",
  "header.challengeFriends": "Défier des amis",
  "header.moreGames": "Plus de jeux",
  "header.menu.open": "Ouvrir le menu",
  "header.menu.close": "Fermer le menu",
  "header.skipToContent": "Aller au contenu",

  // Footer
  "footer.blurb":
    "Tapote pour passer entre les tuyaux, ramasse des pièces et débloque de nouveaux oiseaux. Un jeu d'arcade gratuit qui tourne directement dans ton navigateur.",
  "footer.social.label": "Suivre Flap Master",
  "footer.social.twitter": "Flap Master sur X (Twitter)",
  "footer.social.facebook": "Flap Master sur Facebook",
  "footer.social.instagram": "Flap Master sur Instagram",
  "footer.quickLinks": "Liens rapides",
  "footer.home": "Accueil",
  "footer.playGame": "Jouer",
  "footer.adminAccess": "Accès administrateur",
  "footer.contactUs": "Nous contacter",
  "footer.copyright": "© {year} Flap Master",
  "footer.legal.label": "Mentions légales",
  "footer.terms": "Conditions d'utilisation",
  "footer.privacy": "Politique de confidentialité",
  "footer.contact": "Contact",

  // Contact form
  "contact.email.label": "Ton e-mail",
  "contact.email.placeholder": "toi@exemple.com",
  "contact.message.label": "Message",
  "contact.message.placeholder": "Ton message...",
  "contact.submit": "Envoyer le message",
  "contact.sending": "Envoi...",
  "contact.success": "Message envoyé !",
  "contact.error": "Impossible d'envoyer le message. Réessaie.",

  // Admin login dialog
  "adminLogin.title": "Connexion administrateur",
  "adminLogin.description": "Saisis le mot de passe administrateur pour gérer le jeu.",
  "adminLogin.password": "Mot de passe",
  "adminLogin.showPassword": "Afficher le mot de passe",
  "adminLogin.hidePassword": "Masquer le mot de passe",
  "adminLogin.cancel": "Annuler",
  "adminLogin.login": "Se connecter",
  "adminLogin.invalid": "Mot de passe incorrect",
  "adminLogin.checking": "Vérification...",
  "adminLogin.failed": "La connexion a échoué. Réessaie.",

  // Shared
  "common.playNow": "Jouer maintenant",
  "common.backToHome": "Retour à l'accueil",

  // Account
  "header.account": "Compte",

  // 404
  "notFound.title": "Page introuvable",

  // Errors
  "error.title": "Erreur inattendue de l'application !",
  "error.text": "Un problème est survenu. Réessaie.",

  // Contact form (server answers and the anti-bot field)
  "contact.website.label": "Laisse ce champ vide",
  "contact.invalidEmail": "Saisis une adresse e-mail valide.",
  "contact.messageRequired": "Saisis un message.",
  "contact.error.tooLong": "Ton message est trop long. Raccourcis-le et réessaie.",
  "contact.error.rateLimited": "Tu as envoyé plusieurs messages en peu de temps. Attends quelques minutes, puis réessaie.",

  // Language switcher
  "language.label": "Langue",
  "language.current": "Langue : {language}",
  "layout.guestName": "Invité",
};
