import type { CurrentSession } from "./service.ts";

/** What a page or script may know about the current player. */
export function publicPlayer(session: CurrentSession) {
  return { id: session.user.id, name: session.user.name, isGuest: session.user.isGuest, role: session.user.role };
}
