import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../../contract/routes.ts';
import { useAddresses } from '../../../lib/addresses.ts';
import {
  clearSelectedAddressId,
  storeSelectedAddressId,
  useSelectedAddressId,
} from '../../../lib/selected-address.ts';
import { ADDRESS_TEXTS } from '../address-texts.ts';
import { AddAddressSection } from './AddAddressSection.tsx';
import { AddressListState } from './AddressListState.tsx';
import { addressRefusal, SelectableAddressList } from './SelectableAddressList.tsx';

/**
 * The address selection screen (rules/accounts §2 "Addresses"): the saved addresses with one chosen (kept
 * in storage under 'selectedAddressId') and 'Add New Shipping Address'. `aside` is the right-hand
 * column's place (coupon, coins, order summary and Continue belong to the checkout); without it the
 * list has the width to itself. `lead` goes under the title (the checkout's steps).
 */
export function AddressDetails({
  title = ADDRESS_TEXTS.detailsTitle,
  returnTo = ROUTES.addressDetails,
  aside,
  lead,
  orderTotal,
}: {
  title?: string;
  returnTo?: string;
  aside?: ReactNode;
  lead?: ReactNode;
  /** The open checkout's amount to pay in cash: addresses that cannot take it cannot be chosen. */
  orderTotal?: number | undefined;
}) {
  useTranslation('shop');
  const state = useAddresses();
  const selectedId = useSelectedAddressId();
  const headingId = useId();
  const { addresses } = state;

  // A chosen address that is no longer saved (deleted here or elsewhere), or that cannot take this
  // order, is forgotten: Continue then asks for one that can, and Place Order never meets the refusal.
  useEffect(() => {
    if (!addresses || !selectedId) return;
    const chosen = addresses.find((address) => address._id === selectedId);
    if (!chosen || addressRefusal(chosen, orderTotal) !== null) clearSelectedAddressId();
  }, [addresses, selectedId, orderTotal]);

  // Two cards across from 768 px when the list is alone; one beside a checkout column.
  const grid = aside ? 'grid gap-3' : 'grid gap-3 md:grid-cols-2 md:gap-4';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 md:px-6 md:pt-8">
      <h1 className="mb-4 font-display text-2xl font-black text-ink md:mb-6 md:text-3xl">{title}</h1>
      {lead}
      <div
        className={
          aside
            ? 'grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8'
            : undefined
        }
      >
        <section aria-labelledby={headingId} className="min-w-0 space-y-4">
          <div>
            <h2 id={headingId} className="font-display text-xl font-extrabold text-ink">
              {ADDRESS_TEXTS.detailsHeading}
            </h2>
            <p className="mt-1 text-sm text-ink-soft">{ADDRESS_TEXTS.detailsIntro}</p>
          </div>
          {state.signedIn ? <AddAddressSection chooseAdded /> : null}
          <AddressListState state={state} returnTo={returnTo} grid={grid}>
            {(list) => (
              <SelectableAddressList
                addresses={list}
                selectedId={selectedId}
                onSelect={(address) => storeSelectedAddressId(address._id)}
                labelledBy={headingId}
                grid={grid}
                orderTotal={orderTotal}
              />
            )}
          </AddressListState>
        </section>
        {aside ? <div className="min-w-0 md:sticky md:top-28">{aside}</div> : null}
      </div>
    </div>
  );
}
