// What the server and the pages both know about players' names.

/**
 * The name a guest has until they choose one. Stored as it is (boards, runs); the pages show it in
 * the reader's language ("layout.guestName"), as it is our word, not the player's.
 */
export const GUEST_NAME = "Guest";
