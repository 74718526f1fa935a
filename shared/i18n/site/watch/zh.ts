import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Chinese (Simplified): every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  "watch.label": "观看",
  "watch.aria": "观看 {name} 的 {score} 分这局",
};
