import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// French: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // 404
  "notFound.meta.title": "Page introuvable",
  "notFound.meta.description": "Cette page n'existe pas.",
  "notFound.text": "Oups ! L'oiseau que tu cherches s'est envolé.",
  "notFound.goBack": "Retour",
};
