import type { TFunction } from 'i18next';
import { Ruler, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail, Variant } from '../../../../../contract/catalog.ts';
import type { ChildProfile } from '../../../../../contract/child-profile.ts';
import type { SizeFit } from '../../../../../contract/size-chart.ts';
import { knownText } from '../../../../lib/known-text.ts';
import { useChildren, useSizeChart } from './api.ts';
import { SizeChartSheet } from './SizeChartSheet.tsx';
import { childLabel, hasSizeChart, inStock, sizeForChild } from './size-help-rules.ts';

// The product page's size help: the "Size chart" button beside the Size legend (with its sheet), and the
// child's size picked for a signed-in shopper whose account keeps children. With one child, or once the
// shopper taps one of several, the page chooses the size that fits that child when the colour has it in
// stock, until the shopper chooses a size themselves; the spec's first-size default stays otherwise.

export interface SizeHelpInput {
  product: Pick<ProductDetail, '_id' | 'variants'>;
  variant: Pick<Variant, 'sizes' | 'colorName'> | undefined;
  /** The size chosen on the page now. */
  size: string | null;
  /** The page started from a choice of the shopper's (a press resumed after signing in). */
  resumed: boolean;
  /** Sets the page's size. */
  choose: (size: string) => void;
}

export interface SizeHelp {
  productId: string;
  /** Whether the product has a chart (age or shoe sizes; free size has none). */
  charted: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  kids: readonly ChildProfile[];
  /** The child whose size the page picks, when there is one. */
  child: ChildProfile | undefined;
  /** What the chart says fits that child (undefined until known). */
  fit: SizeFit | undefined;
  /** The shopper chose a size themselves: the child's size is no longer picked for them. */
  byHand: boolean;
  colourName: string | null;
  inStock: (size: string) => boolean;
  /** A size chosen on the page by the shopper (a size button, the chart's "Select"). */
  choseByHand: () => void;
  /** The helper's "Select 3-4Y": the size is chosen and the sheet closes. */
  select: (size: string) => void;
  /** One of several children tapped: their size is picked. */
  pickChild: (id: string) => void;
  /** The size chosen on the page now. */
  size: string | null;
}

export function useSizeHelp({ product, variant, size, resumed, choose }: SizeHelpInput): SizeHelp {
  const charted = hasSizeChart(product);
  const kids = useChildren(charted);
  const [open, setOpen] = useState(false);
  const [byHand, setByHand] = useState(resumed);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [today] = useState(() => new Date());
  const child = kids.length === 1 ? kids[0] : kids.find((kid) => kid._id === pickedId);
  // The chart is read when opened, or to pick a child's size (only for shoppers with children).
  const chart = useSizeChart(product._id, open || (charted && child !== undefined));
  const fit = child && chart.data ? sizeForChild(chart.data.rows, child, today) : undefined;
  const childSize = fit?.size;
  const available = childSize !== undefined && inStock(variant, childSize);

  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  useEffect(() => {
    if (byHand || !available || childSize === undefined || size === childSize) return;
    chooseRef.current(childSize);
  }, [byHand, available, childSize, size]);

  return {
    productId: product._id,
    charted,
    open,
    setOpen,
    kids,
    child,
    fit,
    byHand,
    colourName: variant?.colorName ?? null,
    inStock: (candidate) => inStock(variant, candidate),
    choseByHand: () => setByHand(true),
    select: (chosen) => {
      setByHand(true);
      choose(chosen);
      setOpen(false);
    },
    pickChild: (id) => {
      setPickedId(id);
      setByHand(false);
    },
    size,
  };
}

/** "Size chart", beside the Size legend; nothing for a product without a chart. */
export function SizeChartButton({ help, className = '' }: { help: SizeHelp; className?: string }) {
  const { t } = useTranslation('catalog');
  if (!help.charted) return null;
  return (
    <SizeChartSheet
      trigger={
        <button
          type="button"
          className={`inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-accent-strong hover:underline ${className}`}
        >
          <Ruler className="size-4" aria-hidden="true" />
          {t('product.sizeChart.title')}
        </button>
      }
      productId={help.productId}
      open={help.open}
      onOpenChange={help.setOpen}
      kids={help.kids}
      inStock={help.inStock}
      colourName={help.colourName}
      onSelect={help.select}
    />
  );
}

/** What the page says about a child's size, if anything; `picked` when the page chose it. */
function childNote(
  help: SizeHelp,
  today: Date,
  t: TFunction<'catalog'>,
): { text: string; picked: boolean } | null {
  const { child, fit } = help;
  if (!child || !fit || help.byHand) return null;
  const who = childLabel(child, today);
  if (fit.size === undefined) {
    const reason = knownText(fit.reason);
    return {
      text: t('product.sizeChart.childNoFit', {
        child: who,
        reason: `${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
      }),
      picked: false,
    };
  }
  if (help.size === fit.size) {
    return { text: t('product.sizeChart.picked', { size: fit.size, child: who }), picked: true };
  }
  if (!help.inStock(fit.size)) {
    return {
      text: help.colourName
        ? t('product.sizeChart.childSoldOutIn', { size: fit.size, child: who, colour: help.colourName })
        : t('product.sizeChart.childSoldOutHere', { size: fit.size, child: who }),
      picked: false,
    };
  }
  return null;
}

/**
 * Under the sizes: the children to pick a size for (when there are several), and what was picked
 * ("Picked 3-4Y for Aarav (3Y)").
 */
export function ChildSizeNote({ help }: { help: SizeHelp }) {
  const { t } = useTranslation('catalog');
  const today = new Date();
  const note = childNote(help, today, t);
  const several = help.charted && help.kids.length > 1;
  if (!several && !note) return null;
  return (
    <div className="mt-3 flex flex-col gap-2">
      {several ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t('product.sizeChart.pickFor')}</legend>
          <span className="text-sm font-semibold text-ink-soft" aria-hidden="true">
            {t('product.sizeChart.sizeFor')}
          </span>
          {help.kids.map((kid) => (
            <button
              key={kid._id}
              type="button"
              aria-pressed={help.child?._id === kid._id && !help.byHand}
              onClick={() => help.pickChild(kid._id)}
              className={`h-8 rounded-full border px-3 text-sm font-semibold transition ${
                help.child?._id === kid._id && !help.byHand
                  ? 'border-accent bg-accent-soft text-accent-strong'
                  : 'border-line bg-paper text-ink hover:border-accent hover:text-accent'
              }`}
            >
              {childLabel(kid, today)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {note ? (
        <p
          className={`flex items-center gap-1.5 text-sm font-semibold ${note.picked ? 'text-leaf' : 'text-ink-soft'}`}
          data-testid="child-size-note"
        >
          {note.picked ? <Sparkles className="size-4 shrink-0" aria-hidden="true" /> : null}
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
