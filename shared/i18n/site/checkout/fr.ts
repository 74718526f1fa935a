import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Sandbox checkout (payments without Stripe)
  "checkout.meta.title": "Paiement test",
  "checkout.meta.description": "Un paiement test : aucune carte n'est débitée.",
  "checkout.title": "Paiement",
  "checkout.testMode": "Mode test - aucune carte n'est débitée",
  "checkout.testModeHelp":
    "Ce serveur n'a pas de paiement par carte configuré. Payer ajoute les pièces gratuitement, exactement comme un vrai paiement.",
  "checkout.pack": "Pack {name}",
  "checkout.coins": "{coins} pièces",
  "checkout.total": "Total",
  "checkout.pay": "Payer {price}",
  "checkout.cancel": "Annuler",
  "checkout.expired": "Ce paiement a expiré. Recommence depuis la boutique.",
  "checkout.failed": "Ce paiement ne peut plus être réglé. Recommence depuis la boutique.",
  "checkout.unavailable": "Les paiements test sont désactivés sur ce serveur.",
};
