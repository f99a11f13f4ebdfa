import { BadgeCheck, Hourglass } from 'lucide-react';
import { SELLER_MESSAGES, type SellerApplicationSummary } from '../../../../contract/seller.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { SELLER_TEXTS, sellerSays, submittedOn } from '../seller-texts.ts';

/** The day the application was sent, written long in the page's language (null: unreadable). */
const submittedDay = (iso: string): string | null => formatLongDate(iso) || null;

/** An application under review or approved: its status in place of the form. */
export function ApplicationStatus({ application }: { application: SellerApplicationSummary }) {
  const approved = application.status === 'approved';
  const day = submittedDay(application.createdAt);
  return (
    <section
      aria-labelledby="seller-status-heading"
      className="flex flex-col items-center gap-3 rounded-card bg-paper px-6 py-10 text-center shadow-soft ring-1 ring-line/60"
    >
      <span
        aria-hidden="true"
        className={`grid size-16 place-items-center rounded-full ${approved ? 'bg-mint text-leaf' : 'bg-butter text-ink'}`}
      >
        {approved ? <BadgeCheck className="size-8" /> : <Hourglass className="size-8" />}
      </span>
      <h2 id="seller-status-heading" className="font-display text-xl font-extrabold text-ink md:text-2xl">
        {sellerSays(approved ? SELLER_MESSAGES.approved : SELLER_MESSAGES.underReview)}
      </h2>
      <p className="font-semibold text-ink">
        {application.businessname}
        {application.storetype ? (
          <span className="font-normal text-ink-soft"> · {application.storetype}</span>
        ) : null}
      </p>
      {day ? <p className="text-sm text-ink-soft">{submittedOn(day)}</p> : null}
      <p className="max-w-md text-sm text-ink-soft">
        {approved ? SELLER_TEXTS.approvedNote : SELLER_TEXTS.reviewNote}
      </p>
    </section>
  );
}
