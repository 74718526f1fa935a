import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "admin.management": "Verwaltung",
  "admin.nav.label": "Admin-Bereiche",
  "admin.backToSite": "Zurück zur Website",
  "admin.meta.description": "Flap-Master-Verwaltung.",
  "admin.settings": "Spieleinstellungen",
  "admin.store": "Shop-Einstellungen",
  "admin.players": "Spielerdaten",
  "admin.segments": "Spielersegmente",
  "admin.email": "E-Mail-Kampagnen",
  "admin.analytics": "Statistiken",
  "admin.seo": "SEO & Metadaten",
  "admin.inbox": "Posteingang",
  "admin.outbox": "Postausgang",
  "admin.audit": "Audit-Protokoll",
  "admin.pages.label": "Seiten",
  "admin.pages.current": "Seite {page} von {pages}",
  "admin.pages.previous": "Zurück",
  "admin.pages.next": "Weiter",
  "admin.loading": "Wird geladen...",
  "admin.signOut": "Abmelden",
  "admin.signedInAs": "Angemeldet als {name}",
  "admin.menu": "Menü",
  "admin.publicUrlMissing":
    "PUBLIC_URL ist nicht gesetzt: Canonical-Links, die Sitemap, Teilen-Links und die Links in E-Mails (Abmeldung, Bestätigung, Anmeldung) zeigen auf http://localhost:3000. Setze PUBLIC_URL auf die öffentliche Adresse der Website und starte neu.",
};
