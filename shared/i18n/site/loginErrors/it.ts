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
  "login.error.invalidEmail": "Inserisci un indirizzo e-mail valido, ad es. tu@esempio.com.",
  "login.error.wrongEmailOrPassword":
    "L'indirizzo e-mail o la password non sono corretti. Controllali e riprova, oppure reimposta la password.",
  "login.error.wrongPhoneOrPassword":
    "Il numero di telefono o la password non sono corretti. Controllali e riprova, oppure accedi con un codice monouso.",
  "login.error.emailNotVerified": "Conferma prima il tuo indirizzo e-mail: ti abbiamo inviato un nuovo link di conferma.",
  "login.error.phoneNotVerified": "Conferma il tuo numero di telefono con il codice che ti abbiamo inviato.",
  "login.error.passwordTooShort": "Scegli una password di almeno {min} caratteri.",
  "login.error.passwordTooLong": "Scegli una password di al massimo {max} caratteri.",
  "login.error.passwordBlank": "Una password fatta solo di spazi non è una password. Scegline una con lettere, numeri o simboli.",
  "login.error.passwordTooCommon": "Questa password è tra le più comuni ed è facile da indovinare. Scegline un'altra.",
  "login.error.accountExists": "Esiste già un account con questo indirizzo e-mail o numero di telefono. Accedi con quello.",
  "login.error.wrongCode": "Il codice non è corretto. Controlla l'ultimo codice che ti abbiamo inviato e riprova.",
  "login.error.codeExpired": "Questo codice è scaduto. Richiedi un nuovo codice qui sotto e inseriscilo.",
  "login.error.codeLocked":
    "Questo codice è stato inserito in modo errato troppe volte e non è più valido. Richiedi un nuovo codice qui sotto e inseriscilo.",
  "login.error.tooManySeconds": "Troppi tentativi. Attendi {seconds} secondi e riprova.",
  "login.error.tooManyMinutes": "Troppi tentativi. Attendi {minutes} minuti e riprova.",
  "login.error.signInAgain": "Per la tua sicurezza serve un accesso recente. Esci, accedi di nuovo e riprova.",
  "login.error.signInFailed": "Non siamo riusciti a farti accedere. Riprova.",
  "login.error.signUpFailed": "Non siamo riusciti a creare il tuo account. Riprova.",
  "login.error.sendFailed": "Non siamo riusciti a inviare il messaggio. Riprova tra poco.",
  "login.error.codeFailed": "Non siamo riusciti a verificare il codice. Richiedi un nuovo codice qui sotto e riprova.",
  "login.error.passwordFailed": "Non siamo riusciti a salvare la nuova password. Riprova.",
};
