import { type StatusTone, statusLabel, statusTone } from '../../../../../contract/order.ts';

const TONES: Record<StatusTone, string> = {
  success: 'bg-mint text-leaf',
  danger: 'bg-[#fde4e1] text-danger',
  primary: 'bg-accent-soft text-accent-strong',
  info: 'bg-cyan-100 text-cyan-900',
  warning: 'bg-butter text-amber-900',
  neutral: 'bg-[#efeae1] text-ink',
};

/** An order's status as a coloured pill (the storefront's colours, contract/order.ts). */
export function DeskStatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <span
      data-testid="status-badge"
      data-tone={tone}
      className={`inline-flex shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ${TONES[tone]}`}
    >
      {statusLabel(status)}
    </span>
  );
}
