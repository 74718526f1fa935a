// The inventory power-ups the run holds, as buttons along the bottom of the game area: a tap (or a
// click) uses one, as keys 1-9 do, and never flaps. Each is at least 48×48 CSS px, a finger's target.
import { memo } from "react";
import { INVENTORY_STYLE, glyphSvg } from "../../../game/render/icons.ts";
import { INVENTORY_IDS, type InventoryId } from "../../../game/sim/index.ts";
import { useT } from "../../../shared/i18n/index.ts";

function Glyph({ id }: { id: InventoryId }) {
  const { glyph, color } = INVENTORY_STYLE[id];
  const svg = glyphSvg(glyph);
  return (
    <svg viewBox="-12 -12 24 24" className="size-6" aria-hidden="true" focusable="false">
      {svg.kind === "text" ? (
        <text x="0" y="1" textAnchor="middle" dominantBaseline="middle" fontSize="15" fontWeight="900" fill={color}>
          {svg.text}
        </text>
      ) : svg.filled ? (
        <path d={svg.d} fill={color} />
      ) : (
        <path d={svg.d} fill="none" stroke={color} strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}

export const InventoryBar = memo(function InventoryBar({
  held,
  names,
  onUse,
}: {
  held: Readonly<Partial<Record<InventoryId, number>>>;
  /** The catalogue's names; an item missing there is named by its id. */
  names: Readonly<Partial<Record<InventoryId, string>>>;
  onUse: (slot: number) => void;
}) {
  const t = useT();
  const slots = INVENTORY_IDS.map((id, slot) => ({ id, slot, count: held[id] ?? 0 })).filter((s) => s.count > 0);
  if (slots.length === 0) return null;
  return (
    <div
      className="absolute inset-x-0 bottom-2 z-20 flex flex-wrap justify-center gap-2 px-2 sm:bottom-3"
      role="group"
      aria-label={t("play.powerUps")}
      data-testid="inventory-bar"
      data-no-flap=""
    >
      {slots.map(({ id, slot, count }) => (
        <button
          key={id}
          type="button"
          className="relative grid size-12 place-items-center rounded-full bg-white/95 shadow-[0_3px_0_rgb(11_37_69/0.35)] ring-2 ring-ink/15 transition-transform active:translate-y-px"
          aria-label={t("play.inventory.use", { name: names[id] ?? id, key: String(slot + 1) })}
          onClick={() => onUse(slot)}
          data-testid={`inventory-use-${id}`}
          data-count={count}
        >
          <Glyph id={id} />
          <span className="absolute -top-1 -right-1 grid min-w-5 place-items-center rounded-full bg-ink px-1 text-xs leading-5 font-black text-white">
            {count}
          </span>
          <span className="absolute -top-1 -left-1 text-xs font-black text-ink/70 pointer-coarse:hidden" aria-hidden="true">
            {slot + 1}
          </span>
        </button>
      ))}
    </div>
  );
});
