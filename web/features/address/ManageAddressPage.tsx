import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../contract/routes.ts';
import { useAddresses } from '../../lib/addresses.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ADDRESS_TEXTS } from './address-texts.ts';
import { AddAddressSection } from './components/AddAddressSection.tsx';
import { AddressListState } from './components/AddressListState.tsx';
import { ManageableAddressList } from './components/ManageableAddressList.tsx';

const GRID = 'grid gap-3 md:grid-cols-2 md:gap-4';

/**
 * /manage-address (rules/accounts §2 "Addresses"): the saved addresses with Edit and Delete, and
 * the add form.
 */
export default function ManageAddressPage() {
  useTranslation('shop');
  usePageTitle(ADDRESS_TEXTS.manageTitle);
  const state = useAddresses();
  const headingId = useId();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 md:px-6 md:pt-8">
      <h1 className="font-display text-2xl font-black text-ink md:text-3xl">{ADDRESS_TEXTS.manageTitle}</h1>
      <p className="mb-4 mt-1 text-sm text-ink-soft md:mb-6">{ADDRESS_TEXTS.manageIntro}</p>
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="font-display text-xl font-extrabold text-ink">
          {ADDRESS_TEXTS.savedHeading}
        </h2>
        {state.signedIn ? <AddAddressSection /> : null}
        <AddressListState state={state} returnTo={ROUTES.manageAddress} grid={GRID}>
          {(addresses) => <ManageableAddressList addresses={addresses} grid={GRID} />}
        </AddressListState>
      </section>
    </div>
  );
}
