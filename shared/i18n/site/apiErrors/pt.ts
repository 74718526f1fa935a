import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "api.error.invalidJson": "Não foi possível ler a solicitação. Recarregue a página e tente novamente.",
  "api.error.tooLarge": "O que você enviou é grande demais. Encurte e tente novamente.",
  "api.error.invalidBody": "Algo do que você enviou não é válido. Confira o que digitou e tente novamente.",
  "api.error.invalidEmail": "Digite um endereço de e-mail válido.",
  "api.error.tooLong": "Algo do que você digitou está longo demais. Encurte e tente novamente.",
  "api.error.tooManySignInsSeconds": "Tentativas de login demais. Aguarde {seconds} segundos e tente novamente.",
  "api.error.tooManySignInsMinutes": "Tentativas de login demais. Aguarde {minutes} minutos e tente novamente.",
  "api.error.tooManyGuestsSeconds": "Convidados novos demais a partir da sua rede. Aguarde {seconds} segundos e tente novamente.",
  "api.error.tooManyGuestsMinutes": "Convidados novos demais a partir da sua rede. Aguarde {minutes} minutos e tente novamente.",
};
