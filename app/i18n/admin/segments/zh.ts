import type { SectionDictionary } from "../types.ts";
import type { messages as en } from "./en.ts";

// Chinese: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
};
