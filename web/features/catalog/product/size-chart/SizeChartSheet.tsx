import * as Dialog from '@radix-ui/react-dialog';
import { RotateCw, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildProfile } from '../../../../../contract/child-profile.ts';
import { SIZE_CHART_MESSAGES } from '../../../../../contract/size-chart.ts';
import { buttonStyles } from '../../../../components/button-styles.ts';
import { Skeleton, skeletonKeys } from '../../../../components/Skeleton.tsx';
import { knownText } from '../../../../lib/known-text.ts';
import { isNoChart, useSizeChart } from './api.ts';
import { SizeChartTable } from './SizeChartTable.tsx';
import { WhichSize } from './WhichSize.tsx';

// The size chart of a product: a sheet from the bottom on phones (in thumb reach), a centred dialog from
// 768 px. Radix keeps the focus inside, and Escape or a tap on the backdrop closes it.

export interface SizeChartSheetProps {
  /** The button that opens it (focus goes back to it on close). */
  trigger: ReactNode;
  productId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kids: readonly ChildProfile[];
  inStock: (size: string) => boolean;
  colourName: string | null;
  /** Selects the size on the page (the sheet closes). */
  onSelect: (size: string) => void;
}

function ChartSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div className="flex flex-col gap-2" data-testid="size-chart-skeleton">
      <span className="sr-only" role="status">
        {t('product.sizeChart.loading')}
      </span>
      <Skeleton className="h-36 w-full rounded-card" />
      {skeletonKeys(5).map((key) => (
        <Skeleton key={key} className="h-8 w-full rounded-lg" />
      ))}
    </div>
  );
}

function ChartBody({
  productId,
  kids,
  inStock,
  colourName,
  onSelect,
}: Omit<SizeChartSheetProps, 'open' | 'onOpenChange' | 'trigger'>) {
  const chart = useSizeChart(productId, true);
  const [marked, setMarked] = useState<string | undefined>(undefined);
  const { t } = useTranslation('catalog');

  if (chart.isPending) return <ChartSkeleton />;
  if (chart.isError) {
    if (isNoChart(chart.error)) {
      return (
        <p className="text-sm text-ink-soft">
          {knownText(chart.error.message || SIZE_CHART_MESSAGES.noChart)}
        </p>
      );
    }
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm font-semibold text-ink">{knownText(SIZE_CHART_MESSAGES.loadFailed)}</p>
        <button type="button" onClick={() => void chart.refetch()} className={buttonStyles.secondary}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t('common:actions.tryAgain')}
        </button>
      </div>
    );
  }
  const { rows, kind, fitNote } = chart.data;
  return (
    <div className="flex flex-col gap-5">
      {fitNote ? (
        <p
          className="rounded-2xl bg-butter/70 px-3.5 py-2.5 text-sm font-semibold text-ink"
          data-testid="fit-note"
        >
          {knownText(fitNote)}
        </p>
      ) : null}
      <WhichSize
        rows={rows}
        kids={kids}
        inStock={inStock}
        colourName={colourName}
        onFound={setMarked}
        onSelect={onSelect}
      />
      <SizeChartTable rows={rows} kind={kind} marked={marked} />
    </div>
  );
}

export function SizeChartSheet({ trigger, open, onOpenChange, ...body }: SizeChartSheetProps) {
  const { t } = useTranslation('catalog');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      {/* Closed, nothing is drawn (see PictureViewer): no layout-effect work while the page hydrates. */}
      {open ? (
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-t-[1.5rem] bg-paper p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-soft ring-1 ring-line/60 focus:outline-none md:inset-x-auto md:bottom-auto md:left-1/2 md:top-1/2 md:w-[calc(100%-2rem)] md:max-w-2xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-[1.5rem] md:p-6"
          >
            <div
              className="mx-auto -mt-2 mb-3 h-1.5 w-10 rounded-full bg-line md:hidden"
              aria-hidden="true"
            />
            <div className="mb-4 flex items-start gap-3">
              <Dialog.Title className="min-w-0 flex-1 font-display text-xl font-extrabold text-ink">
                {t('product.sizeChart.title')}
              </Dialog.Title>
              <Dialog.Close
                aria-label={t('common:actions.close')}
                className="-mr-1 -mt-1 grid size-9 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
              >
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <ChartBody {...body} />
          </Dialog.Content>
        </Dialog.Portal>
      ) : null}
    </Dialog.Root>
  );
}
