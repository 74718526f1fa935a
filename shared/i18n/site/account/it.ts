import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Account
  "account.meta.title": "Il tuo account",
  "account.meta.description": "Il tuo account Flap Master: nome, e-mail, password e i tuoi dati.",
  "account.title": "Il tuo account",
  "account.subtitle": "Il tuo nome, l'accesso e i tuoi dati.",
  "account.profile": "Profilo",
  "account.name.label": "Nome visualizzato",
  "account.name.help": "Compare nelle classifiche. Massimo 15 caratteri.",
  "account.name.save": "Salva nome",
  "account.email": "E-mail",
  "account.phone": "Telefono",
  "account.notSet": "Non impostato",
  "account.unverified": "non ancora confermato",
  "account.coins": "Monete",
  "account.password": "Password",
  "account.password.current": "Password attuale",
  "account.password.new": "Nuova password",
  "account.password.save": "Cambia password",
  "account.password.set": "Imposta una password",
  "account.password.setHelp": "Accedi con link o codici. Aggiungi una password per poter accedere anche con quella.",
  "account.sessions": "Sessioni",
  "account.signOut": "Esci",
  "account.signOutEverywhere": "Esci da tutti i dispositivi",
  "account.signOutEverywhere.help": "Chiude tutte le sessioni di questo account, su ogni dispositivo (compreso questo).",
  "account.data": "I tuoi dati",
  "account.download": "Scarica i miei dati (JSON)",
  "account.delete.help":
    "Rimuove definitivamente account, e-mail, sessioni e monete. I tuoi punteggi in classifica restano, mostrati come 'Deleted player'.",
  "account.delete.confirmPassword": "Inserisci la password per confermare",
  "account.delete.confirmWord": "Scrivi DELETE per confermare",
  "account.delete.submit": "Elimina il mio account",
  "account.notice.name_updated": "Il tuo nome è stato salvato.",
  "account.notice.password_changed": "La tua password è stata cambiata. Gli altri dispositivi sono stati disconnessi.",
  "account.error.name": "Inserisci un nome da 1 a 15 caratteri.",
  "account.error.password": "Inserisci la password attuale e una nuova di almeno 8 caratteri.",
  "account.error.deleteConfirm": "Conferma per eliminare il tuo account.",
  "account.error.operator": "L'account del gestore non può essere eliminato; modifica invece ADMIN_EMAIL.",
};
