import { Check } from 'lucide-react';
import { useId } from 'react';
import type { Address } from '../../../../contract/address.ts';
import { AddressSummary } from '../../../components/AddressSummary.tsx';

/**
 * The addresses with one choice among them (accounts §2: a single-select checkbox on each). Built as
 * a radio group, which is what a single choice is to assistive technology and the keyboard (arrow
 * keys move the choice), drawn as check boxes as the spec shows them.
 */
export function SelectableAddressList({
  addresses,
  selectedId,
  onSelect,
  labelledBy,
  grid,
}: {
  addresses: Address[];
  selectedId: string | null;
  onSelect: (address: Address) => void;
  labelledBy: string;
  grid: string;
}) {
  const group = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy}>
      <ul className={grid}>
        {addresses.map((address) => {
          const nameId = `${group}-${address._id}-name`;
          const detailsId = `${group}-${address._id}-details`;
          return (
            <li key={address._id}>
              <label className="flex h-full cursor-pointer gap-3 rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 transition-shadow hover:ring-accent/50 has-[:checked]:ring-2 has-[:checked]:ring-accent">
                <span className="relative mt-0.5 grid size-6 shrink-0 place-items-center">
                  <input
                    type="radio"
                    name={group}
                    value={address._id}
                    checked={address._id === selectedId}
                    onChange={() => onSelect(address)}
                    aria-labelledby={nameId}
                    aria-describedby={detailsId}
                    className="peer absolute inset-0 m-0 cursor-pointer appearance-none rounded-md border-2 border-ink-soft/50 bg-paper checked:border-accent checked:bg-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
                  />
                  <Check
                    className="pointer-events-none relative size-4 text-white opacity-0 peer-checked:opacity-100"
                    strokeWidth={3}
                    aria-hidden="true"
                  />
                </span>
                <AddressSummary address={address} nameId={nameId} detailsId={detailsId} />
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
