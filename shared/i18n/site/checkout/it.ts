import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Sandbox checkout (payments without Stripe)
  "checkout.meta.title": "Pagamento di prova",
  "checkout.meta.description": "Un pagamento di prova: nessuna carta viene addebitata.",
  "checkout.title": "Pagamento",
  "checkout.testMode": "Modalità di prova - nessuna carta viene addebitata",
  "checkout.testModeHelp":
    "Su questo server non sono attivi pagamenti con carta. Paga aggiunge le monete gratis, esattamente come farebbe un pagamento reale.",
  "checkout.pack": "Pacchetto {name}",
  "checkout.coins": "{coins} monete",
  "checkout.total": "Totale",
  "checkout.pay": "Paga {price}",
  "checkout.cancel": "Annulla",
  "checkout.expired": "Questo pagamento è scaduto. Iniziane uno nuovo dal negozio.",
  "checkout.failed": "Questo pagamento non può più essere completato. Iniziane uno nuovo dal negozio.",
  "checkout.unavailable": "I pagamenti di prova sono disattivati su questo server.",
};
