// The catalogue's player-visible texts, as the server checks them and Store Settings edits them
// (server/store/catalogue.ts, docs/decisions/023): shared so the form counts against the same limits.

/** A text a player reads of a catalogue item. */
export type CatalogueTextField = "name" | "description" | "durationText";

/**
 * The most characters (code points) of a text, in every language, English too: a name fits a store
 * card on a phone, a description a few lines of it, a duration the line under it.
 */
export const TEXT_MAX_LENGTH: Readonly<Record<CatalogueTextField, number>> = { name: 40, description: 240, durationText: 24 };
