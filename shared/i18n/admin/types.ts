/** A translation of one admin section: the English section's keys, each with its text. */
export type SectionDictionary<English extends Record<string, string>> = Record<keyof English, string>;
