import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Success
  "success.meta.title": "Paiement",
  "success.meta.description": "Le résultat de ton achat sur Flap Master.",
  "success.title": "Paiement",
  "success.paid.title": "Merci pour ton achat !",
  "success.paid.coins": "+{coins} pièces",
  "success.paid.body": "Les pièces sont dans ton porte-monnaie.",
  "success.balance": "Ton solde : {balance} pièces",
  "success.pending.title": "Confirmation de ton paiement...",
  "success.pending.body": "Cela prend généralement quelques secondes. Garde cette page ouverte.",
  "success.pending.slow":
    "Ton paiement est toujours en cours de confirmation. Tes pièces apparaîtront dans ton solde dès qu'il sera validé ; tu peux quitter cette page.",
  "success.checkAgain": "Vérifier à nouveau",
  "success.failed.title": "Paiement non abouti",
  "success.failed.expired": "Ce paiement a expiré avant d'être réglé. Aucun montant n'a été débité.",
  "success.failed.failed": "Le paiement a échoué. Aucune pièce n'a été ajoutée et aucun montant n'a été débité.",
  "success.failed.refunded": "Cet achat a été remboursé, ses pièces ont donc été retirées.",
  "success.failed.disputed": "Ce paiement a été contesté, ses pièces ont donc été retirées.",
  "success.missing": "Session de paiement non valide. Il n'y a aucun paiement à confirmer ici.",
  "success.signIn": "Connecte-toi pour vérifier ton paiement",
  "success.backToStore": "Retour à la boutique",
  "success.play": "Jouer maintenant",
  "success.signInButton": "Se connecter",
};
