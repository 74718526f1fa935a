import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "admin.management": "Gerenciamento",
  "admin.nav.label": "Seções de administração",
  "admin.backToSite": "Voltar ao site",
  "admin.meta.description": "Administração do Flap Master.",
  "admin.settings": "Configurações do jogo",
  "admin.store": "Configurações da loja",
  "admin.players": "Dados dos jogadores",
  "admin.segments": "Segmentos de jogadores",
  "admin.email": "Campanhas de e-mail",
  "admin.analytics": "Análises",
  "admin.seo": "SEO e metadados",
  "admin.inbox": "Caixa de entrada",
  "admin.outbox": "Caixa de saída",
  "admin.audit": "Registro de auditoria",
  "admin.pages.label": "Páginas",
  "admin.pages.current": "Página {page} de {pages}",
  "admin.pages.previous": "Anterior",
  "admin.pages.next": "Seguinte",
  "admin.loading": "Carregando...",
  "admin.signOut": "Sair",
  "admin.signedInAs": "Conectado como {name}",
  "admin.menu": "Menu",
  "admin.publicUrlMissing":
    "PUBLIC_URL não está definida: os links canônicos, o sitemap, os links de compartilhamento e os links dos e-mails (descadastro, confirmação, login) apontam para http://localhost:3000. Defina PUBLIC_URL com o endereço público do site e reinicie.",
};
