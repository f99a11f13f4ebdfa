import { type StatusTone, statusTone } from '../../../../contract/order.ts';
import { statusText } from '../order-texts.ts';

// Badge colours (rules/accounts §4): Delivered green; Cancelled and Returned red; Processing blue;
// Shipping and In-Transit info (teal); Pending warning (amber); the others grey.
const TONE_CLASSES: Record<StatusTone, { badge: string; dot: string }> = {
  success: { badge: 'bg-mint text-leaf', dot: 'bg-leaf' },
  danger: { badge: 'bg-[#fde4e1] text-danger', dot: 'bg-danger' },
  primary: { badge: 'bg-accent-soft text-accent-strong', dot: 'bg-accent' },
  info: { badge: 'bg-cyan-100 text-cyan-900', dot: 'bg-cyan-600' },
  warning: { badge: 'bg-butter text-amber-900', dot: 'bg-amber-500' },
  neutral: { badge: 'bg-[#efeae1] text-ink', dot: 'bg-ink-soft' },
};

/** The order's status as a coloured pill; `data-tone` names the colour for tests and styles. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const tone = statusTone(status);
  const classes = TONE_CLASSES[tone];
  return (
    <span
      data-testid="order-status"
      data-tone={tone}
      className={`inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1 text-xs font-bold ${classes.badge}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${classes.dot}`} />
      {statusText(status)}
    </span>
  );
}
