import { useId } from 'react';
import type { Address } from '../../../../contract/address.ts';
import { AddressSummary } from '../../../components/AddressSummary.tsx';
import { DeleteAddressDialog } from './DeleteAddressDialog.tsx';
import { EditAddressDialog } from './EditAddressDialog.tsx';

/** The addresses of /manage-address, each with Edit and Delete. */
export function ManageableAddressList({ addresses, grid }: { addresses: Address[]; grid: string }) {
  const list = useId();
  return (
    <ul className={grid}>
      {addresses.map((address) => {
        const nameId = `${list}-${address._id}-name`;
        return (
          <li key={address._id}>
            <article
              aria-labelledby={nameId}
              className="flex h-full flex-col gap-3 rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60"
            >
              <AddressSummary address={address} nameId={nameId} />
              <div className="-mb-1 -ml-2 mt-auto flex flex-wrap gap-1 border-t border-line/70 pt-2">
                <EditAddressDialog address={address} />
                <DeleteAddressDialog address={address} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
