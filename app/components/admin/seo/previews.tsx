// The SEO editor's live views of the draft: the length counter under a field, a Google-style search
// result, and the share card with the Open Graph image.
import { useEffect, useRef, useState } from "react";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { lengthState, searchBreadcrumb, searchSnippet, type LengthState } from "./text.ts";

const STATE_CLASS: Record<LengthState, string> = {
  empty: "text-rose-700",
  over: "text-rose-700",
  short: "text-amber-700",
  long: "text-amber-700",
  good: "text-emerald-700",
};

/** "Characters: 48 · Good length (30–60)", coloured by where the length falls. */
export function LengthCounter(props: {
  id: string;
  length: number;
  limit: { max: number; recommended?: { min: number; max: number } };
  required?: boolean;
}) {
  const t = useAdminT();
  const { length, limit } = props;
  const raw = lengthState(length, limit);
  // An empty optional field (keywords) is fine.
  const state: LengthState = raw === "empty" && !props.required ? "good" : raw;
  const range = limit.recommended ? { min: limit.recommended.min, max: limit.recommended.max } : null;
  const verdict =
    state === "empty"
      ? t("seo.length.required")
      : state === "over"
        ? t("seo.length.over", { max: limit.max })
        : !range
          ? t("seo.length.max", { max: limit.max })
          : state === "short"
            ? t("seo.length.short", range)
            : state === "long"
              ? t("seo.length.long", range)
              : t("seo.length.good", range);
  return (
    <p id={props.id} className={`text-sm font-semibold ${STATE_CLASS[state]}`} data-testid={props.id} data-state={state}>
      <span className="tabular-nums">{t("seo.length.count", { count: length })}</span> · {verdict}
    </p>
  );
}

/** How the page could look in Google's results: site, breadcrumb URL, title and description, cut like Google does. */
export function SearchPreview(props: {
  siteName: string;
  url: string;
  title: string;
  description: string;
  titleMax: number;
  descriptionMax: number;
}) {
  const t = useAdminT();
  const host = (() => {
    try {
      return new URL(props.url).host;
    } catch {
      return props.url;
    }
  })();
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-bold text-ink">{t("seo.preview.search")}</figcaption>
      <div className="mt-2 rounded-2xl bg-white p-4 font-[Arial,sans-serif] ring-1 ring-slate-200" data-testid="seo-search-preview">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-sky-100 ring-1 ring-slate-200">
            <img src="/favicon.svg" alt="" width={18} height={18} />
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm text-[#202124]">{props.siteName}</span>
            <span className="block truncate text-xs text-[#4d5156]" data-testid="seo-search-url">
              {searchBreadcrumb(props.url) || host}
            </span>
          </span>
        </div>
        <p className="mt-1.5 text-xl leading-snug break-words text-[#1a0dab]" data-testid="seo-search-title">
          {searchSnippet(props.title, props.titleMax) || "\u00a0"}
        </p>
        <p className="mt-1 text-sm leading-relaxed break-words text-[#4d5156]" data-testid="seo-search-description">
          {searchSnippet(props.description, props.descriptionMax)}
        </p>
      </div>
    </figure>
  );
}

/** The Open Graph image as a link share shows it (1.91:1), with the title and host under it. */
export function SharePreview(props: { image: string; isDefault: boolean; title: string; url: string }) {
  const t = useAdminT();
  const host = (() => {
    try {
      return new URL(props.url).host;
    } catch {
      return "";
    }
  })();
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-bold text-ink">{t("seo.preview.share")}</figcaption>
      <div className="mt-2 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200" data-testid="seo-share-preview">
        {/* A new address is a new image: its load state starts again. */}
        {previewable(props.image) ? (
          <ShareImage key={props.image} src={props.image} />
        ) : (
          <p
            className="grid aspect-[1200/630] place-items-center bg-sky-50 p-3 text-center text-sm font-semibold text-slate-600"
            data-testid="seo-share-image-none"
          >
            {t("seo.ogImage.noPreview")}
          </p>
        )}
        <div className="border-t border-slate-200 px-3 py-2">
          <p className="truncate text-xs text-slate-600 uppercase">{host}</p>
          <p className="truncate font-bold text-ink">{props.title || "\u00a0"}</p>
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-600">{props.isDefault ? t("seo.ogImage.default") : t("seo.ogImage.custom")}</p>
    </figure>
  );
}

/** What this page may load (its CSP: own paths and https images); anything else is not fetched. */
function previewable(image: string): boolean {
  return (image.startsWith("/") && !image.startsWith("//")) || /^https:\/\/\S+$/.test(image);
}

function ShareImage({ src }: { src: string }) {
  const t = useAdminT();
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  // A server-rendered image can fail before React listens: check once it has hydrated.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <div className="relative aspect-[1200/630] bg-sky-50">
      {failed ? (
        <p
          className="absolute inset-0 grid place-items-center p-3 text-center text-sm font-semibold text-rose-700"
          data-testid="seo-share-image-failed"
        >
          {t("seo.ogImage.failed")}
        </p>
      ) : (
        <img
          ref={ref}
          src={src}
          alt={t("seo.ogImage.alt")}
          className="absolute inset-0 size-full object-cover"
          onError={() => setFailed(true)}
          data-testid="seo-share-image"
        />
      )}
    </div>
  );
}
