// A visitor becomes a player on first play: the server answers the current player, or makes a
// guest and sets its session cookie. Asked once per page load; play never waits on it or fails
// because of it (offline play still works, the run just is not kept).
export interface SessionPlayer {
  id: string;
  name: string | null;
  isGuest: boolean;
}

let pending: Promise<SessionPlayer | null> | undefined;

export function ensurePlayer(): Promise<SessionPlayer | null> {
  pending ??= fetch("/api/session/guest", { method: "POST", credentials: "same-origin" })
    .then(async (response) => {
      if (!response.ok) return null;
      const body = (await response.json()) as { player?: SessionPlayer | null };
      return body.player ?? null;
    })
    .catch(() => null)
    .then((player) => {
      // Ask again next time when this attempt did not give a player.
      if (!player) pending = undefined;
      return player;
    });
  return pending;
}
