import { useLocation } from "react-router";
import { localeNames, locales, useLocale, useT } from "../../shared/i18n/index.ts";
import { LOCALE_QUERY } from "../../shared/i18n/locales.ts";

/**
 * The language menu: a native disclosure (keyboard and screen-reader ready without script) listing the
 * nine languages as plain links to `?lang=xx`. A full page load lets the server render the page in the
 * new language and remember it in the `lang` cookie.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();

  const hrefFor = (target: string) => {
    const params = new URLSearchParams(search);
    params.set(LOCALE_QUERY, target);
    return `${pathname}?${params.toString()}`;
  };

  return (
    <details className={`group relative ${className}`} data-testid="language-switcher">
      <summary
        className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 font-semibold text-white transition-colors hover:bg-white/20 [&::-webkit-details-marker]:hidden"
        aria-label={t("language.current", { language: localeNames[locale] })}
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        <span lang={locale}>{localeNames[locale]}</span>
        <svg
          viewBox="0 0 24 24"
          className="size-3 transition-transform group-open:rotate-180"
          aria-hidden="true"
          focusable="false"
          fill="currentColor"
        >
          <path d="M12 15 5 8h14z" />
        </svg>
      </summary>
      <ul
        aria-label={t("language.label")}
        className="absolute bottom-full left-1/2 z-30 mb-2 grid w-44 -translate-x-1/2 gap-0.5 rounded-2xl bg-white p-2 text-ink shadow-xl"
      >
        {locales.map((target) => (
          <li key={target}>
            <a
              href={hrefFor(target)}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? "true" : undefined}
              className="block rounded-lg px-3 py-1.5 font-semibold hover:bg-sky-100 aria-[current]:bg-bird/30"
            >
              {localeNames[target]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
