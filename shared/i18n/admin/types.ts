// The site and the admin type their sections alike (shared/i18n/types.ts).
export type { SectionDictionary } from "../types.ts";
