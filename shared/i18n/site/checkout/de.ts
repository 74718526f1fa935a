import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Sandbox checkout (payments without Stripe)
  "checkout.meta.title": "Testkasse",
  "checkout.meta.description": "Eine Testkasse: Es wird keine Karte belastet.",
  "checkout.title": "Kasse",
  "checkout.testMode": "Testmodus - es wird keine Karte belastet",
  "checkout.testModeHelp":
    "Auf diesem Server sind keine Kartenzahlungen eingerichtet. Bezahlen schreibt die Münzen kostenlos gut, genau wie eine echte Zahlung.",
  "checkout.pack": "Paket {name}",
  "checkout.coins": "{coins} Münzen",
  "checkout.total": "Gesamt",
  "checkout.pay": "{price} bezahlen",
  "checkout.cancel": "Abbrechen",
  "checkout.expired": "Dieser Bezahlvorgang ist abgelaufen. Starte einen neuen im Shop.",
  "checkout.failed": "Dieser Bezahlvorgang kann nicht mehr bezahlt werden. Starte einen neuen im Shop.",
  "checkout.unavailable": "Testzahlungen sind auf diesem Server ausgeschaltet.",
};
