// The create / edit dialog: name, description, criteria rows, a live count of the matching players
// (asked ~300 ms after the criteria stop changing), and 'Create Segment' (or 'Save Changes').
import { useEffect, useId, useState } from "react";
import { useAdminT } from "../../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import {
  ACHIEVEMENTS,
  OPERATORS,
  TYPES,
  achievementName,
  isNumberType,
  localeNames,
  locales,
  newRow,
  operatorLabel,
  toCriteria,
  toRows,
  typeLabel,
  withOperator,
  type Criterion,
  type CriterionType,
  type RowState,
} from "./criteria.ts";
import { Modal, buttonClass, inputClass, quietButtonClass } from "../ui.tsx";
import { postSegments } from "./api.ts";

export interface SegmentView {
  id: string;
  name: string;
  description: string;
  criteria: Criterion[];
  players: number;
  updatedAt: number;
  updatedBy: string | null;
}

export const COUNT_DEBOUNCE_MS = 300;

type CountState = { kind: "counting" } | { kind: "count"; players: number } | { kind: "incomplete" } | { kind: "error"; message: string };

export function SegmentDialog(props: {
  open: boolean;
  editing: SegmentView | null;
  onClose: () => void;
  onSaved: (segment: SegmentView, created: boolean) => void;
}) {
  const titleId = useId();
  return (
    <Modal open={props.open} onClose={props.onClose} labelledBy={titleId} testId="segment-dialog" wide>
      {/* Mounted only while open: each opening starts from the segment (or an empty form). */}
      <SegmentForm
        key={props.editing?.id ?? "new"}
        titleId={titleId}
        editing={props.editing}
        onClose={props.onClose}
        onSaved={props.onSaved}
      />
    </Modal>
  );
}

