import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "app.name": "Flap Master",

  // Header
  "header.nav.label": "Principal",
  "header.playGame": "Jogar",
  "header.store": "Loja",
  "header.home": "Início",
  "header.challengeFriends": "Desafiar amigos",
  "header.moreGames": "Mais jogos",
  "header.menu.open": "Abrir menu",
  "header.menu.close": "Fechar menu",
  "header.skipToContent": "Pular para o conteúdo",

  // Footer
  "footer.blurb":
    "Toque para passar pelos canos, colete moedas e desbloqueie novos pássaros. Um jogo de arcade grátis que roda direto no seu navegador.",
  "footer.social.label": "Siga o Flap Master",
  "footer.social.twitter": "Flap Master no X (Twitter)",
  "footer.social.facebook": "Flap Master no Facebook",
  "footer.social.instagram": "Flap Master no Instagram",
  "footer.quickLinks": "Links rápidos",
  "footer.home": "Início",
  "footer.playGame": "Jogar",
  "footer.adminAccess": "Acesso de administrador",
  "footer.contactUs": "Fale conosco",
  "footer.copyright": "© {year} Flap Master",
  "footer.legal.label": "Informações legais",
  "footer.terms": "Termos de Serviço",
  "footer.privacy": "Política de Privacidade",
  "footer.contact": "Contato",

  // Contact form
  "contact.email.label": "Seu e-mail",
  "contact.email.placeholder": "voce@exemplo.com",
  "contact.message.label": "Mensagem",
  "contact.message.placeholder": "Sua mensagem...",
  "contact.submit": "Enviar mensagem",
  "contact.sending": "Enviando...",
  "contact.success": "Mensagem enviada com sucesso!",
  "contact.error": "Não foi possível enviar a mensagem. Tente novamente.",

  // Admin login dialog
  "adminLogin.title": "Login de administrador",
  "adminLogin.description": "Digite a senha de administrador para gerenciar o jogo.",
  "adminLogin.password": "Senha",
  "adminLogin.showPassword": "Mostrar senha",
  "adminLogin.hidePassword": "Ocultar senha",
  "adminLogin.cancel": "Cancelar",
  "adminLogin.login": "Entrar",
  "adminLogin.invalid": "Senha inválida",
  "adminLogin.checking": "Verificando...",
  "adminLogin.failed": "Falha ao entrar. Tente novamente.",

  // Shared
  "common.playNow": "Jogar agora",
  "common.backToHome": "Voltar ao início",

  // Account
  "header.account": "Conta",

  // 404
  "notFound.title": "Página não encontrada",

  // Errors
  "error.title": "Erro inesperado no aplicativo!",
  "error.text": "Algo deu errado. Tente novamente.",

  // Contact form (server answers and the anti-bot field)
  "contact.website.label": "Deixe este campo vazio",
  "contact.invalidEmail": "Digite um endereço de e-mail válido.",
  "contact.messageRequired": "Digite uma mensagem.",
  "contact.error.tooLong": "Sua mensagem está longa demais. Encurte-a e tente novamente.",
  "contact.error.rateLimited": "Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.",

  // Language switcher
  "language.label": "Idioma",
  "language.current": "Idioma: {language}",
  "layout.guestName": "Convidado",
};
