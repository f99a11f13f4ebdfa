import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_MESSAGES, ADDRESS_REQUIRED_MESSAGES } from '../../../contract/address.ts';
import { SELECTED_ADDRESS_KEY } from '../../lib/selected-address.ts';
import { refusal } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import ManageAddressPage from './ManageAddressPage.tsx';
import { makeAddress, SHOPPER_TOKEN, signInShopper, stubAddressApi } from './test-server.ts';

function renderManage(options: Parameters<typeof stubAddressApi>[0] = {}) {
  signInShopper();
  const { api } = stubAddressApi(options);
  const view = renderRoutes(
    [
      { path: '/manage-address', element: <ManageAddressPage /> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    '/manage-address',
  );
  return { ...view, api };
}

const home = makeAddress();
const office = makeAddress({
  _id: 'addr-2',
  name: 'Ravi Kumar',
  number: '9123456780',
  alternatenumber: '9988776655',
  address: '3rd Floor, Tech Park',
  pincode: '110001',
  city: 'New Delhi',
  state: 'Delhi',
  addressType: 'work',
});

const card = (name: string) => screen.getByRole('article', { name });
const dialog = () => screen.getByRole('dialog', { name: 'Edit address' });
const field = (label: string | RegExp) => within(dialog()).getByLabelText(label) as HTMLInputElement;

async function openEdit(name: string) {
  await screen.findByRole('article', { name });
  fireEvent.click(within(card(name)).getByRole('button', { name: `Edit address of ${name}` }));
  return dialog();
}

describe('manage address page', () => {
  it('lists the addresses with Edit and Delete, and offers the add form', async () => {
    renderManage({ saved: [office, home] });
    expect(await screen.findByRole('article', { name: 'Ravi Kumar' })).toHaveTextContent(
      '3rd Floor, Tech Park',
    );
    for (const name of ['Ravi Kumar', 'Asha Rao']) {
      expect(within(card(name)).getByRole('button', { name: `Edit address of ${name}` })).toBeInTheDocument();
      expect(
        within(card(name)).getByRole('button', { name: `Delete address of ${name}` }),
      ).toBeInTheDocument();
    }
    // No choosing here.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Address' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Shipping Address' }));
    expect(screen.getByRole('form', { name: 'New shipping address' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Manage Address'));
  });

  it('shows skeletons, then the empty text', async () => {
    let answer: (response: Response) => void = () => {};
    renderManage({ addresses: () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(screen.getByTestId('address-skeletons')).toBeInTheDocument();
    answer(refusal(404, 'No addresses found'));
    expect(await screen.findByText(ADDRESS_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByTestId('address-skeletons')).not.toBeInTheDocument();
  });

  it('opens the edit dialog filled with the address and requires the alternate number there', async () => {
    const error = vi.spyOn(toast, 'error');
    const { api } = renderManage({ saved: [home] });
    await openEdit('Asha Rao');
    expect(field('Full name')).toHaveValue('Asha Rao');
    expect(field('Phone number')).toHaveValue('9876543210');
    expect(field('Alternate phone number')).toHaveValue('');
    expect(field('Pincode')).toHaveValue('560001');
    expect(within(dialog()).getByRole('combobox', { name: 'State' })).toHaveValue('Karnataka');
    expect(within(dialog()).getByRole('radio', { name: 'Home' })).toBeChecked();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Address' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(ADDRESS_MESSAGES.correctErrors, expect.anything()),
    );
    expect(field('Alternate phone number')).toHaveAccessibleDescription(
      `+91 ${ADDRESS_REQUIRED_MESSAGES.alternatenumber}`,
    );
    // The spec's sentence, once, inside the dialog.
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(ADDRESS_MESSAGES.required);
    expect(api.calls('addressUpdate')).toHaveLength(0);

    fireEvent.change(field('Alternate phone number'), { target: { value: '9876543210' } });
    fireEvent.blur(field('Alternate phone number'));
    await waitFor(() =>
      expect(field('Alternate phone number')).toHaveAccessibleDescription(
        `+91 ${ADDRESS_MESSAGES.alternateSameAsPrimary}`,
      ),
    );
  });

  it('saves an edit: sends every field, says so, closes and shows the change', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = renderManage({ saved: [office, home] });
    await openEdit('Ravi Kumar');
    fireEvent.change(field('Full name'), { target: { value: 'Ravi K. Menon' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Home' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(ADDRESS_MESSAGES.updated, expect.anything()));
    const [sent] = api.calls('addressUpdate');
    expect(sent?.url).toBe('/api/user/address/update/addr-2');
    expect(sent?.body).toEqual({
      name: 'Ravi K. Menon',
      number: '9123456780',
      alternatenumber: '9988776655',
      address: '3rd Floor, Tech Park',
      landmark: 'Opposite the park',
      pincode: '110001',
      city: 'New Delhi',
      state: 'Delhi',
      addressType: 'home',
    });
    expect(sent?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Ravi K. Menon' })).toHaveTextContent('Home');
    expect(api.calls('addresses')).toHaveLength(2);
  });

  it('verifies a new pincode in the dialog too', async () => {
    renderManage({ saved: [office] });
    await openEdit('Ravi Kumar');
    fireEvent.change(field('Pincode'), { target: { value: '560001' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(field('City')).toHaveValue('Bengaluru Urban'));
    expect(field('City')).toHaveAttribute('readonly');
    expect(field('City')).toHaveAccessibleDescription(ADDRESS_MESSAGES.autoPopulated);
  });

  it("says 'Failed to update address' and keeps the dialog open when the server refuses", async () => {
    const error = vi.spyOn(toast, 'error');
    renderManage({
      saved: [office],
      addressUpdate: () =>
        refusal(400, 'Validation failed', { errors: [{ field: 'city', msg: 'At most 80 characters' }] }),
    });
    await openEdit('Ravi Kumar');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(ADDRESS_MESSAGES.updateFailed, expect.anything()));
    await waitFor(() => expect(field('City')).toHaveAccessibleDescription('At most 80 characters'));
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Update Address' })).toBeEnabled();
  });

  it('Cancel leaves the address as it was', async () => {
    const { api } = renderManage({ saved: [office] });
    await openEdit('Ravi Kumar');
    fireEvent.change(field('Full name'), { target: { value: 'Someone else' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card('Ravi Kumar')).toBeInTheDocument();
    expect(api.calls('addressUpdate')).toHaveLength(0);
    // Opened again, it starts from the saved address.
    await openEdit('Ravi Kumar');
    expect(field('Full name')).toHaveValue('Ravi Kumar');
  });

  it('deletes after confirming: says so, the card goes and a chosen address is forgotten', async () => {
    const success = vi.spyOn(toast, 'success');
    localStorage.setItem(SELECTED_ADDRESS_KEY, 'addr-2');
    const { api } = renderManage({ saved: [office, home] });
    await screen.findByRole('article', { name: 'Ravi Kumar' });
    fireEvent.click(within(card('Ravi Kumar')).getByRole('button', { name: 'Delete address of Ravi Kumar' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this address?' });
    expect(confirm).toHaveTextContent('3rd Floor, Tech Park');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(ADDRESS_MESSAGES.deleted, expect.anything()));
    const [sent] = api.calls('addressDelete');
    expect(sent?.url).toBe('/api/user/address/delete/addr-2');
    expect(sent?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ravi Kumar' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(card('Asha Rao')).toBeInTheDocument();
    expect(localStorage.getItem(SELECTED_ADDRESS_KEY)).toBeNull();
  });

  it("says 'Failed to delete address' when the delete is refused, and keeps the address", async () => {
    const error = vi.spyOn(toast, 'error');
    renderManage({
      saved: [home],
      addressDelete: () => refusal(500, 'Database unavailable'),
    });
    await screen.findByRole('article', { name: 'Asha Rao' });
    fireEvent.click(within(card('Asha Rao')).getByRole('button', { name: 'Delete address of Asha Rao' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(ADDRESS_MESSAGES.deleteFailed, expect.anything()));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(card('Asha Rao')).toBeInTheDocument();
  });

  it('Cancel in the delete dialog keeps the address', async () => {
    const { api } = renderManage({ saved: [home] });
    await screen.findByRole('article', { name: 'Asha Rao' });
    fireEvent.click(within(card('Asha Rao')).getByRole('button', { name: 'Delete address of Asha Rao' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('addressDelete')).toHaveLength(0);
  });
});
