import { Check } from 'lucide-react';
import { useId } from 'react';
import type { Address } from '../../../../contract/address.ts';
import { codCovers } from '../../../../contract/delivery.ts';
import { AddressSummary } from '../../../components/AddressSummary.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { ADDRESS_SAYS, codOverLimitText } from '../address-texts.ts';

/**
 * Why this address cannot take this order, or null when it can (decision 020): the shop does not
 * deliver there, or the order is more cash than a courier collects there. Without an order, only the
 * first.
 */
export function addressRefusal(address: Address, orderTotal: number | undefined): string | null {
  if (!address.serviceable) return ADDRESS_SAYS.notServiceable;
  if (orderTotal !== undefined && !codCovers(address.codLimit, orderTotal)) {
    return codOverLimitText(formatRupees(address.codLimit ?? 0), formatRupees(orderTotal));
  }
  return null;
}

/**
 * The addresses with one choice among them (rules/accounts §2: a single-select checkbox on each). Built as
 * a radio group, which is what a single choice is to assistive technology and the keyboard (arrow
 * keys move the choice), drawn as check boxes as the spec shows them.
 */
export function SelectableAddressList({
  addresses,
  selectedId,
  onSelect,
  labelledBy,
  grid,
  orderTotal,
}: {
  addresses: Address[];
  selectedId: string | null;
  onSelect: (address: Address) => void;
  labelledBy: string;
  grid: string;
  /** The cash the open checkout will collect: addresses that cannot take it are marked and disabled. */
  orderTotal?: number | undefined;
}) {
  const group = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy}>
      <ul className={grid}>
        {addresses.map((address) => {
          const nameId = `${group}-${address._id}-name`;
          const detailsId = `${group}-${address._id}-details`;
          const refusal = addressRefusal(address, orderTotal);
          const refusalId = `${group}-${address._id}-refusal`;
          return (
            <li key={address._id} data-testid="address-choice" data-refused={refusal !== null}>
              <label
                className={`flex h-full gap-3 rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 transition-shadow has-[:checked]:ring-2 has-[:checked]:ring-accent ${
                  refusal ? 'cursor-not-allowed opacity-80' : 'cursor-pointer hover:ring-accent/50'
                }`}
              >
                <span className="relative mt-0.5 grid size-6 shrink-0 place-items-center">
                  <input
                    type="radio"
                    name={group}
                    value={address._id}
                    checked={address._id === selectedId && refusal === null}
                    disabled={refusal !== null}
                    onChange={() => onSelect(address)}
                    aria-labelledby={nameId}
                    aria-describedby={refusal ? `${detailsId} ${refusalId}` : detailsId}
                    className="peer absolute inset-0 m-0 cursor-pointer appearance-none rounded-md border-2 border-ink-soft/50 bg-paper checked:border-accent checked:bg-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
                  />
                  <Check
                    className="pointer-events-none relative size-4 text-white opacity-0 peer-checked:opacity-100"
                    strokeWidth={3}
                    aria-hidden="true"
                  />
                </span>
                <span className="min-w-0 flex-1">
                  <AddressSummary address={address} nameId={nameId} detailsId={detailsId} />
                  {refusal ? (
                    <span id={refusalId} className="mt-2 block text-sm font-semibold text-danger">
                      {refusal}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
