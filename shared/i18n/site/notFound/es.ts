import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // 404
  "notFound.meta.title": "Página no encontrada",
  "notFound.meta.description": "Esta página no existe.",
  "notFound.text": "¡Vaya! El pájaro que buscas se ha ido volando.",
  "notFound.goBack": "Volver",
};
