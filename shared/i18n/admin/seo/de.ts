import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "seo.intro":
    "Was Suchmaschinen und Linkvorschauen für jede öffentliche Seite in jeder Sprache zeigen. Gespeichertes erscheint sofort auf der Seite.",
  "seo.pages.title": "Seiten-Metadaten",
  "seo.pages.intro": "Wähle eine Seite und eine Sprache, bearbeite ihre Tags und prüfe die Vorschauen vor dem Speichern.",
  "seo.route": "Seite",
  "seo.locale": "Sprache",
  "seo.locale.fallsBack": "kein eigener Eintrag",
  "seo.entry.savedBy": "Eigener Eintrag, zuletzt gespeichert am {time} von {who}.",
  "seo.entry.seeded": "Eigener Eintrag, Standard der Website seit {time}.",
  "seo.entry.fallbackEnglishImage":
    "Noch kein Eintrag auf {language}: Die Seite zeigt ihren übersetzten Titel und ihre übersetzte Beschreibung und das Bild des englischen Eintrags. Die Felder beginnen mit diesen Werten; Speichern legt den Eintrag auf {language} an.",
  "seo.entry.fallbackDefaultImage":
    "Noch kein Eintrag auf {language}: Die Seite zeigt ihren übersetzten Titel und ihre übersetzte Beschreibung und das Standardbild der Website. Die Felder beginnen mit diesen Werten; Speichern legt den Eintrag auf {language} an.",
  "seo.field.title": "Titel",
  "seo.field.description": "Beschreibung",
  "seo.field.keywords": "Schlüsselwörter",
  "seo.field.keywordsPlaceholder": "flap master, Vogelspiel, …",
  "seo.field.keywordsIgnored":
    "Durch Kommas getrennt. Google ignoriert das Meta-Tag keywords; manche andere Suchmaschinen lesen es vielleicht noch.",
  "seo.field.ogImage": "Open-Graph-Bild",
  "seo.field.ogImageHint":
    "Ein Pfad der Website wie {default} oder eine http(s)-URL; 1200 × 630 Pixel passen am besten. Leer: das Standardbild der Website.",
  "seo.field.canonical": "Kanonische URL",
  "seo.field.canonicalHint":
    "Ergibt sich aus der öffentlichen Adresse der Website und dem Pfad der Seite; sie lässt sich nicht bearbeiten.",
  "seo.length.count": "Zeichen: {count}",
  "seo.length.required": "Pflichtfeld",
  "seo.length.good": "gute Länge (empfohlen {min}–{max})",
  "seo.length.short": "kürzer als die empfohlenen {min}–{max}",
  "seo.length.long": "länger als die empfohlenen {min}–{max}: Suchergebnisse kürzen ihn womöglich",
  "seo.length.over": "über dem Limit von {max}",
  "seo.length.max": "höchstens {max}",
  "seo.preview.search": "Vorschau im Suchergebnis",
  "seo.preview.share": "Vorschau beim Teilen eines Links",
  "seo.ogImage.default": "Das Standardbild der Website.",
  "seo.ogImage.custom": "Das eigene Bild dieser Seite.",
  "seo.ogImage.failed": "Das Bild konnte nicht geladen werden. Prüfe den Pfad oder die URL.",
  "seo.ogImage.noPreview": "Hier keine Vorschau: Diese Seite lädt nur Pfade der Website und https-Bilder.",
  "seo.ogImage.alt": "Das Open-Graph-Bild der Seite",
  "seo.save": "Speichern",
  "seo.create": "Eintrag auf {language} anlegen",
  "seo.saving": "Wird gespeichert…",
  "seo.undo": "Änderungen verwerfen",
  "seo.openPage": "Seite öffnen",
  "seo.unsaved": "Ungespeicherte Änderungen",
  "seo.saved": "Gespeichert. {route} auf {language} zeigt es jetzt.",
  "seo.error.required": "Pflichtfeld.",
  "seo.error.tooLong": "Höchstens {max} Zeichen.",
  "seo.error.oneLine": "Nur eine Zeile, ohne Zeilenumbrüche.",
  "seo.error.ogImage": "Gib einen Pfad der Website mit / am Anfang oder eine http(s)-URL an.",
  "seo.error.fix": "Nichts wurde gespeichert: Korrigiere die markierten Felder.",
  "seo.error.network": "Der Server ist nicht erreichbar. Nichts wurde gespeichert; versuche es noch einmal.",
  "seo.error.server": "Nicht gespeichert: {message}",
};
