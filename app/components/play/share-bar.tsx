import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { formatCount, useLocale, useT, type MessageKey } from "../../../shared/i18n/index.ts";
import { copyText } from "../../lib/copy-text.ts";

/** How long the copy button shows its check mark (spec: 2 s). */
export const COPY_CHECK_MS = 2000;

type Network = "twitter" | "facebook" | "whatsapp" | "telegram" | "linkedin" | "pinterest" | "email";

/** The share links for a text and a URL (all open the network's own share page, or a mailto). */
export function shareLinks(text: string, url: string, subject: string): Record<Network, string> {
  const t = encodeURIComponent(text);
  const u = encodeURIComponent(url);
  return {
    twitter: `https://twitter.com/intent/tweet?text=${t}&url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    pinterest: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`,
  };
}

const NETWORKS: ReadonlyArray<{ id: Network; label: MessageKey; bg: string }> = [
  { id: "twitter", label: "play.share.twitter", bg: "bg-black" },
  { id: "facebook", label: "play.share.facebook", bg: "bg-[#1877f2]" },
  { id: "whatsapp", label: "play.share.whatsapp", bg: "bg-[#1faa53]" },
  { id: "telegram", label: "play.share.telegram", bg: "bg-[#229ed9]" },
  { id: "linkedin", label: "play.share.linkedin", bg: "bg-[#0a66c2]" },
  { id: "pinterest", label: "play.share.pinterest", bg: "bg-[#e60023]" },
  { id: "email", label: "play.share.email", bg: "bg-slate-600" },
];

const ICONS: Record<Network | "link" | "check" | "share", string> = {
  twitter: "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z",
  facebook: "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21z",
  whatsapp:
    "M12 2.5a9.4 9.4 0 0 0-8.1 14.2L2.6 21.5l4.9-1.3A9.4 9.4 0 1 0 12 2.5zm0 17.1c-1.5 0-2.9-.4-4.1-1.1l-.3-.2-2.9.8.8-2.8-.2-.3A7.7 7.7 0 1 1 12 19.6zm4.3-5.8c-.2-.1-1.4-.7-1.6-.8-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6.3 6.3 0 0 1-3.1-2.7c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6.5-.1 1.4-.6 1.6-1.1.2-.6.2-1 .1-1.1l-.5-.2z",
  telegram:
    "M21.5 4.2 2.9 11.4c-1 .4-1 1.3 0 1.6l4.6 1.4 1.8 5.4c.2.6.9.8 1.4.3l2.6-2.2 4.9 3.6c.6.4 1.3.1 1.5-.6l3.2-15c.2-1-.4-1.6-1.4-1.2zM9.6 14.3l-.4 3.6-1.4-4.4 10.4-6.7z",
  linkedin:
    "M6.5 8.8H3.3V21h3.2zM4.9 3a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8zM21 14.3c0-3.3-.7-5.8-4.5-5.8a4 4 0 0 0-3.6 2V8.8H9.8V21H13v-6c0-1.6.3-3.2 2.3-3.2s2 1.9 2 3.3V21H21z",
  pinterest:
    "M12.3 2.5C7 2.5 4.4 6.3 4.4 9.4c0 1.9.7 3.6 2.3 4.2.3.1.5 0 .6-.3l.2-.9c.1-.3 0-.4-.2-.7a3.9 3.9 0 0 1-.9-2.6c0-3.4 2.5-6.4 6.6-6.4 3.6 0 5.6 2.2 5.6 5.1 0 3.9-1.7 7.1-4.2 7.1-1.4 0-2.5-1.1-2.1-2.6.4-1.7 1.2-3.5 1.2-4.8 0-1.1-.6-2-1.8-2-1.4 0-2.6 1.5-2.6 3.5 0 1.3.4 2.1.4 2.1l-1.8 7.5c-.5 2.2-.1 4.9 0 5.2h.3c.1-.2 1.9-2.4 2.5-4.6l1-3.8c.5.9 1.9 1.7 3.4 1.7 4.4 0 7.5-4 7.5-9.4 0-4.1-3.5-7.9-8.7-7.9z",
  email: "M3 5.5h18v13H3zm1.6 1.5 7.4 6 7.4-6M4.5 17l5.3-5M19.5 17l-5.3-5",
  link: "M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4l-1.1 1.1M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.1-1.1",
  check: "M4.5 12.5 9.5 17.5 19.5 6.5",
  share: "M12 15V3.5M7.5 8 12 3.5 16.5 8M8 11H5.5v9.5h13V11H16",
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  const stroked = name === "email" || name === "link" || name === "check" || name === "share";
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4 sm:size-5"
      aria-hidden="true"
      focusable="false"
      fill={stroked ? "none" : "currentColor"}
      stroke={stroked ? "currentColor" : undefined}
      strokeWidth={stroked ? 2.2 : undefined}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

const noSubscription = () => () => {};
/** The Web Share API (the device's own share sheet: phones, some desktops); false on the server. */
const hasWebShare = () => typeof navigator.share === "function";
const noWebShare = () => false;

/**
 * Share links for a score, a copy-link button that shows a check mark for 2 s and, where the device
 * has the Web Share API, a button for its own share sheet (first: it reaches every app installed).
 */
export function ShareBar({ score, url, className = "" }: { score: number; url: string; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const text = t("play.share.text", { score: formatCount(score, locale) });
  const subject = t("play.share.subject");
  const links = shareLinks(text, url, subject);
  const webShare = useSyncExternalStore(noSubscription, hasWebShare, noWebShare);

  async function shareNatively() {
    try {
      await navigator.share({ title: subject, text, url });
    } catch {
      // Closed without sharing (AbortError) or refused: the links beside it still work.
    }
  }

  async function copy() {
    if (await copyText(url)) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CHECK_MS);
    }
  }

  return (
    <ul
      className={`flex flex-wrap items-center justify-center gap-1 sm:gap-2 ${className}`}
      aria-label={t("play.share.label")}
      data-testid="share-bar"
    >
      {webShare ? (
        <li>
          <button
            type="button"
            onClick={() => void shareNatively()}
            className="grid size-8 place-items-center rounded-full bg-sky-600 text-white shadow-md transition-transform hover:-translate-y-0.5 sm:size-10"
            aria-label={t("play.share.native")}
            title={t("play.share.native")}
            data-testid="share-native"
          >
            <Icon name="share" />
          </button>
        </li>
      ) : null}
      {NETWORKS.map((n) => (
        <li key={n.id}>
          <a
            href={links[n.id]}
            target={n.id === "email" ? undefined : "_blank"}
            rel="noopener noreferrer"
            className={`grid size-8 place-items-center rounded-full text-white shadow-md sm:size-10 transition-transform hover:-translate-y-0.5 ${n.bg}`}
            aria-label={t(n.label)}
            title={t(n.label)}
            data-testid={`share-${n.id}`}
          >
            <Icon name={n.id} />
          </a>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={copy}
          className={`grid size-8 place-items-center rounded-full shadow-md transition-colors sm:size-10 ${copied ? "bg-pipe text-white" : "bg-white text-ink ring-2 ring-slate-200"}`}
          aria-label={copied ? t("play.share.copied") : t("play.share.copy")}
          title={copied ? t("play.share.copied") : t("play.share.copy")}
          data-testid="share-copy"
          data-copied={copied ? "true" : undefined}
        >
          <Icon name={copied ? "check" : "link"} />
        </button>
      </li>
    </ul>
  );
}
