import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "admin.management": "Gestione",
  "admin.nav.label": "Sezioni admin",
  "admin.backToSite": "Torna al sito",
  "admin.meta.description": "Amministrazione di Flap Master.",
  "admin.settings": "Impostazioni di gioco",
  "admin.store": "Impostazioni negozio",
  "admin.players": "Dati giocatori",
  "admin.segments": "Segmenti di giocatori",
  "admin.email": "Campagne e-mail",
  "admin.analytics": "Statistiche",
  "admin.seo": "SEO e metadati",
  "admin.inbox": "Posta in arrivo",
  "admin.outbox": "Posta in uscita",
  "admin.audit": "Registro di controllo",
  "admin.pages.label": "Pagine",
  "admin.pages.current": "Pagina {page} di {pages}",
  "admin.pages.previous": "Precedente",
  "admin.pages.next": "Successiva",
  "admin.loading": "Caricamento...",
  "admin.signOut": "Esci",
  "admin.signedInAs": "Accesso come {name}",
  "admin.menu": "Menu",
  "admin.publicUrlMissing":
    "PUBLIC_URL non è impostata: i link canonici, la sitemap, i link di condivisione e i link nelle e-mail (disiscrizione, conferma, accesso) puntano a http://localhost:3000. Imposta PUBLIC_URL sull'indirizzo pubblico del sito e riavvia.",
};
