// The admin APIs answer in the operator's language: this middleware, outermost on every admin API,
// puts a refusal's English message into it (server/http/operator-messages.ts), whether the route
// returned the answer or a guard threw it.
import type { MiddlewareFunction } from "react-router";
import { answerInOperatorLanguage } from "../http/operator-messages.ts";

export const inOperatorLanguage: MiddlewareFunction<Response> = async ({ request }, next) => {
  try {
    return await answerInOperatorLanguage(request, await next());
  } catch (thrown) {
    if (thrown instanceof Response) throw await answerInOperatorLanguage(request, thrown);
    throw thrown;
  }
};
