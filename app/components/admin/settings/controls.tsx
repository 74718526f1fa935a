// The Game Settings form's parts: a labelled slider with its value, the two tab panels, the
// difficulty indicator. Presentational: the editor (editor.tsx) holds the state.
import { useMemo } from "react";
import { POWER_UP_TYPES, type GameSettings, type PowerUpSettings, type PowerUpType } from "../../../../game/sim/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { difficultyLevel, difficultyScore } from "./difficulty.ts";
import {
  PHYSICS_FIELDS,
  POWER_UP_FIELDS,
  physicsKey,
  physicsLimit,
  powerUpFieldKey,
  powerUpKey,
  powerUpLimit,
  type PhysicsField,
  type PowerUpField,
} from "./fields.ts";

/** Numbers as the operator's language writes them (at most two decimals, like the sliders' steps). */
export function useNumberFormat(): (value: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return (value: number) => format.format(value);
  }, [locale]);
}

interface SliderProps {
  id: string;
  label: string;
  value: number;
  limit: { min: number; max: number; step: number };
  disabled?: boolean;
  onChange: (value: number) => void;
}

function Slider({ id, label, value, limit, disabled = false, onChange }: SliderProps) {
  const t = useAdminT();
  const format = useNumberFormat();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={`font-bold ${disabled ? "text-slate-500" : "text-ink"}`}>
          {label}
        </label>
        {/* Greyed out when disabled, still readable (AA contrast). */}
        <output
          htmlFor={id}
          className={`min-w-14 rounded-lg px-2 py-0.5 text-right font-mono text-sm font-bold tabular-nums ring-1 ${
            disabled ? "bg-slate-100 text-slate-600 ring-slate-200" : "bg-sky-50 text-sky-900 ring-sky-100"
          }`}
          data-testid={`${id}-value`}
        >
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={limit.min}
        max={limit.max}
        step={limit.step}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        aria-describedby={`${id}-range`}
        data-testid={id}
        className="mt-2 block w-full cursor-pointer accent-sky-600 disabled:opacity-50 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-sky-500 disabled:cursor-not-allowed"
      />
      <p id={`${id}-range`} className="mt-1 text-xs text-slate-500">
        {t("settings.range", { min: format(limit.min), max: format(limit.max), step: format(limit.step) })}
      </p>
    </div>
  );
}

export function PhysicsPanel(props: { settings: GameSettings; onChange: (field: PhysicsField, value: number) => void }) {
  const t = useAdminT();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {PHYSICS_FIELDS.map((field) => (
        <Slider
          key={field}
          id={`settings-${field}`}
          label={t(physicsKey(field))}
          value={props.settings[field]}
          limit={physicsLimit(field)}
          onChange={(value) => props.onChange(field, value)}
        />
      ))}
    </div>
  );
}

export function PowerUpsPanel(props: { settings: GameSettings; onChange: (type: PowerUpType, patch: Partial<PowerUpSettings>) => void }) {
  const t = useAdminT();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {POWER_UP_TYPES.map((type) => {
        const p = props.settings.powerUps[type];
        const toggle = `settings-${type}-enabled`;
        return (
          <fieldset
            key={type}
            aria-labelledby={`settings-${type}-name`}
            className="rounded-2xl bg-white p-4 ring-1 ring-sky-100"
            data-testid={`settings-${type}`}
          >
            <div className="flex items-center justify-between gap-3">
              <h2 id={`settings-${type}-name`} className="text-lg font-black text-ink">
                {t(powerUpKey(type))}
              </h2>
              <label htmlFor={toggle} className="flex cursor-pointer items-center gap-2 text-sm font-bold text-slate-700">
                <input
                  id={toggle}
                  type="checkbox"
                  role="switch"
                  checked={p.enabled}
                  onChange={(event) => props.onChange(type, { enabled: event.currentTarget.checked })}
                  data-testid={toggle}
                  className="size-5 cursor-pointer accent-sky-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
                />
                {t("settings.powerUp.enabled")}
              </label>
            </div>
            <div className="mt-4 grid gap-4">
              {POWER_UP_FIELDS.map((field: PowerUpField) => (
                <Slider
                  key={field}
                  id={`settings-${type}-${field}`}
                  label={t(powerUpFieldKey(field))}
                  value={p[field]}
                  limit={powerUpLimit(field)}
                  disabled={!p.enabled}
                  onChange={(value) => props.onChange(type, { [field]: value })}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

const LEVEL_STYLE = {
  easy: "bg-emerald-100 text-emerald-900 ring-emerald-200",
  medium: "bg-amber-100 text-amber-900 ring-amber-200",
  hard: "bg-rose-100 text-rose-900 ring-rose-200",
} as const;

export function DifficultyIndicator({ settings }: { settings: GameSettings }) {
  const t = useAdminT();
  const score = difficultyScore(settings);
  const level = difficultyLevel(score);
  const format = useNumberFormat();
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-sky-100" data-testid="settings-difficulty" data-level={level}>
      <div className="flex flex-wrap items-center gap-3" aria-live="polite">
        <span className="font-bold text-ink">{t("settings.difficulty")}</span>
        <span className={`rounded-full px-3 py-1 text-sm font-black ring-1 ${LEVEL_STYLE[level]}`} data-testid="settings-difficulty-level">
          {t(`settings.difficulty.${level}`)}
        </span>
        <span className="text-sm text-slate-500 tabular-nums" data-testid="settings-difficulty-score">
          {t("settings.difficulty.score", { score: format(score) })}
        </span>
      </div>
      {level === "hard" ? (
        <p
          className="mt-3 rounded-xl bg-rose-50 px-3 py-2 text-sm font-semibold text-rose-800"
          role="alert"
          data-testid="settings-difficulty-warning"
        >
          {t("settings.difficulty.warning")}
        </p>
      ) : null}
    </div>
  );
}
