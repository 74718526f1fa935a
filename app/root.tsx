import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./components/nonce.ts";
import { t } from "./i18n/index.ts";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
