// This section's texts in every language (server only).
export { messages as en } from "./en.ts";
export { messages as es } from "./es.ts";
export { messages as fr } from "./fr.ts";
export { messages as de } from "./de.ts";
export { messages as pt } from "./pt.ts";
export { messages as it } from "./it.ts";
export { messages as ru } from "./ru.ts";
export { messages as ja } from "./ja.ts";
export { messages as zh } from "./zh.ts";
