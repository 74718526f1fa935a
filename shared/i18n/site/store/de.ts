import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.meta.title": "Shop",
  "store.meta.description": "Vogel-Skins, Münzpakete und Power-ups für Flap Master.",
  "store.title": "Shop",
  "store.subtitle": "Gib die Münzen, die du im Flug verdienst, für neue Vögel und Power-ups aus.",
  "store.balance": "Dein Guthaben",
  "store.coins": "{count} Münzen",
  "store.tabs.label": "Shop-Bereiche",
  "store.tab.skins": "Vogel-Skins",
  "store.tab.coins": "Münzen holen",
  "store.tab.powerups": "Power-ups",
  "store.skin.select": "Auswählen",
  "store.skin.selected": "Ausgewählt",
  "store.skin.preview": "Vorschau: {name}",
  "store.skin.buy": "{name} für {price} Münzen kaufen",
  "store.processing": "Wird bearbeitet...",
  "store.powerUp.owned": "Du hast {count}",
  "store.powerUp.duration": "Dauer: {text}",
  "store.powerUp.buy": "{name} für {price} Münzen kaufen",
  "store.pack.bonus": "+{count} Bonusmünzen",
  "store.pack.buy": "{name} für {price} kaufen",
  "store.pack.note":
    "Münzpakete werden per Karte auf einer sicheren Bezahlseite bezahlt. Die Münzen werden gutgeschrieben, sobald die Zahlung bestätigt ist.",
  "store.pack.unavailable": "Nicht verfügbar",
  "store.pack.unavailableNote":
    "Münzpakete können gerade nicht gekauft werden. Skins und Power-ups kannst du weiterhin mit im Spiel verdienten Münzen kaufen.",
  "store.error.insufficient": "Nicht genug Münzen",
  "store.error.powerUp": "Power-up konnte nicht gekauft werden",
  "store.error.skin": "Skin konnte nicht gekauft werden",
  "store.error.select": "Skin konnte nicht ausgewählt werden",
  "store.error.signIn": "Bitte melde dich an, um etwas zu kaufen",
  "store.error.invalidSession": "Ungültige Sitzung. Bitte melde dich erneut an",
  "store.error.checkout": "Die Bezahlsitzung konnte nicht erstellt werden. Bitte versuche es später noch einmal.",
  "store.error.checkoutResponse": "Ungültige Antwort der Bezahlsitzung",
  "store.error.signUp": "Erstelle ein Konto, um Münzen zu kaufen. Deine Münzen, Skins und Punktestände nimmst du mit.",
  "store.signIn": "Anmelden",
  "store.signUp": "Registrieren",
};
