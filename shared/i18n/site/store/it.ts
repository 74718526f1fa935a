import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.meta.title": "Negozio",
  "store.meta.description": "Skin per uccellini, pacchetti di monete e potenziamenti per Flap Master.",
  "store.title": "Negozio",
  "store.subtitle": "Spendi le monete guadagnate in volo per nuovi uccellini e potenziamenti.",
  "store.balance": "Il tuo saldo",
  "store.coins": "{count} monete",
  "store.tabs.label": "Sezioni del negozio",
  "store.tab.skins": "Skin uccellini",
  "store.tab.coins": "Ottieni monete",
  "store.tab.powerups": "Potenziamenti",
  "store.skin.select": "Seleziona",
  "store.skin.selected": "Selezionata",
  "store.skin.preview": "Anteprima di {name}",
  "store.skin.buy": "Compra {name} per {price} monete",
  "store.processing": "Elaborazione...",
  "store.powerUp.owned": "Ne hai {count}",
  "store.powerUp.duration": "Durata: {text}",
  "store.powerUp.buy": "Compra {name} per {price} monete",
  "store.pack.bonus": "+{count} monete bonus",
  "store.pack.buy": "Compra {name} per {price}",
  "store.pack.note":
    "I pacchetti di monete si pagano con carta su una pagina di pagamento sicura. Le monete vengono accreditate appena il pagamento è confermato.",
  "store.pack.unavailable": "Non disponibile",
  "store.pack.unavailableNote":
    "Al momento non è possibile acquistare pacchetti di monete. Skin e potenziamenti si possono ancora comprare con le monete guadagnate nel gioco.",
  "store.error.insufficient": "Monete insufficienti",
  "store.error.powerUp": "Acquisto del potenziamento non riuscito",
  "store.error.skin": "Acquisto della skin non riuscito",
  "store.error.select": "Selezione della skin non riuscita",
  "store.error.signIn": "Accedi per effettuare un acquisto",
  "store.error.invalidSession": "Sessione non valida. Accedi di nuovo",
  "store.error.checkout": "Impossibile creare la sessione di pagamento. Riprova più tardi.",
  "store.error.checkoutResponse": "Risposta della sessione di pagamento non valida",
  "store.error.signUp": "Crea un account per acquistare monete. Monete, skin e punteggi ti seguono.",
  "store.signIn": "Accedi",
  "store.signUp": "Registrati",
};
