import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "Datenschutzerklärung",
  "privacy.meta.description": "Was Flap Master über dich speichert, warum, wie lange, und welche Rechte du hast.",
  "privacy.title": "Datenschutzerklärung",
  "privacy.s.summary": "1. Zusammenfassung",
  "privacy.s.data": "2. Was wir speichern und warum",
  "privacy.s.cookies": "3. Cookies und Zählung der Seitenaufrufe",
  "privacy.s.processors": "4. Wer sonst Daten verarbeitet",
  "privacy.s.retention": "5. Wie lange wir Daten aufbewahren",
  "privacy.s.rights": "6. Deine Rechte",
  "privacy.s.security": "7. Sicherheit",
  "privacy.s.children": "8. Kinder",
  "privacy.s.changes": "9. Änderungen dieser Erklärung",
  "privacy.s.contact": "10. Kontakt",
};
