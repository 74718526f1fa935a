import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.meta.title": "Loja",
  "store.meta.description": "Skins de pássaro, pacotes de moedas e power-ups para Flap Master.",
  "store.title": "Loja",
  "store.subtitle": "Gaste as moedas que você ganha voando em novos pássaros e power-ups.",
  "store.balance": "Seu saldo",
  "store.coins": "{count} moedas",
  "store.tabs.label": "Seções da loja",
  "store.tab.skins": "Skins de pássaro",
  "store.tab.coins": "Comprar moedas",
  "store.tab.powerups": "Power-ups",
  "store.skin.select": "Selecionar",
  "store.skin.selected": "Selecionada",
  "store.skin.preview": "Prévia de {name}",
  "store.skin.buy": "Comprar {name} por {price} moedas",
  "store.processing": "Processando...",
  "store.powerUp.owned": "Você tem {count}",
  "store.powerUp.duration": "Duração: {text}",
  "store.powerUp.buy": "Comprar {name} por {price} moedas",
  "store.pack.bonus": "+{count} moedas de bônus",
  "store.pack.buy": "Comprar {name} por {price}",
  "store.pack.note":
    "Os pacotes de moedas são pagos com cartão em uma página de pagamento segura. As moedas são adicionadas assim que o pagamento é confirmado.",
  "store.pack.unavailable": "Indisponível",
  "store.pack.unavailableNote":
    "No momento não é possível comprar pacotes de moedas. Skins e power-ups continuam à venda com as moedas que você ganha no jogo.",
  "store.error.insufficient": "Moedas insuficientes",
  "store.error.powerUp": "Não foi possível comprar o power-up",
  "store.error.skin": "Não foi possível comprar a skin",
  "store.error.select": "Não foi possível selecionar a skin",
  "store.error.signIn": "Entre na sua conta para fazer uma compra",
  "store.error.invalidSession": "Sessão inválida. Entre novamente",
  "store.error.checkout": "Não foi possível criar a sessão de pagamento. Tente novamente mais tarde.",
  "store.error.checkoutResponse": "Resposta da sessão de pagamento inválida",
  "store.error.signUp": "Crie uma conta para comprar moedas. Suas moedas, skins e pontuações vão junto com você.",
  "store.signIn": "Entrar",
  "store.signUp": "Criar conta",
};
