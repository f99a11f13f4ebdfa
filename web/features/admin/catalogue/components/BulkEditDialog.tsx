import { useEffect, useState } from 'react';
import {
  type AdminProductBulkBody,
  adminProductBulkBody,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '../../../../../contract/admin-products.ts';
import { Field, FormDialog, inputClass, RadioChoice } from '../../ui.tsx';

// One change for every selected product: its price, its stock or its status. The contract's schema
// checks it before it is sent; the server then changes or refuses each product on its own.

export type BulkKind = 'price' | 'stock' | 'status';
export type BulkChange = Omit<AdminProductBulkBody, 'productIds'>;

type PriceMode = 'set' | 'percent' | 'amount';
type StockMode = 'set' | 'add';

const PRICE_MODES: { mode: PriceMode; label: string; value: string; hint: string }[] = [
  { mode: 'set', label: 'Set the price', value: 'New price (₹)', hint: 'Every colour gets this price.' },
  {
    mode: 'percent',
    label: 'Change by %',
    value: 'Change (%)',
    hint: 'A minus cuts: −10 takes a tenth off every colour’s price.',
  },
  {
    mode: 'amount',
    label: 'Change by ₹',
    value: 'Change (₹)',
    hint: 'A minus cuts: −50 takes ₹50 off every colour’s price.',
  },
];
const STOCK_MODES: { mode: StockMode; label: string; value: string; hint: string }[] = [
  { mode: 'set', label: 'Set the stock', value: 'Pieces per size', hint: 'Every size gets this stock.' },
  {
    mode: 'add',
    label: 'Add to the stock',
    value: 'Pieces to add per size',
    hint: 'A minus takes away; stock never goes below zero.',
  },
];

const TITLES: Record<BulkKind, string> = {
  price: 'Change price',
  stock: 'Change stock',
  status: 'Set status',
};

/** A placeholder id so the contract's schema can check the change alone (the real ids are added after). */
const ANY_ID = '00000000-0000-4000-8000-000000000000';

export function BulkEditDialog({
  kind,
  count,
  busy,
  onClose,
  onApply,
}: {
  /** The change the dialog asks for; null keeps it closed. */
  kind: BulkKind | null;
  count: number;
  busy: boolean;
  onClose: () => void;
  onApply: (change: BulkChange) => void;
}) {
  const [priceMode, setPriceMode] = useState<PriceMode>('percent');
  const [stockMode, setStockMode] = useState<StockMode>('set');
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<ProductStatus>('live');
  const [error, setError] = useState<string | undefined>();

  // Each opening starts clean.
  useEffect(() => {
    if (kind) {
      setValue('');
      setError(undefined);
    }
  }, [kind]);

  function submit() {
    const number = value.trim() === '' ? Number.NaN : Number(value);
    if (kind !== 'status' && !Number.isFinite(number)) {
      setError(kind === 'price' ? 'Enter an amount.' : 'Enter a number of pieces.');
      return;
    }
    const change: BulkChange =
      kind === 'price'
        ? { price: { mode: priceMode, value: number } }
        : kind === 'stock'
          ? { stock: { mode: stockMode, value: number } }
          : { status };
    const checked = adminProductBulkBody.safeParse({ productIds: [ANY_ID], ...change });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onApply(change);
  }

  const modes = kind === 'price' ? PRICE_MODES : STOCK_MODES;
  const chosen = kind === 'price' ? priceMode : stockMode;
  const current = modes.find((m) => m.mode === chosen) ?? modes[0];

  return (
    <FormDialog
      open={kind !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={kind ? TITLES[kind] : ''}
      description={`${count} selected ${count === 1 ? 'product' : 'products'}. Each is changed or refused on its own.`}
      busy={busy}
      submitLabel="Apply"
      busyLabel="Applying…"
      onSubmit={submit}
    >
      {kind === 'status' ? (
        <Field label="New status" error={error}>
          {(control) => (
            <select
              {...control}
              value={status}
              onChange={(event) => setStatus(event.target.value as ProductStatus)}
              className={inputClass}
            >
              {PRODUCT_STATUSES.map((choice) => (
                <option key={choice} value={choice}>
                  {PRODUCT_STATUS_LABELS[choice]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : kind ? (
        <>
          <RadioChoice
            legend="How"
            options={modes.map((m) => ({ value: m.mode, label: m.label }))}
            value={chosen}
            onChange={(mode) =>
              kind === 'price' ? setPriceMode(mode as PriceMode) : setStockMode(mode as StockMode)
            }
          />
          <Field label={current?.value ?? 'Value'} hint={current?.hint} error={error}>
            {(control) => (
              <input
                {...control}
                type="number"
                step={kind === 'stock' ? 1 : 'any'}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </>
      ) : null}
    </FormDialog>
  );
}
