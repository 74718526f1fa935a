// A page whose answer is the same for every visitor without a session (in the same language) exports
// `headers = publicPageHeaders`: its 200 answers, the HTML document and the `.data` answer of a
// client-side navigation alike, may then be given from the server's public cache, rendered at most
// about once a second per URL (server/http/public-cache.ts, docs/decisions/017-public-answer-cache.md).
// React Router asks the leaf route's `headers` for both kinds of answer, and for no route of an
// error boundary above it.
import type { HeadersFunction } from "react-router";
import { publicCacheHeaders } from "../../server/http/public-cache.ts";

export const publicPageHeaders: HeadersFunction = () => publicCacheHeaders;
