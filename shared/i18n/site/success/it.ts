import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Success
  "success.meta.title": "Pagamento",
  "success.meta.description": "L'esito del tuo acquisto su Flap Master.",
  "success.title": "Pagamento",
  "success.paid.title": "Grazie per il tuo acquisto!",
  "success.paid.coins": "+{coins} monete",
  "success.paid.body": "Le monete sono nel tuo portafoglio.",
  "success.balance": "Il tuo saldo: {balance} monete",
  "success.pending.title": "Conferma del pagamento in corso...",
  "success.pending.body": "Di solito bastano pochi secondi. Tieni aperta questa pagina.",
  "success.pending.slow":
    "Il pagamento è ancora in attesa di conferma. Le monete compariranno nel tuo saldo appena sarà completato; puoi lasciare questa pagina.",
  "success.checkAgain": "Controlla di nuovo",
  "success.failed.title": "Pagamento non completato",
  "success.failed.expired": "Questo pagamento è scaduto prima di essere completato. Non è stato addebitato nulla.",
  "success.failed.failed": "Il pagamento non è riuscito. Non sono state aggiunte monete e non è stato addebitato nulla.",
  "success.failed.refunded": "Questo acquisto è stato rimborsato, quindi le sue monete sono state ritirate.",
  "success.failed.disputed": "Questo pagamento è stato contestato, quindi le sue monete sono state ritirate.",
  "success.missing": "Sessione di pagamento non valida. Qui non c'è nessun pagamento da confermare.",
  "success.signIn": "Accedi per verificare il tuo pagamento",
  "success.backToStore": "Torna al negozio",
  "success.play": "Gioca ora",
  "success.signInButton": "Accedi",
};
