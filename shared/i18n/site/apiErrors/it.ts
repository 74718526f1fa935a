import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "api.error.invalidJson": "Non è stato possibile leggere la richiesta. Ricarica la pagina e riprova.",
  "api.error.tooLarge": "Ciò che hai inviato è troppo grande. Accorcialo e riprova.",
  "api.error.invalidBody": "Qualcosa di ciò che hai inviato non è valido. Controlla i dati inseriti e riprova.",
  "api.error.invalidEmail": "Inserisci un indirizzo e-mail valido.",
  "api.error.tooLong": "Uno dei testi inseriti è troppo lungo. Accorcialo e riprova.",
  "api.error.tooManySignInsSeconds": "Troppi tentativi di accesso. Attendi {seconds} secondi e riprova.",
  "api.error.tooManySignInsMinutes": "Troppi tentativi di accesso. Attendi {minutes} minuti e riprova.",
  "api.error.tooManyGuestsSeconds": "Troppi nuovi ospiti dalla tua rete. Attendi {seconds} secondi e riprova.",
  "api.error.tooManyGuestsMinutes": "Troppi nuovi ospiti dalla tua rete. Attendi {minutes} minuti e riprova.",
};
