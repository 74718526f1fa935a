import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Success
  "success.meta.title": "Pagamento",
  "success.meta.description": "O resultado da sua compra no Flap Master.",
  "success.title": "Pagamento",
  "success.paid.title": "Obrigado pela sua compra!",
  "success.paid.coins": "+{coins} moedas",
  "success.paid.body": "As moedas já estão na sua carteira.",
  "success.balance": "Seu saldo: {balance} moedas",
  "success.pending.title": "Confirmando seu pagamento...",
  "success.pending.body": "Isso costuma levar alguns segundos. Mantenha esta página aberta.",
  "success.pending.slow":
    "Seu pagamento ainda está sendo confirmado. Suas moedas vão aparecer no saldo assim que ele for aprovado; você pode sair desta página.",
  "success.checkAgain": "Verificar novamente",
  "success.failed.title": "Pagamento não concluído",
  "success.failed.expired": "Este pagamento expirou antes de ser concluído. Nenhum valor foi cobrado.",
  "success.failed.failed": "O pagamento falhou. Nenhuma moeda foi adicionada e nenhum valor foi cobrado.",
  "success.failed.refunded": "Esta compra foi reembolsada, então as moedas dela foram retiradas.",
  "success.failed.disputed": "Este pagamento foi contestado, então as moedas dele foram retiradas.",
  "success.missing": "Sessão de pagamento inválida. Não há pagamento para confirmar aqui.",
  "success.signIn": "Entre na sua conta para verificar seu pagamento",
  "success.backToStore": "Voltar à loja",
  "success.play": "Jogar agora",
  "success.signInButton": "Entrar",
};
