import { Ruler } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildProfile } from '../../../../../contract/child-profile.ts';
import {
  SIZE_CHART_MESSAGES,
  type SizeChartRow,
  type SizeFit,
  sizeForAge,
  sizeForHeight,
} from '../../../../../contract/size-chart.ts';
import { buttonStyles } from '../../../../components/button-styles.ts';
import { knownText } from '../../../../lib/known-text.ts';
import { childLabel, childMonths } from './size-help-rules.ts';

// "Which size?": the child's age (years and months) or height (cm) gives the size that fits, which the
// table marks and the shopper may select on the page. A signed-in shopper's children fill it in one tap.

type Mode = 'age' | 'height';

/** Children up to this many years old: the account keeps children under 16. */
const YEARS = Array.from({ length: 16 }, (_, index) => index);
const MONTHS = Array.from({ length: 12 }, (_, index) => index);

export interface WhichSizeProps {
  rows: readonly SizeChartRow[];
  /** The signed-in shopper's children (chips that fill the helper). */
  kids: readonly ChildProfile[];
  /** Whether the chosen colour has the size in stock. */
  inStock: (size: string) => boolean;
  colourName: string | null;
  /** The size found (or none), for the table to mark. */
  onFound: (size: string | undefined) => void;
  /** Selects the size on the page. */
  onSelect: (size: string) => void;
}

const field =
  'h-11 rounded-xl border border-line bg-paper px-3 text-base text-ink focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30';

export function WhichSize({ rows, kids, inStock, colourName, onFound, onSelect }: WhichSizeProps) {
  const id = useId();
  const { t } = useTranslation('catalog');
  const [mode, setMode] = useState<Mode>('age');
  const [yearsOld, setYearsOld] = useState('');
  const [monthsOld, setMonthsOld] = useState('0');
  const [height, setHeight] = useState('');
  const [result, setResult] = useState<SizeFit | null>(null);
  /** The size the shopper tried to select while it is sold out in the colour. */
  const [soldOut, setSoldOut] = useState<string | null>(null);

  function show(fit: SizeFit) {
    setResult(fit);
    setSoldOut(null);
    onFound(fit.size);
  }

  function find(by: Mode, values: { years: string; months: string; height: string }) {
    if (by === 'age') {
      if (values.years === '') return show({ size: undefined, reason: SIZE_CHART_MESSAGES.enterAge });
      return show(sizeForAge(rows, Number(values.years) * 12 + Number(values.months)));
    }
    const cm = values.height.trim() === '' ? Number.NaN : Number(values.height);
    return show(sizeForHeight(rows, cm));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    find(mode, { years: yearsOld, months: monthsOld, height });
  }

  /** A child's chip: their age (and height, when the account has it) filled in, and the size found. */
  function forChild(child: ChildProfile) {
    const months = childMonths(child, new Date());
    const values = {
      years: String(Math.min(Math.floor(months / 12), YEARS.length - 1)),
      months: String(months % 12),
      height: child.heightCm === null ? '' : String(child.heightCm),
    };
    const by: Mode = child.heightCm === null ? 'age' : 'height';
    setYearsOld(values.years);
    setMonthsOld(values.months);
    setHeight(values.height);
    setMode(by);
    find(by, values);
  }

  function select(size: string) {
    if (inStock(size)) {
      onSelect(size);
      return;
    }
    setSoldOut(size);
  }

  const modeButton = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={`h-9 flex-1 rounded-full px-4 text-sm font-semibold transition ${
        mode === value ? 'bg-paper text-accent-strong shadow-soft' : 'text-ink-soft hover:text-ink'
      }`}
    >
      {label}
    </button>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card bg-cream p-4 ring-1 ring-line/70">
      <h3
        id={`${id}-title`}
        className="flex items-center gap-2 font-display text-base font-extrabold text-ink"
      >
        <Ruler className="size-4 text-accent" aria-hidden="true" />
        {t('product.sizeChart.whichSize')}
      </h3>

      {kids.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('product.sizeChart.yourChildren')}>
          {kids.map((child) => (
            <li key={child._id}>
              <button
                type="button"
                onClick={() => forChild(child)}
                className="h-9 rounded-full border border-accent/40 bg-paper px-3.5 text-sm font-semibold text-accent-strong hover:border-accent hover:bg-accent-soft"
              >
                {t('product.sizeChart.forChild', { child: childLabel(child, new Date()) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <fieldset className="mt-3 flex gap-1 rounded-full bg-line/60 p-1">
        <legend className="sr-only">{t('product.sizeChart.findBy')}</legend>
        {modeButton('age', t('product.sizeChart.byAge'))}
        {modeButton('height', t('product.sizeChart.byHeight'))}
      </fieldset>

      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
        {mode === 'age' ? (
          <>
            <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
              {t('product.sizeChart.years')}
              <select
                className={`${field} w-24`}
                value={yearsOld}
                onChange={(event) => setYearsOld(event.target.value)}
              >
                <option value="">–</option>
                {YEARS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
              {t('product.sizeChart.months')}
              <select
                className={`${field} w-24`}
                value={monthsOld}
                onChange={(event) => setMonthsOld(event.target.value)}
              >
                {MONTHS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : (
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
            {t('product.sizeChart.heightCm')}
            <input
              className={`${field} w-32`}
              type="number"
              inputMode="decimal"
              min={30}
              max={200}
              step="0.5"
              value={height}
              onChange={(event) => setHeight(event.target.value)}
            />
          </label>
        )}
        <button type="submit" className={`${buttonStyles.secondary} h-11`}>
          {t('product.sizeChart.findSize')}
        </button>
      </form>

      <div aria-live="polite" className="mt-3 empty:hidden">
        {result?.size ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <p className="font-semibold text-ink">{t('product.sizeChart.fitsBest', { size: result.size })}</p>
            <button
              type="button"
              onClick={() => select(result.size)}
              className={`${buttonStyles.primary} h-10 py-0`}
            >
              {t('product.sizeChart.select', { size: result.size })}
            </button>
          </div>
        ) : result ? (
          <p className="font-semibold text-danger">{knownText(result.reason ?? '')}</p>
        ) : null}
        {soldOut ? (
          <p className="mt-2 text-sm font-semibold text-danger">
            {colourName
              ? t('product.sizeChart.soldOutIn', { size: soldOut, colour: colourName })
              : t('product.sizeChart.soldOutHere', { size: soldOut })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
