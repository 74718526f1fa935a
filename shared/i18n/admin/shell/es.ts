import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "admin.management": "Gestión",
  "admin.nav.label": "Secciones de administración",
  "admin.backToSite": "Volver al sitio",
  "admin.meta.description": "Administración de Flap Master.",
  "admin.settings": "Ajustes del juego",
  "admin.store": "Ajustes de la tienda",
  "admin.players": "Datos de jugadores",
  "admin.segments": "Segmentos de jugadores",
  "admin.email": "Campañas de correo",
  "admin.analytics": "Analítica",
  "admin.seo": "SEO y metadatos",
  "admin.inbox": "Bandeja de entrada",
  "admin.outbox": "Bandeja de salida",
  "admin.audit": "Registro de auditoría",
  "admin.pages.label": "Páginas",
  "admin.pages.current": "Página {page} de {pages}",
  "admin.pages.previous": "Anterior",
  "admin.pages.next": "Siguiente",
  "admin.loading": "Cargando...",
  "admin.signOut": "Cerrar sesión",
  "admin.signedInAs": "Sesión iniciada como {name}",
  "admin.menu": "Menú",
  "admin.publicUrlMissing":
    "PUBLIC_URL no está configurada: los enlaces canónicos, el sitemap, los enlaces para compartir y los enlaces de los correos (baja, confirmación, inicio de sesión) apuntan a http://localhost:3000. Configura PUBLIC_URL con la dirección pública del sitio y reinicia.",
};
