import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "app.name": "Flap Master",

  // Header
  "header.nav.label": "Principale",
  "header.playGame": "Gioca",
  "header.store": "Negozio",
  "header.home": "Home",
  "header.challengeFriends": "Sfida gli amici",
  "header.moreGames": "Altri giochi",
  "header.menu.open": "Apri menu",
  "header.menu.close": "Chiudi menu",
  "header.skipToContent": "Vai al contenuto",

  // Footer
  "footer.blurb":
    "Supera i tubi a colpi di tap, raccogli monete e sblocca nuovi uccellini. Un gioco arcade gratuito che funziona direttamente nel browser.",
  "footer.social.label": "Segui Flap Master",
  "footer.social.twitter": "Flap Master su X (Twitter)",
  "footer.social.facebook": "Flap Master su Facebook",
  "footer.social.instagram": "Flap Master su Instagram",
  "footer.quickLinks": "Link rapidi",
  "footer.home": "Home",
  "footer.playGame": "Gioca",
  "footer.adminAccess": "Accesso admin",
  "footer.contactUs": "Contattaci",
  "footer.copyright": "© {year} Flap Master",
  "footer.legal.label": "Note legali",
  "footer.terms": "Termini di servizio",
  "footer.privacy": "Informativa sulla privacy",
  "footer.contact": "Contatti",

  // Contact form
  "contact.email.label": "La tua e-mail",
  "contact.email.placeholder": "tu@esempio.com",
  "contact.message.label": "Messaggio",
  "contact.message.placeholder": "Il tuo messaggio...",
  "contact.submit": "Invia messaggio",
  "contact.sending": "Invio in corso...",
  "contact.success": "Messaggio inviato!",
  "contact.error": "Invio del messaggio non riuscito. Riprova.",

  // Admin login dialog
  "adminLogin.title": "Accesso admin",
  "adminLogin.description": "Inserisci la password admin per gestire il gioco.",
  "adminLogin.password": "Password",
  "adminLogin.showPassword": "Mostra password",
  "adminLogin.hidePassword": "Nascondi password",
  "adminLogin.cancel": "Annulla",
  "adminLogin.login": "Accedi",
  "adminLogin.invalid": "Password non valida",
  "adminLogin.checking": "Verifica in corso...",
  "adminLogin.failed": "Accesso non riuscito. Riprova.",

  // Shared
  "common.playNow": "Gioca ora",
  "common.backToHome": "Torna alla home",

  // Account
  "header.account": "Account",

  // 404
  "notFound.title": "Pagina non trovata",

  // Errors
  "error.title": "Errore imprevisto dell'applicazione!",
  "error.text": "Qualcosa è andato storto. Riprova.",

  // Newsletter
  "contact.website.label": "Lascia vuoto questo campo",
  "contact.invalidEmail": "Inserisci un indirizzo e-mail valido.",
  "contact.messageRequired": "Inserisci un messaggio.",
  "contact.error.tooLong": "Il tuo messaggio è troppo lungo. Accorcialo e riprova.",
  "contact.error.rateLimited": "Hai inviato diversi messaggi in poco tempo. Attendi qualche minuto e riprova.",
  "language.label": "Lingua",
  "language.current": "Lingua: {language}",
  "layout.guestName": "Ospite",
};
