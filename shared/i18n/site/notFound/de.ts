import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// German: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // 404
  "notFound.meta.title": "Seite nicht gefunden",
  "notFound.meta.description": "Diese Seite gibt es nicht.",
  "notFound.text": "Hoppla! Der Vogel, den du suchst, ist davongeflogen.",
  "notFound.goBack": "Zurück",
};
