import type { ReactNode } from 'react';

// The rows of a money summary (checkout, order detail): a label and an amount, then the total.
// Both sit inside a <dl>.

export function SummaryRow({
  label,
  children,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-right font-semibold text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function SummaryTotal({
  label,
  children,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-t border-dashed border-line pt-3">
      <dt className="font-bold text-ink">{label}</dt>
      <dd className="font-display text-xl font-extrabold text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
