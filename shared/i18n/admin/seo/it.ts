import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "seo.intro":
    "Ciò che i motori di ricerca e le anteprime dei link mostrano per ogni pagina pubblica, in ogni lingua. Ciò che salvi appare subito sulla pagina.",
  "seo.pages.title": "Metadati delle pagine",
  "seo.pages.intro": "Scegli una pagina e una lingua, modifica i tag e controlla le anteprime prima di salvare.",
  "seo.route": "Pagina",
  "seo.locale": "Lingua",
  "seo.locale.fallsBack": "nessuna voce propria",
  "seo.entry.savedBy": "Voce propria, salvata l'ultima volta il {time} da {who}.",
  "seo.entry.seeded": "Voce propria, quella predefinita del sito dal {time}.",
  "seo.entry.fallbackEnglishImage":
    "Ancora nessuna voce in {language}: la pagina mostra titolo e descrizione tradotti e l'immagine della voce inglese. I campi partono da questi valori; salvando si crea la voce in {language}.",
  "seo.entry.fallbackDefaultImage":
    "Ancora nessuna voce in {language}: la pagina mostra titolo e descrizione tradotti e l'immagine predefinita del sito. I campi partono da questi valori; salvando si crea la voce in {language}.",
  "seo.field.title": "Titolo",
  "seo.field.description": "Descrizione",
  "seo.field.keywords": "Parole chiave",
  "seo.field.keywordsPlaceholder": "flap master, gioco dell'uccellino, …",
  "seo.field.keywordsIgnored":
    "Separate da virgole. Google ignora il meta tag keywords; alcuni altri motori di ricerca potrebbero ancora leggerlo.",
  "seo.field.ogImage": "Immagine Open Graph",
  "seo.field.ogImageHint":
    "Un percorso del sito come {default} o un URL http(s); l'ideale è 1200 × 630 pixel. Vuoto: l'immagine predefinita del sito.",
  "seo.field.canonical": "URL canonico",
  "seo.field.canonicalHint": "Deriva dall'indirizzo pubblico del sito e dal percorso della pagina; non si può modificare.",
  "seo.length.count": "Caratteri: {count}",
  "seo.length.required": "obbligatorio",
  "seo.length.good": "lunghezza giusta (consigliati {min}–{max})",
  "seo.length.short": "più corto dei {min}–{max} consigliati",
  "seo.length.long": "più lungo dei {min}–{max} consigliati: i risultati di ricerca potrebbero tagliarlo",
  "seo.length.over": "oltre il limite di {max}",
  "seo.length.max": "al massimo {max}",
  "seo.preview.search": "Anteprima del risultato di ricerca",
  "seo.preview.share": "Anteprima della condivisione del link",
  "seo.ogImage.default": "L'immagine predefinita del sito.",
  "seo.ogImage.custom": "L'immagine propria di questa pagina.",
  "seo.ogImage.failed": "Impossibile caricare l'immagine. Controlla il percorso o l'URL.",
  "seo.ogImage.noPreview": "Nessuna anteprima qui: questa pagina carica solo percorsi del sito e immagini https.",
  "seo.ogImage.alt": "L'immagine Open Graph della pagina",
  "seo.save": "Salva",
  "seo.create": "Crea la voce in {language}",
  "seo.saving": "Salvataggio…",
  "seo.undo": "Annulla le modifiche",
  "seo.openPage": "Apri la pagina",
  "seo.unsaved": "Modifiche non salvate",
  "seo.saved": "Salvato. {route} in {language} lo mostra ora.",
  "seo.error.required": "Obbligatorio.",
  "seo.error.tooLong": "Al massimo {max} caratteri.",
  "seo.error.oneLine": "Usa una sola riga, senza a capo.",
  "seo.error.ogImage": "Usa un percorso del sito che inizi con / o un URL http(s).",
  "seo.error.fix": "Non è stato salvato nulla: correggi i campi segnalati.",
  "seo.error.network": "Impossibile raggiungere il server. Non è stato salvato nulla; riprova.",
  "seo.error.server": "Non salvato: {message}",
};
