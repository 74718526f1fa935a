// Router context keys. The server entry re-exports them so server/main.ts uses the very same key
// objects as the bundled routes (a second copy of this module would make different keys).
import { createContext, type RouterContextProvider } from "react-router";
import type { AdminRequest } from "../server/admin/guard.ts";
import type { Services } from "../server/services.ts";

export interface RequestInfo {
  requestId: string;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
}

export const servicesContext = createContext<Services>();
export const requestInfoContext = createContext<RequestInfo>();
/** The operator's session and audit actor, set by the admin guard (server/admin/guard.ts) for admin routes. */
export const adminContext = createContext<AdminRequest>();

export function getServices(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}
