import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Store
  "store.meta.title": "Boutique",
  "store.meta.description": "Skins d'oiseau, packs de pièces et bonus pour Flap Master.",
  "store.title": "Boutique",
  "store.subtitle": "Dépense les pièces gagnées en vol pour de nouveaux oiseaux et des bonus.",
  "store.balance": "Ton solde",
  "store.coins": "{count} pièces",
  "store.tabs.label": "Rayons de la boutique",
  "store.tab.skins": "Skins d'oiseau",
  "store.tab.coins": "Obtenir des pièces",
  "store.tab.powerups": "Bonus",
  "store.skin.select": "Choisir",
  "store.skin.selected": "Sélectionné",
  "store.skin.preview": "Aperçu de {name}",
  "store.skin.buy": "Acheter {name} pour {price} pièces",
  "store.processing": "Traitement...",
  "store.powerUp.owned": "Tu en as {count}",
  "store.powerUp.duration": "Durée : {text}",
  "store.powerUp.buy": "Acheter {name} pour {price} pièces",
  "store.pack.bonus": "+{count} pièces bonus",
  "store.pack.buy": "Acheter {name} pour {price}",
  "store.pack.note":
    "Les packs de pièces se paient par carte sur une page de paiement sécurisée. Les pièces sont ajoutées dès que le paiement est confirmé.",
  "store.pack.unavailable": "Indisponible",
  "store.pack.unavailableNote":
    "Les packs de pièces ne peuvent pas être achetés pour le moment. Les skins et les bonus s'achètent toujours avec les pièces gagnées en jeu.",
  "store.error.insufficient": "Pièces insuffisantes",
  "store.error.powerUp": "Impossible d'acheter le bonus",
  "store.error.skin": "Impossible d'acheter le skin",
  "store.error.select": "Impossible de choisir le skin",
  "store.error.signIn": "Connecte-toi pour effectuer un achat",
  "store.error.invalidSession": "Session non valide. Reconnecte-toi",
  "store.error.checkout": "Impossible de créer la session de paiement. Réessaie plus tard.",
  "store.error.checkoutResponse": "Réponse de la session de paiement non valide",
  "store.error.signUp": "Crée un compte pour acheter des pièces. Tes pièces, skins et scores te suivent.",
  "store.signIn": "Se connecter",
  "store.signUp": "S'inscrire",
};
