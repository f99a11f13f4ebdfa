import { Check, CircleDot, X } from 'lucide-react';
import type { Order } from '../../../../contract/order.ts';
import { longDate, ORDER_TEXTS, reasonText } from '../order-texts.ts';
import { orderTimeline, type TimelineTone } from '../order-timeline.ts';

const DOT: Record<TimelineTone, { className: string; icon: typeof Check }> = {
  done: { className: 'bg-leaf text-white', icon: Check },
  active: { className: 'bg-accent text-white', icon: CircleDot },
  stopped: { className: 'bg-danger text-white', icon: X },
};

/** Where the order is (rules/accounts §4 Timeline): Order Placed, then the stage it has reached. */
export function OrderTimeline({ order }: { order: Order }) {
  const entries = orderTimeline(order);
  return (
    <section
      aria-labelledby="order-timeline"
      className="rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 sm:p-5"
    >
      <h2 id="order-timeline" className="font-display text-lg font-extrabold text-ink">
        {ORDER_TEXTS.timeline}
      </h2>
      <ol className="mt-4 flex flex-col" data-testid="order-timeline">
        {entries.map((entry, index) => {
          const dot = DOT[entry.tone];
          const Icon = dot.icon;
          const last = index === entries.length - 1;
          const date = longDate(entry.date);
          return (
            <li key={entry.key} className="relative flex gap-3 pb-5 last:pb-0" data-testid="timeline-entry">
              {last ? null : (
                <span aria-hidden="true" className="absolute left-[0.9375rem] top-8 bottom-0 w-0.5 bg-line" />
              )}
              <span
                aria-hidden="true"
                className={`relative grid size-8 shrink-0 place-items-center rounded-full ${dot.className}`}
              >
                <Icon className="size-4" strokeWidth={2.5} />
              </span>
              <div className="min-w-0 flex-1 pt-1">
                <p className="font-bold text-ink">{entry.title}</p>
                {date ? (
                  <p className="text-sm text-ink-soft">
                    <time dateTime={entry.date}>{date}</time>
                  </p>
                ) : null}
                {entry.note ? <p className="text-sm text-ink-soft">{entry.note}</p> : null}
                {entry.reason ? (
                  <p className="mt-1 text-sm text-ink">
                    <span className="text-ink-soft">{ORDER_TEXTS.reason}: </span>
                    <span className="font-semibold">{reasonText(entry.reason)}</span>
                  </p>
                ) : null}
                {entry.description ? (
                  <p className="mt-0.5 break-words text-sm italic text-ink-soft">“{entry.description}”</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
