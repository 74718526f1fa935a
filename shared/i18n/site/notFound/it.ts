import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Italian: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // 404
  "notFound.meta.title": "Pagina non trovata",
  "notFound.meta.description": "Questa pagina non esiste.",
  "notFound.text": "Ops! L'uccellino che cerchi è volato via.",
  "notFound.goBack": "Torna indietro",
};
