import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "newsletter.intro": "Inscreva-se para saber primeiro de novos pássaros e eventos, e desbloqueie um personagem bônus na hora.",
  "newsletter.email.label": "Seu e-mail",
  "newsletter.email.placeholder": "voce@exemplo.com",
  "newsletter.consent":
    "Aceito receber e-mails do Flap Master sobre novos personagens, eventos e novidades. Posso cancelar a inscrição a qualquer momento.",
  "newsletter.submit": "Inscrever-se e desbloquear personagem",
  "newsletter.subscribed": "Inscrito!",
  "newsletter.tryAgain": "Tentar de novo",
  "newsletter.invalidEmail": "Digite um endereço de e-mail válido.",
  "newsletter.consentRequired": "Aceite receber e-mails para se inscrever.",
  "newsletter.unlocked": "Obrigado! Você desbloqueou {skin}",
  "newsletter.thanks": "Obrigado por se inscrever na nossa newsletter!",
  "newsletter.checkInbox": "Confira sua caixa de entrada para confirmar a inscrição.",
  "newsletter.already": "Este endereço de e-mail já está inscrito. O personagem bônus só é desbloqueado uma vez por endereço.",
  "newsletter.resubscribed":
    "Que bom ter você de volta! Confira sua caixa de entrada para confirmar a inscrição. O personagem bônus só é desbloqueado uma vez por endereço.",
  "newsletter.playerAlreadyUnlocked": "Obrigado por se inscrever! Seu personagem bônus da newsletter já estava desbloqueado.",
  "newsletter.failed": "Não foi possível concluir a inscrição. Tente novamente.",
  "newsletter.error.tooManyFromNetwork": "Inscrições demais a partir da sua rede. Tente novamente daqui a alguns minutos.",
  "newsletter.error.blocked":
    "Este endereço não pode se inscrever na newsletter. Se você acha que isso é um erro, escreva para nós pelo formulário de contato.",
  "newsletter.error.tooManyMails":
    "E-mails de confirmação demais para este endereço. Confira sua caixa de entrada ou tente novamente mais tarde.",
};
