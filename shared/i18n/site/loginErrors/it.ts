import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Login
  "login.working": "Attendi...",
  "login.error.missingCredentials": "Devi indicare un'e-mail o un numero di telefono e una password",
  "login.error.missingIdentifier": "Devi indicare un'e-mail o un numero di telefono",
  "login.error.emptyEmail": "Inserisci il tuo indirizzo e-mail.",
  "login.error.invalidPhone": "Inserisci il numero di telefono con il prefisso internazionale, ad es. +15551234567.",
  "login.error.emailOnly": "Inserisci un indirizzo e-mail.",
  "login.error.missingCode": "Inserisci il codice che ti abbiamo inviato.",
  "login.error.missingPassword": "Inserisci una nuova password.",
  "login.error.missingToken": "Apri il link dell'e-mail di reimpostazione per scegliere una nuova password.",
  "login.error.invalidLink": "Questo link non è valido o è scaduto. Richiedine uno nuovo.",
  "login.error.generic": "Qualcosa è andato storto. Riprova.",
};
