import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useT, type MessageKey } from "../../shared/i18n/index.ts";
import { BirdSvg } from "./art.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { lazyPart } from "../lib/lazy-part.ts";

// The footer's contact form: server-rendered on every page, its code loaded while the page hydrates
// (it is not part of any page's first scripts; /contact imports it directly).
const ContactForm = lazyPart(() => import("./contact-form.tsx").then((m) => m.ContactForm));

// The Admin Login dialog loads on the first click of 'Admin Access' (few visitors open it): its code
// is not part of every page's start-up JavaScript.
const loadAdminLoginDialog = () => import("./admin-login-dialog.tsx");
const AdminLoginDialog = lazy(() => loadAdminLoginDialog().then((m) => ({ default: m.AdminLoginDialog })));

const SOCIAL_LINKS: ReadonlyArray<{ href: string; label: MessageKey; icon: "x" | "facebook" | "instagram" }> = [
  { href: "https://twitter.com/", label: "footer.social.twitter", icon: "x" },
  { href: "https://facebook.com/", label: "footer.social.facebook", icon: "facebook" },
  { href: "https://instagram.com/", label: "footer.social.instagram", icon: "instagram" },
];

function SocialIcon({ icon }: { icon: "x" | "facebook" | "instagram" }) {
  const common = { viewBox: "0 0 24 24", className: "size-5", "aria-hidden": true, focusable: "false" } as const;
  if (icon === "x") {
    return (
      <svg {...common} fill="currentColor">
        <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
      </svg>
    );
  }
  if (icon === "facebook") {
    return (
      <svg {...common} fill="currentColor">
        <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21z" />
      </svg>
    );
  }
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** Site footer: blurb + social links, quick links (with Admin Access), contact form, legal row. */
export function SiteFooter({ year }: { year: number }) {
  const t = useT();
  const [adminOpen, setAdminOpen] = useState(false);
  // Mounted from the first open on (then it stays, closed, like before).
  const [adminMounted, setAdminMounted] = useState(false);
  const heading = "mb-4 font-display text-lg font-black text-white";
  const quickLink = "inline-flex items-center gap-2 rounded-lg py-1 font-semibold text-sky-100 transition-colors hover:text-bird";

  return (
    <footer className="relative mt-auto bg-ink text-sky-100" data-testid="site-footer">
      {/* the ground of the game: a grass edge over sand */}
      <div aria-hidden="true" className="h-3 bg-grass shadow-[inset_0_-3px_0_#3f8f1f]" />
      <div aria-hidden="true" className="h-2 bg-ground" />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.1fr_0.8fr_1.4fr]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="flex items-center gap-2 font-display text-2xl font-black text-white">
            <BirdSvg className="h-8 w-10" />
            {t("app.name")}
          </h2>
          <p className="mt-4 max-w-xs leading-relaxed text-sky-100/90">{t("footer.blurb")}</p>
          <ul className="mt-6 flex gap-3" aria-label={t("footer.social.label")}>
            {SOCIAL_LINKS.map((s) => (
              <li key={s.icon}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(s.label)}
                  title={t(s.label)}
                  className="grid size-11 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-bird hover:text-ink"
                >
                  <SocialIcon icon={s.icon} />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>
            {t("footer.quickLinks")}
          </h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to="/" className={quickLink}>
                {t("footer.home")}
              </Link>
            </li>
            <li>
              <Link to="/play" className={quickLink}>
                {t("footer.playGame")}
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  setAdminMounted(true);
                  setAdminOpen(true);
                }}
                // Fetch the dialog's code as the pointer or focus arrives, so the click opens it at once.
                onPointerEnter={() => void loadAdminLoginDialog()}
                onFocus={() => void loadAdminLoginDialog()}
                className={`${quickLink} cursor-pointer`}
                data-testid="admin-access"
                aria-haspopup="dialog"
              >
                {t("footer.adminAccess")}
              </button>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-contact" className="md:col-span-2 lg:col-span-1">
          <h2 id="footer-contact" className={heading}>
            {t("footer.contactUs")}
          </h2>
          <Suspense fallback={null}>
            <ContactForm tone="dark" />
          </Suspense>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm sm:flex-row sm:px-6">
          <div className="flex items-center gap-4">
            <p className="text-sky-100/80">{t("footer.copyright", { year })}</p>
            <LanguageSwitcher />
          </div>
          <nav aria-label={t("footer.legal.label")}>
            <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
              <li>
                <Link to="/terms" className="text-sky-100/90 underline-offset-4 hover:text-white hover:underline">
                  {t("footer.terms")}
                </Link>
              </li>
              <li>
                <Link to="/privacy" className="text-sky-100/90 underline-offset-4 hover:text-white hover:underline">
                  {t("footer.privacy")}
                </Link>
              </li>
              <li>
                <Link to="/contact" className="text-sky-100/90 underline-offset-4 hover:text-white hover:underline">
                  {t("footer.contact")}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>

      {adminMounted && (
        <Suspense fallback={null}>
          <AdminLoginDialog open={adminOpen} onClose={() => setAdminOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
