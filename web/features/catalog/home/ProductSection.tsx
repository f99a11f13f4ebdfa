import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProductCard as ProductCardData } from '../../../../contract/catalog.ts';
import { ProductCard, ProductCardSkeleton } from '../../../components/ProductCard.tsx';
import { SectionError } from '../../../components/SectionError.tsx';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { skeletonKeys } from '../../../components/Skeleton.tsx';
import { ScrollRow } from './ScrollRow.tsx';

// Both layouts swipe on phones (two and a bit cards). `row` stays one scrolling line with arrows
// (about five cards across on a laptop); `grid` becomes four, then six columns from 768 / 1280 px.
const ROW_ITEM =
  'w-[44%] shrink-0 snap-start sm:w-[calc((100%-1.5rem)/3)] md:w-[calc((100%-3rem)/4)] lg:w-[calc((100%-4rem)/5)]';
const GRID =
  'no-scrollbar -mx-4 flex snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:gap-4 md:overflow-visible md:px-0 xl:grid-cols-6';
const GRID_ITEM = 'w-[44%] shrink-0 snap-start sm:w-[30%] md:w-auto';
const SKELETON_ROW = 'no-scrollbar -mx-4 flex gap-3 overflow-hidden px-4 pb-2 md:mx-0 md:gap-4 md:px-0';

export interface ProductSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  products: readonly ProductCardData[] | undefined;
  loading: boolean;
  /** The failure text, when the home data could not be loaded. */
  error: string | null;
  onRetry: () => void;
  emptyText: string;
  skeletons: number;
  /** An optional link beside the heading (e.g. all new arrivals). */
  action?: ReactNode;
  layout?: 'row' | 'grid';
}

/** New Arrivals and Featured Products: skeletons, an error banner, an empty text or product cards. */
export function ProductSection(props: ProductSectionProps) {
  const { id, title, subtitle, products, loading, error, onRetry, emptyText, skeletons, action } = props;
  const layout = props.layout ?? 'row';

  let body: ReactNode;
  if (loading) {
    body = (
      <ul
        className={layout === 'row' ? SKELETON_ROW : GRID}
        aria-hidden="true"
        data-testid={`${id}-skeletons`}
      >
        {skeletonKeys(skeletons).map((key) => (
          <li key={key} className={layout === 'row' ? ROW_ITEM : GRID_ITEM}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (error !== null) {
    body = <SectionError message={error} onRetry={onRetry} tone="alert" dismissible />;
  } else if (!products || products.length === 0) {
    body = <p className="rounded-2xl bg-paper/70 px-4 py-6 text-center text-ink-soft">{emptyText}</p>;
  } else {
    const cards = products.map((product) => (
      <li key={product._id} className={layout === 'row' ? ROW_ITEM : GRID_ITEM}>
        <ProductCard product={product} />
      </li>
    ));
    body =
      layout === 'row' ? (
        <ScrollRow label={title.toLowerCase()}>{cards}</ScrollRow>
      ) : (
        <ul className={GRID}>{cards}</ul>
      );
  }

  return (
    <section aria-labelledby={id}>
      <div className="flex items-end justify-between gap-4">
        <SectionHeading id={id} title={title}>
          {subtitle}
        </SectionHeading>
        {action && !loading && error === null && products && products.length > 0 ? (
          <div className="mb-4 shrink-0 md:mb-5">{action}</div>
        ) : null}
      </div>
      {body}
    </section>
  );
}

/** "View all" beside a section heading. */
export function ViewAll({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-bold text-accent-strong">
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </span>
  );
}
