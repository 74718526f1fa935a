import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "watch.label": "Ver",
  "watch.aria": "Ver la partida de {name} de {score} puntos",
};
