import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Newsletter (home page form, confirmation and unsubscribe pages, mails)
  "newsletterConfirm.meta.title": "Confirme sua inscrição",
  "newsletterConfirm.meta.description": "Confirme sua inscrição na newsletter do Flap Master.",
  "newsletterConfirm.title": "Newsletter",
  "newsletterConfirm.done": "Sua inscrição está confirmada. Bem-vindo ao bando!",
  "newsletterConfirm.already": "Sua inscrição já estava confirmada.",
  "newsletterConfirm.invalid":
    "Este link de confirmação não é válido ou foi substituído por um mais recente. Inscreva-se de novo na página inicial.",
  "newsletterConfirm.unsubscribed":
    "Este endereço cancelou a inscrição. Inscreva-se de novo na página inicial para receber nossos e-mails.",
};
