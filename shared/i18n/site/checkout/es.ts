import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Sandbox checkout (payments without Stripe)
  "checkout.meta.title": "Pago de prueba",
  "checkout.meta.description": "Un pago de prueba: no se cobra ninguna tarjeta.",
  "checkout.title": "Pago",
  "checkout.testMode": "Modo de prueba: no se cobra ninguna tarjeta",
  "checkout.testModeHelp":
    "Este servidor no tiene pagos con tarjeta configurados. Al pagar se añaden las monedas gratis, igual que con un pago real.",
  "checkout.pack": "Pack {name}",
  "checkout.coins": "{coins} monedas",
  "checkout.total": "Total",
  "checkout.pay": "Pagar {price}",
  "checkout.cancel": "Cancelar",
  "checkout.expired": "Este pago ha caducado. Empieza uno nuevo desde la tienda.",
  "checkout.failed": "Este pago ya no se puede completar. Empieza uno nuevo desde la tienda.",
  "checkout.unavailable": "Los pagos de prueba están desactivados en este servidor.",
};
