import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_MESSAGES } from '../../../contract/address.ts';
import AddressDetailsPage from '../../app/pages/AddressDetailsPage.tsx';
import { getStoredToken } from '../../lib/auth-storage.ts';
import { SELECTED_ADDRESS_KEY } from '../../lib/selected-address.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../lib/session-expiry.ts';
import { answer, refusal } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AddressDetails } from './components/AddressDetails.tsx';
import { makeAddress, SHOPPER_TOKEN, signInShopper, stubAddressApi } from './test-server.ts';

function renderDetails(options: Parameters<typeof stubAddressApi>[0] = {}, element = <AddressDetailsPage />) {
  signInShopper();
  const { api } = stubAddressApi(options);
  const view = renderRoutes(
    [
      { path: '/addressdetails', element },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    '/addressdetails',
  );
  return { ...view, api };
}

const home = makeAddress();
const office = makeAddress({
  _id: 'addr-2',
  name: 'Ravi Kumar',
  number: '+919123456780',
  alternatenumber: '9988776655',
  address: '3rd Floor, Tech Park',
  landmark: 'Behind the bus depot',
  pincode: '110001',
  city: 'New Delhi',
  state: 'Delhi',
  addressType: 'work',
});

describe('address details page', () => {
  it('shows three skeleton rows while the list loads', async () => {
    renderDetails({ addresses: () => new Promise<Response>(() => {}) });
    const skeletons = screen.getByTestId('address-skeletons');
    expect(within(skeletons).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Loading addresses…');
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Account Settings'));
  });

  it.each([
    ['an empty list', () => answer({ success: true, data: [] })],
    ['a 404', () => refusal(404, 'No addresses found')],
    ["a 200 saying 'No addresses found'", () => answer({ success: false, message: 'No addresses found' })],
  ])('says there are no addresses on %s', async (_, addresses) => {
    renderDetails({ addresses });
    expect(await screen.findByText(ADDRESS_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Shipping Address' })).toBeInTheDocument();
  });

  it('lists each address with its choice box, details, phones and tag', async () => {
    const { api } = renderDetails({ saved: [office, home] });
    const group = await screen.findByRole('radiogroup', { name: 'Delivery address' });
    const choices = within(group).getAllByRole('radio');
    expect(choices).toHaveLength(2);
    const ravi = within(group).getByRole('radio', { name: 'Ravi Kumar' });
    expect(ravi).not.toBeChecked();
    const card = ravi.closest('label')!;
    expect(card).toHaveTextContent('3rd Floor, Tech Park');
    expect(card).toHaveTextContent('Landmark: Behind the bus depot');
    expect(card).toHaveTextContent('New Delhi, Delhi – 110001');
    expect(card).toHaveTextContent('Phone: +91 91234 56780, +91 99887 76655');
    expect(card).toHaveTextContent('Work');
    expect(ravi).toHaveAccessibleDescription(expect.stringContaining('3rd Floor, Tech Park'));
    expect(within(group).getByRole('radio', { name: 'Asha Rao' }).closest('label')).toHaveTextContent('Home');
    expect(api.calls('addresses')[0]?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);
  });

  it('keeps the chosen address in storage, one at a time, and shows it chosen on return', async () => {
    const first = renderDetails({ saved: [office, home] });
    fireEvent.click(await screen.findByRole('radio', { name: 'Asha Rao' }));
    expect(localStorage.getItem(SELECTED_ADDRESS_KEY)).toBe('addr-1');
    expect(screen.getByRole('radio', { name: 'Asha Rao' })).toBeChecked();
    // Choosing by clicking anywhere on a card.
    fireEvent.click(screen.getByText('3rd Floor, Tech Park'));
    expect(localStorage.getItem(SELECTED_ADDRESS_KEY)).toBe('addr-2');
    expect(screen.getByRole('radio', { name: 'Ravi Kumar' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Asha Rao' })).not.toBeChecked();
    first.unmount();

    renderRoutes([{ path: '/', element: <AddressDetailsPage /> }]);
    expect(await screen.findByRole('radio', { name: 'Ravi Kumar' })).toBeChecked();
  });

  it('forgets a chosen address that is no longer saved', async () => {
    localStorage.setItem(SELECTED_ADDRESS_KEY, 'gone');
    renderDetails({ saved: [home] });
    expect(await screen.findByRole('radio', { name: 'Asha Rao' })).not.toBeChecked();
    await waitFor(() => expect(localStorage.getItem(SELECTED_ADDRESS_KEY)).toBeNull());
  });

  it("says 'Something went wrong…' with Try Again, which reads the list again", async () => {
    let failing = true;
    const { api } = renderDetails({
      addresses: () => (failing ? refusal(500, 'Database unavailable') : { data: [home] }),
    });
    // One quiet retry first, then the message.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ADDRESS_MESSAGES.fetchError);
    expect(api.calls('addresses')).toHaveLength(2);
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radio', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends a lost session: clears the sign-in, says so and goes to sign in', async () => {
    const error = vi.spyOn(toast, 'error');
    const { router, api } = renderDetails({ addresses: () => refusal(401, 'Login Required.') });
    await waitFor(() => expect(error).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, expect.anything()));
    expect(getStoredToken()).toBeNull();
    expect(api.calls('addresses')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: 3000 });
  });

  it('leaves the right-hand column empty without a checkout and shows what is given for it', async () => {
    const { unmount } = renderDetails({ saved: [home] });
    await screen.findByRole('radio', { name: 'Asha Rao' });
    expect(screen.queryByTestId('checkout-column')).not.toBeInTheDocument();
    unmount();

    renderDetails({ saved: [home] }, <AddressDetails aside={<p data-testid="checkout-column">Summary</p>} />);
    await screen.findByRole('radio', { name: 'Asha Rao' });
    expect(screen.getByTestId('checkout-column')).toHaveTextContent('Summary');
  });
});