function SegmentForm(props: {
  titleId: string;
  editing: SegmentView | null;
  onClose: () => void;
  onSaved: (segment: SegmentView, created: boolean) => void;
}) {
  const t = useAdminT();
  const { editing, titleId } = props;
  const [name, setName] = useState(editing?.name ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [rows, setRows] = useState<RowState[]>(() => (editing ? toRows(editing.criteria) : []));
  const [counted, setCounted] = useState<{ key: string; state: CountState } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const criteria = toCriteria(rows);
  const criteriaKey = criteria ? JSON.stringify(criteria) : null;
  const count: CountState =
    criteriaKey === null ? { kind: "incomplete" } : counted?.key === criteriaKey ? counted.state : { kind: "counting" };

  // The live count: asked once the criteria rest for COUNT_DEBOUNCE_MS; a newer request cancels the older.
  useEffect(() => {
    if (criteriaKey === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const body = { action: "count", criteria: JSON.parse(criteriaKey) };
      let result = await postSegments(body, controller.signal);
      // A count only reads: one retry covers a kept-alive connection the server had just closed.
      if (!result.ok && result.message === null && !controller.signal.aborted) result = await postSegments(body, controller.signal);
      if (controller.signal.aborted) return;
      setCounted({
        key: criteriaKey,
        state: result.ok
          ? { kind: "count", players: (result.body as { players: number }).players }
          : { kind: "error", message: result.message ?? t("segments.network") },
      });
    }, COUNT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [criteriaKey, t]);

  const update = (key: number, change: (row: RowState) => RowState) =>
    setRows((current) => current.map((row) => (row.key === key ? change(row) : row)));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (name.trim() === "" || description.trim() === "") {
      setError(t("segments.required"));
      return;
    }
    if (criteria === null) {
      setError(t("segments.count.incomplete"));
      return;
    }
    setSaving(true);
    setError(null);
    const body = editing
      ? { action: "update", id: editing.id, name, description, criteria }
      : { action: "create", name, description, criteria };
    const result = await postSegments(body);
    setSaving(false);
    if (!result.ok) {
      setError(t("segments.failed", { message: result.message ?? t("segments.network") }));
      return;
    }
    props.onSaved((result.body as { segment: SegmentView }).segment, !editing);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <h2 id={titleId} className="text-2xl font-black">
        {t(editing ? "segments.dialog.edit" : "segments.dialog.create")}
      </h2>
      <label className="grid gap-1 text-sm font-bold">
        {t("segments.name")}
        <input
          className={inputClass}
          value={name}
          maxLength={100}
          required
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          data-testid="segment-name"
        />
      </label>
      <label className="grid gap-1 text-sm font-bold">
        {t("segments.description")}
        <textarea
          className={`${inputClass} min-h-20`}
          value={description}
          maxLength={500}
          required
          onChange={(e) => {
            setDescription(e.target.value);
            setError(null);
          }}
          data-testid="segment-description"
        />
      </label>

      <fieldset className="grid gap-3">
        <legend className="text-sm font-bold">{t("segments.criteria")}</legend>
        <p className="text-sm text-slate-600">{t("segments.criteria.help")}</p>
        <ol className="grid gap-3" data-testid="segment-criteria">
          {rows.map((row, index) => (
            <CriterionRow
              key={row.key}
              row={row}
              n={index + 1}
              onChange={(change) => update(row.key, change)}
              onRemove={() => setRows((current) => current.filter((r) => r.key !== row.key))}
            />
          ))}
        </ol>
        <div>
          <button
            type="button"
            className={quietButtonClass}
            onClick={() => setRows((current) => [...current, newRow()])}
            data-testid="segment-add-criterion"
          >
            + {t("segments.criteria.add")}
          </button>
        </div>
      </fieldset>

      <p
        role="status"
        aria-live="polite"
        className="rounded-2xl bg-sky-50 px-4 py-3 font-bold text-ink"
        data-testid="segment-live-count"
        data-kind={count.kind}
      >
        {count.kind === "count"
          ? t("segments.count.live", { count: count.players })
          : count.kind === "counting"
            ? t("segments.count.counting")
            : count.kind === "incomplete"
              ? t("segments.count.incomplete")
              : count.kind === "error"
                ? t("segments.count.failed", { message: count.message })
                : "\u00a0"}
      </p>

      {error ? (
        <p role="alert" className="text-sm font-semibold text-rose-700" data-testid="segment-error">
          {error}
        </p>
      ) : null}

      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={quietButtonClass} onClick={props.onClose}>
          {t("segments.cancel")}
        </button>
        <button type="submit" className={buttonClass} disabled={saving} data-testid="segment-submit">
          {saving ? t("segments.saving") : t(editing ? "segments.save" : "segments.create")}
        </button>
      </div>
    </form>
  );
}

function CriterionRow(props: { row: RowState; n: number; onChange: (change: (row: RowState) => RowState) => void; onRemove: () => void }) {
  const t = useAdminT();
  const locale = useLocale();
  const { row, n } = props;
  const ids = useId();
  const selectClass = `${inputClass} pr-8`;
  const setValue = (value: string | string[]) => props.onChange((r) => ({ ...r, value }));
  return (
    <li
      className="grid gap-2 rounded-2xl p-3 ring-1 ring-sky-100 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,0.8fr)_minmax(0,1.4fr)_auto] sm:items-end"
      data-testid="segment-criterion"
      aria-label={t("segments.criteria.row", { n })}
    >
      <label className="grid gap-1 text-xs font-bold text-slate-600">
        {t("segments.criteria.type")}
        <select
          className={selectClass}
          value={row.type}
          onChange={(e) => props.onChange(() => ({ ...newRow(e.target.value as CriterionType), key: row.key }))}
          data-testid="criterion-type"
        >
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel(t, type)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-xs font-bold text-slate-600">
        {t("segments.criteria.operator")}
        <select
          className={selectClass}
          value={row.operator}
          onChange={(e) => props.onChange((r) => withOperator(r, e.target.value))}
          data-testid="criterion-operator"
        >
          {OPERATORS[row.type].map((operator) => (
            <option key={operator} value={operator}>
              {operatorLabel(t, operator)}
            </option>
          ))}
        </select>
      </label>
      <ValueInput row={row} id={`${ids}-value`} setValue={setValue} locale={locale} />
      <button
        type="button"
        className={`${quietButtonClass} sm:mb-0.5`}
        onClick={props.onRemove}
        aria-label={t("segments.criteria.remove", { n })}
        data-testid="criterion-remove"
      >
        ✕
      </button>
    </li>
  );
}

function ValueInput(props: { row: RowState; id: string; setValue: (value: string | string[]) => void; locale: string }) {
  const t = useAdminT();
  const { row, setValue } = props;
  const text = Array.isArray(row.value) ? "" : row.value;
  const label = "grid gap-1 text-xs font-bold text-slate-600";
  const selectClass = `${inputClass} pr-8`;
  if (isNumberType(row.type)) {
    const money = row.type === "total_spent";
    return (
      <label className={label}>
        {money ? `${t("segments.criteria.value")} (USD)` : t("segments.criteria.value")}
        <input
          className={inputClass}
          type="number"
          inputMode={money ? "decimal" : "numeric"}
          min={0}
          step={money ? 0.01 : 1}
          value={text}
          onChange={(e) => setValue(e.target.value)}
          data-testid="criterion-value"
        />
      </label>
    );
  }
  if (
    row.type === "account_type" ||
    row.type === "newsletter" ||
    row.type === "achievement" ||
    (row.type === "language" && row.operator !== "in")
  ) {
    const options: Array<[string, string]> =
      row.type === "account_type"
        ? [
            ["account", t("segments.value.account")],
            ["guest", t("segments.value.guest")],
          ]
        : row.type === "newsletter"
          ? [
              ["true", t("segments.value.consented")],
              ["false", t("segments.value.notConsented")],
            ]
          : row.type === "achievement"
            ? ACHIEVEMENTS.map((a) => [a.id, achievementName(a.id)])
            : locales.map((code) => [code, localeNames[code]]);
    return (
      <label className={label}>
        {t("segments.criteria.value")}
        <select className={selectClass} value={text} onChange={(e) => setValue(e.target.value)} data-testid="criterion-value">
          {options.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (row.type === "language") {
    const chosen = Array.isArray(row.value) ? row.value : [row.value];
    return (
      <fieldset className="grid gap-1" data-testid="criterion-value">
        <legend className="text-xs font-bold text-slate-600">{t("segments.value.languages")}</legend>
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {locales.map((code) => (
            <label key={code} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-sky-600"
                checked={chosen.includes(code)}
                onChange={(e) => setValue(e.target.checked ? [...chosen, code] : chosen.filter((c) => c !== code))}
              />
              {localeNames[code]}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  // Country: one code, or several separated by commas.
  const many = row.operator === "in";
  return (
    <label className={label}>
      {t(many ? "segments.value.countries" : "segments.value.country")}
      <input
        className={`${inputClass} uppercase`}
        value={text}
        maxLength={many ? 300 : 2}
        autoCapitalize="characters"
        onChange={(e) => setValue(e.target.value)}
        data-testid="criterion-value"
      />
    </label>
  );
}
