import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "seo.intro":
    "Ce que les moteurs de recherche et les aperçus de liens affichent pour chaque page publique, dans chaque langue. Un enregistrement s'affiche aussitôt sur la page.",
  "seo.pages.title": "Métadonnées des pages",
  "seo.pages.intro": "Choisis une page et une langue, modifie ses balises et vérifie les aperçus avant d'enregistrer.",
  "seo.route": "Page",
  "seo.locale": "Langue",
  "seo.locale.fallsBack": "pas d'entrée propre",
  "seo.entry.savedBy": "Entrée propre, enregistrée le {time} par {who}.",
  "seo.entry.seeded": "Entrée propre, valeur par défaut du site depuis le {time}.",
  "seo.entry.fallbackEnglishImage":
    "Pas encore d'entrée en {language} : la page affiche son titre et sa description traduits et l'image de l'entrée anglaise. Les champs partent de ces valeurs ; enregistrer crée l'entrée en {language}.",
  "seo.entry.fallbackDefaultImage":
    "Pas encore d'entrée en {language} : la page affiche son titre et sa description traduits et l'image par défaut du site. Les champs partent de ces valeurs ; enregistrer crée l'entrée en {language}.",
  "seo.field.title": "Titre",
  "seo.field.description": "Description",
  "seo.field.keywords": "Mots-clés",
  "seo.field.keywordsPlaceholder": "flap master, jeu d'oiseau, …",
  "seo.field.keywordsIgnored":
    "Séparés par des virgules. Google ignore la balise meta keywords ; d'autres moteurs de recherche peuvent encore la lire.",
  "seo.field.ogImage": "Image Open Graph",
  "seo.field.ogImageHint":
    "Un chemin du site comme {default} ou une URL http(s) ; 1200 × 630 pixels conviennent le mieux. Vide : l'image par défaut du site.",
  "seo.field.canonical": "URL canonique",
  "seo.field.canonicalHint": "Déduite de l'adresse publique du site et du chemin de la page ; elle ne se modifie pas.",
  "seo.length.count": "Caractères : {count}",
  "seo.length.required": "obligatoire",
  "seo.length.good": "bonne longueur (conseillé : {min}–{max})",
  "seo.length.short": "plus court que les {min}–{max} conseillés",
  "seo.length.long": "plus long que les {min}–{max} conseillés : les résultats de recherche peuvent le couper",
  "seo.length.over": "au-delà de la limite de {max}",
  "seo.length.max": "au plus {max}",
  "seo.preview.search": "Aperçu du résultat de recherche",
  "seo.preview.share": "Aperçu du partage de lien",
  "seo.ogImage.default": "L'image par défaut du site.",
  "seo.ogImage.custom": "L'image propre à cette page.",
  "seo.ogImage.failed": "L'image n'a pas pu être chargée. Vérifie le chemin ou l'URL.",
  "seo.ogImage.noPreview": "Pas d'aperçu ici : cette page ne charge que les chemins du site et les images en https.",
  "seo.ogImage.alt": "L'image Open Graph de la page",
  "seo.save": "Enregistrer",
  "seo.create": "Créer l'entrée en {language}",
  "seo.saving": "Enregistrement…",
  "seo.undo": "Annuler les modifications",
  "seo.openPage": "Ouvrir la page",
  "seo.unsaved": "Modifications non enregistrées",
  "seo.saved": "Enregistré. {route} en {language} l'affiche maintenant.",
  "seo.error.required": "Obligatoire.",
  "seo.error.tooLong": "{max} caractères au plus.",
  "seo.error.oneLine": "Une seule ligne, sans retour à la ligne.",
  "seo.error.ogImage": "Indique un chemin du site commençant par / ou une URL http(s).",
  "seo.error.fix": "Rien n'a été enregistré : corrige les champs signalés.",
  "seo.error.network": "Le serveur est injoignable. Rien n'a été enregistré ; réessaie.",
  "seo.error.server": "Non enregistré : {message}",
};
