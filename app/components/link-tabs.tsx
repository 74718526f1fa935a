import { useRef, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";

export interface LinkTabsProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  /** The search parameter that names the tab (`?board=weekly`). */
  param: string;
  /** Tab ids and test ids are `${idPrefix}-${tab}`. */
  idPrefix: string;
  panelId: string;
  label: string;
  labelOf: (tab: T) => string;
  /** Width of the tab list. */
  className?: string;
  /** Many tabs: they wrap onto a second row on a narrow screen instead of overflowing it. */
  wrap?: boolean;
}

/**
 * An ARIA tab list whose tabs are links to `?param=tab`, so the choice is linkable and rendered by
 * the server; arrow keys, Home and End move between tabs (automatic activation).
 */
export function LinkTabs<T extends string>({
  tabs,
  selected,
  param,
  idPrefix,
  panelId,
  label,
  labelOf,
  className = "max-w-md",
  wrap = false,
}: LinkTabsProps<T>) {
  const navigate = useNavigate();
  const links = useRef(new Map<T, HTMLAnchorElement>());

  // Moves from the tab that has focus, not from `selected`: a key pressed before the last
  // navigation has rendered must still step from where focus already is.
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const n = tabs.length;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % n
        : event.key === "ArrowLeft"
          ? (index - 1 + n) % n
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? n - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    links.current.get(tab)?.focus();
    void navigate({ search: `?${param}=${tab}` }, { replace: true, preventScrollReset: true });
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={`mx-auto flex w-full bg-sky-100 p-1.5 ring-1 ring-sky-200 ${wrap ? "flex-wrap justify-center gap-y-1 rounded-3xl" : "rounded-full"} ${className}`}
    >
      {tabs.map((tab, index) => {
        const active = tab === selected;
        return (
          <Link
            key={tab}
            ref={(node) => {
              if (node) links.current.set(tab, node);
              else links.current.delete(tab);
            }}
            to={{ search: `?${param}=${tab}` }}
            replace
            preventScrollReset
            role="tab"
            id={`${idPrefix}-${tab}`}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-testid={`${idPrefix}-${tab}`}
            className={`${wrap ? "grow" : "flex-1"} rounded-full px-2 py-2 text-center text-sm font-black whitespace-nowrap transition-colors sm:px-3 sm:text-base ${
              active ? "bg-white text-ink shadow-md ring-1 ring-sky-200" : "text-sky-800 hover:bg-white/60"
            }`}
          >
            {labelOf(tab)}
          </Link>
        );
      })}
    </div>
  );
}
