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
};
