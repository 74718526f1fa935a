import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Login
  "login.working": "Un instant...",
  "login.error.missingCredentials": "Tu dois indiquer un e-mail ou un numéro de téléphone et un mot de passe",
  "login.error.missingIdentifier": "Tu dois indiquer un e-mail ou un numéro de téléphone",
  "login.error.emptyEmail": "Saisis ton adresse e-mail.",
  "login.error.invalidPhone": "Saisis le numéro de téléphone avec son indicatif pays, par ex. +15551234567.",
  "login.error.emailOnly": "Saisis une adresse e-mail.",
  "login.error.missingCode": "Saisis le code que nous t'avons envoyé.",
  "login.error.missingPassword": "Saisis un nouveau mot de passe.",
  "login.error.missingToken": "Ouvre le lien de l'e-mail de réinitialisation pour choisir un nouveau mot de passe.",
  "login.error.invalidLink": "Ce lien n'est pas valide ou a expiré. Demandes-en un nouveau.",
  "login.error.generic": "Un problème est survenu. Réessaie.",
  "login.error.invalidEmail": "Saisis une adresse e-mail valide, par ex. toi@exemple.com.",
  "login.error.wrongEmailOrPassword":
    "L'adresse e-mail ou le mot de passe est incorrect. Vérifie les deux et réessaie, ou réinitialise ton mot de passe.",
  "login.error.wrongPhoneOrPassword":
    "Le numéro de téléphone ou le mot de passe est incorrect. Vérifie les deux et réessaie, ou connecte-toi avec un code à usage unique.",
  "login.error.emailNotVerified": "Confirme d'abord ton adresse e-mail : nous venons de t'envoyer un nouveau lien de confirmation.",
  "login.error.phoneNotVerified": "Confirme ton numéro de téléphone avec le code que nous t'avons envoyé.",
  "login.error.passwordTooShort": "Choisis un mot de passe d'au moins {min} caractères.",
  "login.error.passwordTooLong": "Choisis un mot de passe de {max} caractères au maximum.",
  "login.error.passwordBlank":
    "Un mot de passe fait uniquement d'espaces n'en est pas un. Choisissez-en un avec des lettres, des chiffres ou des symboles.",
  "login.error.passwordTooCommon": "Ce mot de passe fait partie des plus courants et se devine facilement. Choisissez-en un autre.",
  "login.error.accountExists": "Un compte existe déjà pour cette adresse e-mail ou ce numéro de téléphone. Connecte-toi plutôt.",
  "login.error.wrongCode": "Ce code est incorrect. Vérifie le dernier code que nous t'avons envoyé et réessaie.",
  "login.error.codeExpired": "Ce code a expiré. Demande un nouveau code ci-dessous et saisis-le.",
  "login.error.codeLocked": "Ce code a été mal saisi trop de fois et n'est plus valable. Demande un nouveau code ci-dessous et saisis-le.",
  "login.error.tooManySeconds": "Trop de tentatives. Attends {seconds} secondes, puis réessaie.",
  "login.error.tooManyMinutes": "Trop de tentatives. Attends {minutes} minutes, puis réessaie.",
  "login.error.signInAgain": "Pour ta sécurité, cette action demande une connexion récente. Déconnecte-toi, reconnecte-toi, puis réessaie.",
  "login.error.signInFailed": "Impossible de te connecter. Réessaie.",
  "login.error.signUpFailed": "Impossible de créer ton compte. Réessaie.",
  "login.error.sendFailed": "Impossible d'envoyer le message. Réessaie dans un instant.",
  "login.error.codeFailed": "Impossible de vérifier le code. Demande un nouveau code ci-dessous et réessaie.",
  "login.error.passwordFailed": "Impossible d'enregistrer le nouveau mot de passe. Réessaie.",
};
