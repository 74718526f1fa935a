import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "mail.newsletter.subject": "Confirme ton abonnement à la newsletter de Flap Master",
  "mail.newsletter.heading": "Confirme ton abonnement",
  "mail.newsletter.intro":
    "Merci de t'être abonné à la newsletter de Flap Master ! Confirme cette adresse pour recevoir les nouvelles sur les nouveaux oiseaux et événements.",
  "mail.newsletter.unlocked": "Ton personnage bonus, {skin}, est déjà débloqué dans le jeu.",
  "mail.newsletter.action": "Confirmer l'abonnement",
  "mail.newsletter.outro": "Si tu ne t'es pas abonné, ignore cet e-mail : tu ne recevras rien d'autre.",
  "mail.linkFallback": "Si le bouton ne fonctionne pas, copie cette adresse dans ton navigateur :",
  "mail.unsubscribe": "Se désabonner",
  "mail.footer": "Flap Master — tapote, vole, recommence.",
  "mail.contact.subject": "Formulaire de contact : message de {email}",
  "mail.contact.intro": "Un visiteur a envoyé ce message via le formulaire de contact. Réponds à cet e-mail pour lui répondre.",
  "mail.contact.from": "De : {email}",

  // Account e-mails and SMS (server/mail/templates.ts)
  "mail.verify_email.subject": "Confirme ton e-mail Flap Master",
  "mail.verify_email.heading": "Confirme ton e-mail",
  "mail.verify_email.intro":
    "Merci de t'être inscrit à Flap Master ! Confirme cette adresse pour garder tes pièces, skins et scores sur tous tes appareils.",
  "mail.verify_email.action": "Confirmer l'e-mail",
  "mail.verify_email.outro": "Le lien est valable {minutes} minutes. Si tu ne t'es pas inscrit, ignore cet e-mail.",
  "mail.reset_password.subject": "Réinitialise ton mot de passe Flap Master",
  "mail.reset_password.heading": "Réinitialise ton mot de passe",
  "mail.reset_password.intro": "Quelqu'un (toi, on l'espère) a demandé à réinitialiser le mot de passe de ton compte Flap Master.",
  "mail.reset_password.action": "Choisir un nouveau mot de passe",
  "mail.reset_password.outro":
    "Le lien est valable {minutes} minutes et une seule fois. Si tu n'as rien demandé, ignore cet e-mail : ton mot de passe reste inchangé.",
  "mail.magic_link.subject": "Ton lien de connexion Flap Master",
  "mail.magic_link.heading": "Connecte-toi à Flap Master",
  "mail.magic_link.intro": "Utilise le bouton ci-dessous pour te connecter. Pas besoin de mot de passe.",
  "mail.magic_link.action": "Se connecter",
  "mail.magic_link.outro": "Le lien est valable {minutes} minutes et une seule fois. Si tu n'as rien demandé, ignore cet e-mail.",
  "mail.otp_sign_in.subject": "Ton code de connexion Flap Master : {code}",
  "mail.otp_sign_in.heading": "Ton code de connexion",
  "mail.otp_sign_in.intro": "Saisis ce code sur la page de connexion pour continuer à jouer.",
  "mail.otp_sign_in.action": "Ton code :",
  "mail.otp_sign_in.outro": "Le code est valable {minutes} minutes. Si tu n'as rien demandé, ignore cet e-mail.",
  "mail.otp_email_verification.subject": "Ton code de vérification Flap Master : {code}",
  "mail.otp_email_verification.heading": "Confirme ton e-mail",
  "mail.otp_email_verification.intro": "Saisis ce code pour confirmer ton adresse e-mail.",
  "mail.otp_email_verification.action": "Ton code :",
  "mail.otp_email_verification.outro": "Le code est valable {minutes} minutes. Si tu n'as rien demandé, ignore cet e-mail.",
  "mail.otp_forget_password.subject": "Ton code de réinitialisation du mot de passe Flap Master : {code}",
  "mail.otp_forget_password.heading": "Réinitialise ton mot de passe",
  "mail.otp_forget_password.intro": "Saisis ce code pour choisir un nouveau mot de passe.",
  "mail.otp_forget_password.action": "Ton code :",
  "mail.otp_forget_password.outro": "Le code est valable {minutes} minutes. Si tu n'as rien demandé, ignore cet e-mail.",
  "mail.otp_change_email.subject": "Ton code Flap Master : {code}",
  "mail.otp_change_email.heading": "Confirme ta nouvelle adresse e-mail",
  "mail.otp_change_email.intro": "Saisis ce code pour confirmer ta nouvelle adresse e-mail.",
  "mail.otp_change_email.action": "Ton code :",
  "mail.otp_change_email.outro": "Le code est valable {minutes} minutes. Si tu n'as rien demandé, ignore cet e-mail.",
  "mail.account_exists.subject": "Quelqu'un a essayé de s'inscrire avec votre adresse e-mail",
  "mail.account_exists.heading": "Vous avez déjà un compte",
  "mail.account_exists.intro":
    "Quelqu'un (vous, espérons-le) a essayé de créer un compte Flap Master avec cette adresse e-mail, mais elle en a déjà un.",
  "mail.account_exists.action": "Se connecter",
  "mail.account_exists.outro":
    "Vous ne vous souvenez plus du mot de passe ? Utilisez le lien « Mot de passe oublié ? » de la page de connexion pour en choisir un nouveau. Si ce n'était pas vous, ignorez cet e-mail : rien n'a changé sur votre compte.",
  "mail.password_changed.subject": "Votre mot de passe Flap Master a été modifié",
  "mail.password_changed.heading": "Votre mot de passe a été modifié",
  "mail.password_changed.intro":
    "Le mot de passe de votre compte Flap Master vient d'être modifié, et vos autres appareils ont été déconnectés.",
  "mail.password_changed.action": "Réinitialiser le mot de passe",
  "mail.password_changed.outro":
    "Si c'était vous, vous n'avez rien d'autre à faire. Sinon, réinitialisez votre mot de passe dès maintenant avec le bouton ci-dessus.",
  "mail.receipt.subject": "Votre reçu Flap Master : {coins} pièces",
  "mail.receipt.heading": "Merci pour votre achat !",
  "mail.receipt.intro": "Votre paiement a bien été reçu et les pièces sont déjà dans votre porte-monnaie.",
  "mail.receipt.item": "Article",
  "mail.receipt.coins": "Pièces",
  "mail.receipt.amount": "Montant payé",
  "mail.receipt.date": "Date",
  "mail.receipt.reference": "Référence",
  "mail.receipt.action": "Jouer maintenant",
  "mail.receipt.outro": "Une question sur ce paiement ? Écrivez-nous via le formulaire de contact du site en indiquant la référence.",
  "mail.smsCode": "Ton code Flap Master est {code}. Il est valable {minutes} minutes.",
};
