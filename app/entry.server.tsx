import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, isRouteErrorResponse, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { NonceContext } from "./components/nonce.ts";
import { renderReuse } from "./lib/render-reuse.server.ts";
import { requestInfoContext, servicesContext } from "../shared/context.ts";

export { requestInfoContext, servicesContext } from "../shared/context.ts";

export const streamTimeout = 5_000;

/**
 * Logs an unexpected error of a loader, action, middleware or render through the server's pino
 * logger, with the request's id (the X-Request-Id of the answer and of the request's own log line).
 * Not logged: requests the client gave up on, and Responses and 4xx route errors, which are answers.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (error instanceof Response) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logUnexpected(error, request, context);
};

function logUnexpected(error: unknown, request: Request, context: Readonly<RouterContextProvider> | undefined) {
  const { pathname, search } = new URL(request.url);
  const req = { id: requestIdOf(context), method: request.method, url: pathname + search };
  const logger = loggerOf(context);
  if (logger) logger.error({ err: error, req }, "unexpected error in a route");
  else console.error(req, error);
}

// The context is missing when React Router fails before our load context exists.
function loggerOf(context: Readonly<RouterContextProvider> | undefined) {
  try {
    return context?.get(servicesContext).logger;
  } catch {
    return undefined;
  }
}

function requestIdOf(context: Readonly<RouterContextProvider> | undefined): string | undefined {
  try {
    return context?.get(requestInfoContext).requestId;
  } catch {
    return undefined;
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestInfoContext);

  const userAgent = request.headers.get("user-agent");
  // Crawlers get the complete document at once, people get the shell as soon as it is ready.
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  // Same data, same page (app/lib/render-reuse.server.ts): a plain 200 GET whose loaders returned
  // what another request's did a moment ago is answered with that rendering.
  const handled = routerContext.staticHandlerContext;
  const reuseKey =
    request.method.toUpperCase() === "GET" &&
    responseStatusCode === 200 &&
    !handled.errors &&
    !handled.actionData &&
    !routerContext.isSpaMode
      ? renderReuse.keyOf({ url: request.url, mode: readyOption, loaderData: handled.loaderData })
      : null;
  if (reuseKey !== null) {
    const html = renderReuse.take(reuseKey, nonce);
    if (html !== null) {
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      return new Response(html, { headers: responseHeaders, status: responseStatusCode });
    }
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let renderFailed = false;

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // A Suspense part that is ready (lazyPart) renders in place. By default React moves a ready
        // part that lies beyond the first 12.8 KB of HTML out of place and reveals it with a script:
        // hidden without JavaScript, and one more inline script on every page.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const rendered: Buffer[] = [];
          const body = new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              if (reuseKey !== null) rendered.push(chunk);
              callback(null, chunk);
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              if (reuseKey !== null && !renderFailed && !request.signal.aborted) {
                renderReuse.store(reuseKey, Buffer.concat(rendered).toString("utf8"), nonce);
              }
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          renderFailed = true;
          // Before the shell, the error reaches handleError through React Router instead.
          if (shellRendered && !request.signal.aborted) logUnexpected(error, request, loadContext);
        },
      },
    );
  });
}
