// A page whose HTML is the same for every visitor without a session (in the same language) says so
// in its handle; the server then renders it at most about once a second per URL
// (server/http/public-cache.ts, docs/decisions/017-public-answer-cache.md).
export interface PublicCacheHandle {
  publicCache?: boolean;
}

export const publicPage = { publicCache: true } as const satisfies PublicCacheHandle;
