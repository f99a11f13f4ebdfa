import { Skeleton, skeletonKeys } from '../../../components/Skeleton.tsx';
import { ORDER_TEXTS } from '../order-texts.ts';

/** Cards the size of order cards while the list loads. */
export function OrderListSkeleton() {
  return (
    <div data-testid="orders-skeleton">
      <span className="sr-only" role="status">
        {ORDER_TEXTS.loadingList}
      </span>
      <ul className="flex flex-col gap-4" aria-hidden="true">
        {skeletonKeys(3).map((key) => (
          <li key={key} className="overflow-hidden rounded-card bg-paper ring-1 ring-line/60">
            <div className="flex justify-between gap-3 border-b border-line/70 px-4 py-3">
              <div className="flex flex-col gap-2">
                <Skeleton className="h-5 w-36 rounded-full" />
                <Skeleton className="h-3.5 w-44 rounded-full" />
              </div>
              <Skeleton className="h-6 w-24 rounded-full" />
            </div>
            <div className="flex gap-3 px-4 py-4">
              <Skeleton className="aspect-[4/5] w-16 shrink-0 rounded-xl sm:w-20" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-3/4 rounded-full" />
                <Skeleton className="h-3.5 w-1/2 rounded-full" />
              </div>
            </div>
            <div className="border-t border-dashed border-line px-4 py-3">
              <Skeleton className="h-9 w-full rounded-full md:w-64" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The blocks of the detail page while the order loads. */
export function OrderDetailSkeleton() {
  return (
    <div data-testid="order-skeleton">
      <span className="sr-only" role="status">
        {ORDER_TEXTS.loadingDetail}
      </span>
      <div className="flex flex-col gap-4" aria-hidden="true">
        <Skeleton className="h-20 rounded-card" />
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="flex flex-col gap-4">
            <Skeleton className="h-56 rounded-card" />
            <Skeleton className="h-40 rounded-card" />
          </div>
          <div className="flex flex-col gap-4">
            <Skeleton className="h-40 rounded-card" />
            <Skeleton className="h-64 rounded-card" />
          </div>
        </div>
      </div>
    </div>
  );
}
