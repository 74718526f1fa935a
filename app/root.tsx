import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./components/nonce.ts";
import { getServices } from "../shared/context.ts";
import { I18nProvider, defaultLocale, mergeTexts, useT } from "../shared/i18n/index.ts";
import { LAYOUT_SECTIONS, textsOf } from "../shared/i18n/sections.server.ts";
import { LOCALE_QUERY, localeCookie, localeOfRequest, locales } from "../shared/i18n/locales.ts";
import { registerServiceWorker } from "./lib/service-worker.ts";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable app (public/manifest.webmanifest, icons drawn from the site's bird).
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

/**
 * The page's language (`?lang=xx` > `lang` cookie > Accept-Language > English) and the layout's texts
 * in it (each page's loader sends its own), so the server renders in that language and the browser
 * hydrates with the same texts. `?lang=xx` is remembered in the cookie.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale, explicit } = localeOfRequest(request);
  const url = new URL(request.url);
  const origin = new URL(getServices(context).config.PUBLIC_URL).origin;
  const body = { locale, texts: textsOf(locale, LAYOUT_SECTIONS), origin };
  if (!explicit) return body;
  return data(body, { headers: { "Set-Cookie": localeCookie(locale, url.protocol === "https:") } });
}

/** Only a new `?lang=xx` changes the root loader's answer: other navigations keep the texts they have. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const next = nextUrl.searchParams.get(LOCALE_QUERY);
  return next !== null && next !== currentUrl.searchParams.get(LOCALE_QUERY);
}

/** hreflang alternates of a public page: one per language (each its own canonical URL, app/components/page-meta.ts) plus x-default. */
function LanguageAlternates({ origin, pathname }: { origin: string; pathname: string }) {
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return null;
  const base = origin + pathname;
  return (
    <>
      {locales.map((locale) => (
        // English is what the bare URL shows a crawler (no Accept-Language): its alternate is that URL.
        <link key={locale} rel="alternate" hrefLang={locale} href={locale === defaultLocale ? base : `${base}?${LOCALE_QUERY}=${locale}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={base} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const locale = root?.locale ?? defaultLocale;
  // The layout's texts (root) and the page's (its route's loader), merged; meta functions read the
  // same from their arguments (metaTexts).
  const messages = mergeTexts(useMatches());
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4fc3e8" />
        <Meta />
        {/* The site's one stylesheet, as a React stylesheet resource (precedence): the server puts it
            before the scripts' modulepreloads, so the browser fetches the CSS that holds up the first
            paint first instead of after a dozen scripts. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
        {root && <LanguageAlternates origin={root.origin} pathname={pathname} />}
      </head>
      <body>
        <I18nProvider locale={locale} messages={messages}>
          {children}
        </I18nProvider>
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(registerServiceWorker, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="sky-gradient flex min-h-dvh items-center justify-center px-4 text-center">
      <div className="max-w-xl rounded-3xl bg-white p-8 shadow-xl">
        <h1 className="text-3xl font-black">{t("error.title")}</h1>
        <p className="mt-4 text-lg">{status === 404 ? t("notFound.title") : t("error.text")}</p>
        {/* a full page load: the app that failed may not be able to navigate */}
        <a className="btn btn-primary mt-6" href="/">
          {t("common.backToHome")}
        </a>
      </div>
    </main>
  );
}
