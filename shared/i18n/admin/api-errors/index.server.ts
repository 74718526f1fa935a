// The admin APIs' messages in every language (server only: server/http/operator-messages.ts).
import type { Locale } from "../../locales.ts";
import type { SectionDictionary } from "../types.ts";
import { messages as en } from "./en.ts";
import { messages as es } from "./es.ts";
import { messages as fr } from "./fr.ts";
import { messages as de } from "./de.ts";
import { messages as pt } from "./pt.ts";
import { messages as it } from "./it.ts";
import { messages as ru } from "./ru.ts";
import { messages as ja } from "./ja.ts";
import { messages as zh } from "./zh.ts";

export type OperatorMessageKey = keyof typeof en;

export const operatorMessages: Record<Locale, SectionDictionary<typeof en>> = { en, es, fr, de, pt, it, ru, ja, zh };
