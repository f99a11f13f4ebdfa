import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ORDER_TEXTS, pageOf } from '../order-texts.ts';

/** /order for the first page, /order?page=n for the others. */
export const pageLink = (page: number) => (page <= 1 ? ROUTES.orders : `${ROUTES.orders}?page=${page}`);
const stepClass = `${buttonStyles.secondary} px-4 py-2 text-sm`;

/** Previous and Next between pages of the list (the page is in the address, so Back works). */
export function OrdersPagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={ORDER_TEXTS.pagination} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className={stepClass}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {ORDER_TEXTS.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm font-semibold text-ink-soft">{pageOf(page, totalPages)}</p>
      {page < totalPages ? (
        <Link to={pageLink(page + 1)} className={stepClass}>
          {ORDER_TEXTS.next}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
