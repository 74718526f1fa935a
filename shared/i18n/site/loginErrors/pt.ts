import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Login
  "login.working": "Aguarde...",
  "login.error.missingCredentials": "Você precisa informar um e-mail ou número de telefone e uma senha",
  "login.error.missingIdentifier": "Você precisa informar um e-mail ou número de telefone",
  "login.error.emptyEmail": "Digite seu endereço de e-mail.",
  "login.error.invalidPhone": "Digite o número de telefone com o código do país, por exemplo +15551234567.",
  "login.error.emailOnly": "Digite um endereço de e-mail.",
  "login.error.missingCode": "Digite o código que enviamos para você.",
  "login.error.missingPassword": "Digite uma nova senha.",
  "login.error.missingToken": "Abra o link do e-mail de redefinição de senha para escolher uma nova senha.",
  "login.error.invalidLink": "Este link é inválido ou expirou. Peça um novo.",
  "login.error.generic": "Algo deu errado. Tente novamente.",
};
