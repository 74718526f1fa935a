import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Account
  "account.meta.title": "Ton compte",
  "account.meta.description": "Ton compte Flap Master : nom, e-mail, mot de passe et données.",
  "account.title": "Ton compte",
  "account.subtitle": "Ton nom, ta connexion et tes données.",
  "account.profile": "Profil",
  "account.name.label": "Nom affiché",
  "account.name.help": "Affiché dans les classements. 15 caractères maximum.",
  "account.name.save": "Enregistrer le nom",
  "account.email": "E-mail",
  "account.phone": "Téléphone",
  "account.notSet": "Non renseigné",
  "account.unverified": "pas encore confirmé",
  "account.coins": "Pièces",
  "account.password": "Mot de passe",
  "account.password.current": "Mot de passe actuel",
  "account.password.new": "Nouveau mot de passe",
  "account.password.save": "Changer le mot de passe",
  "account.password.set": "Définir un mot de passe",
  "account.password.setHelp": "Tu te connectes avec des liens ou des codes. Ajoute un mot de passe pour pouvoir aussi te connecter avec.",
  "account.sessions": "Sessions",
  "account.signOut": "Se déconnecter",
  "account.signOutEverywhere": "Se déconnecter partout",
  "account.signOutEverywhere.help": "Ferme toutes les sessions de ce compte, sur tous les appareils (celui-ci compris).",
  "account.data": "Tes données",
  "account.download": "Télécharger mes données (JSON)",
  "account.delete.help":
    "Supprime définitivement ton compte, ton e-mail, tes sessions et tes pièces. Tes scores restent dans les classements, affichés sous le nom 'Joueur supprimé'.",
  "account.delete.confirmPassword": "Saisis ton mot de passe pour confirmer",
  "account.delete.confirmWord": "Tape DELETE pour confirmer",
  "account.delete.submit": "Supprimer mon compte",
  "account.notice.name_updated": "Ton nom est enregistré.",
  "account.notice.password_changed": "Ton mot de passe a été changé. Les autres appareils ont été déconnectés.",
  "account.error.name": "Saisis un nom de 1 à 15 caractères.",
  "account.error.password": "Saisis ton mot de passe actuel et un nouveau d'au moins 8 caractères.",
  "account.error.deleteConfirm": "Confirme la suppression de ton compte.",
  "account.error.operator": "Le compte de l'exploitant ne peut pas être supprimé ; modifie plutôt ADMIN_EMAIL.",
};
