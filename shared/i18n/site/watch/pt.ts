import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Portuguese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "watch.label": "Assistir",
  "watch.aria": "Assistir à partida de {name} de {score} pontos",
};
