import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "admin.management": "Gestion",
  "admin.nav.label": "Sections d'administration",
  "admin.backToSite": "Retour au site",
  "admin.meta.description": "Administration de Flap Master.",
  "admin.settings": "Paramètres du jeu",
  "admin.store": "Paramètres de la boutique",
  "admin.players": "Données des joueurs",
  "admin.segments": "Segments de joueurs",
  "admin.email": "Campagnes e-mail",
  "admin.analytics": "Statistiques",
  "admin.seo": "SEO et métadonnées",
  "admin.inbox": "Boîte de réception",
  "admin.outbox": "Boîte d'envoi",
  "admin.audit": "Journal d'audit",
  "admin.pages.label": "Pages",
  "admin.pages.current": "Page {page} sur {pages}",
  "admin.pages.previous": "Précédente",
  "admin.pages.next": "Suivante",
  "admin.loading": "Chargement...",
  "admin.signOut": "Se déconnecter",
  "admin.signedInAs": "Connecté en tant que {name}",
  "admin.menu": "Menu",
  "admin.publicUrlMissing":
    "PUBLIC_URL n'est pas définie : les liens canoniques, le sitemap, les liens de partage et les liens des e-mails (désinscription, confirmation, connexion) pointent vers http://localhost:3000. Définissez PUBLIC_URL avec l'adresse publique du site, puis redémarrez.",
};
