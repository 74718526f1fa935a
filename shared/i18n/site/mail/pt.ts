import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "mail.newsletter.subject": "Confirme sua inscrição na newsletter do Flap Master",
  "mail.newsletter.heading": "Confirme sua inscrição",
  "mail.newsletter.intro":
    "Obrigado por se inscrever na newsletter do Flap Master! Confirme este endereço para receber novidades sobre novos pássaros e eventos.",
  "mail.newsletter.unlocked": "Seu personagem bônus, {skin}, já está desbloqueado no jogo.",
  "mail.newsletter.action": "Confirmar inscrição",
  "mail.newsletter.outro": "Se você não se inscreveu, ignore este e-mail: você não vai receber mais nada.",
  "mail.linkFallback": "Se o botão não funcionar, copie este endereço no seu navegador:",
  "mail.unsubscribe": "Cancelar inscrição",
  "mail.footer": "Flap Master — toque, voe, repita.",
  "mail.greetingFallback": "Jogador",
  "mail.contact.subject": "Formulário de contato: mensagem de {email}",
  "mail.contact.intro": "Um visitante enviou esta mensagem pelo formulário de contato. Responda a este e-mail para falar com ele.",
  "mail.contact.from": "De: {email}",

  // Account e-mails and SMS (server/mail/templates.ts)
  "mail.verify_email.subject": "Confirme seu e-mail do Flap Master",
  "mail.verify_email.heading": "Confirme seu e-mail",
  "mail.verify_email.intro":
    "Obrigado por criar sua conta no Flap Master! Confirme este endereço para manter suas moedas, skins e pontuações em todos os dispositivos.",
  "mail.verify_email.action": "Confirmar e-mail",
  "mail.verify_email.outro": "O link vale por {minutes} minutos. Se você não criou uma conta, ignore este e-mail.",
  "mail.reset_password.subject": "Redefina sua senha do Flap Master",
  "mail.reset_password.heading": "Redefina sua senha",
  "mail.reset_password.intro": "Alguém (esperamos que você) pediu para redefinir a senha da sua conta do Flap Master.",
  "mail.reset_password.action": "Escolher uma nova senha",
  "mail.reset_password.outro":
    "O link vale por {minutes} minutos e só uma vez. Se você não pediu, ignore este e-mail: sua senha continua a mesma.",
  "mail.magic_link.subject": "Seu link de acesso ao Flap Master",
  "mail.magic_link.heading": "Entre no Flap Master",
  "mail.magic_link.intro": "Use o botão abaixo para entrar. Não precisa de senha.",
  "mail.magic_link.action": "Entrar",
  "mail.magic_link.outro": "O link vale por {minutes} minutos e só uma vez. Se você não pediu, ignore este e-mail.",
  "mail.otp_sign_in.subject": "Seu código de acesso ao Flap Master: {code}",
  "mail.otp_sign_in.heading": "Seu código de acesso",
  "mail.otp_sign_in.intro": "Digite este código na página de login para continuar jogando.",
  "mail.otp_sign_in.action": "Seu código:",
  "mail.otp_sign_in.outro": "O código vale por {minutes} minutos. Se você não pediu, ignore este e-mail.",
  "mail.otp_email_verification.subject": "Seu código de verificação do Flap Master: {code}",
  "mail.otp_email_verification.heading": "Confirme seu e-mail",
  "mail.otp_email_verification.intro": "Digite este código para confirmar seu endereço de e-mail.",
  "mail.otp_email_verification.action": "Seu código:",
  "mail.otp_email_verification.outro": "O código vale por {minutes} minutos. Se você não pediu, ignore este e-mail.",
  "mail.otp_forget_password.subject": "Seu código para redefinir a senha do Flap Master: {code}",
  "mail.otp_forget_password.heading": "Redefina sua senha",
  "mail.otp_forget_password.intro": "Digite este código para escolher uma nova senha.",
  "mail.otp_forget_password.action": "Seu código:",
  "mail.otp_forget_password.outro": "O código vale por {minutes} minutos. Se você não pediu, ignore este e-mail.",
  "mail.otp_change_email.subject": "Seu código do Flap Master: {code}",
  "mail.otp_change_email.heading": "Confirme seu novo e-mail",
  "mail.otp_change_email.intro": "Digite este código para confirmar seu novo endereço de e-mail.",
  "mail.otp_change_email.action": "Seu código:",
  "mail.otp_change_email.outro": "O código vale por {minutes} minutos. Se você não pediu, ignore este e-mail.",
  "mail.smsCode": "Seu código do Flap Master é {code}. Ele vale por {minutes} minutos.",
};
