import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // 404
  "notFound.meta.title": "Página não encontrada",
  "notFound.meta.description": "Esta página não existe.",
  "notFound.text": "Ops! O pássaro que você procura voou para longe.",
  "notFound.goBack": "Voltar",
};
