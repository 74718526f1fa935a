/**
 * A translation of one section (site or admin): the English section's keys, each with its text, so a
 * key missing in a language is a type error.
 */
export type SectionDictionary<English extends Record<string, string>> = Record<keyof English, string>;
