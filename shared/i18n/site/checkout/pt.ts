import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Sandbox checkout (payments without Stripe)
  "checkout.meta.title": "Pagamento de teste",
  "checkout.meta.description": "Um pagamento de teste: nenhum cartão é cobrado.",
  "checkout.title": "Pagamento",
  "checkout.testMode": "Modo de teste - nenhum cartão é cobrado",
  "checkout.testModeHelp":
    "Este servidor não tem pagamentos com cartão configurados. Pagar adiciona as moedas de graça, exatamente como um pagamento real.",
  "checkout.pack": "Pacote {name}",
  "checkout.coins": "{coins} moedas",
  "checkout.total": "Total",
  "checkout.pay": "Pagar {price}",
  "checkout.cancel": "Cancelar",
  "checkout.expired": "Este pagamento expirou. Comece um novo na loja.",
  "checkout.failed": "Este pagamento não pode mais ser concluído. Comece um novo na loja.",
  "checkout.unavailable": "Os pagamentos de teste estão desativados neste servidor.",
};
