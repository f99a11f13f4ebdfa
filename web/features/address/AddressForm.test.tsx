import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_MESSAGES } from '../../../contract/address.ts';
import AddressDetailsPage from '../../app/pages/AddressDetailsPage.tsx';
import { SELECTED_ADDRESS_KEY } from '../../lib/selected-address.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../lib/session-expiry.ts';
import { refusal } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import {
  deferred,
  makeAddress,
  makePlace,
  profileAnswer,
  SHOPPER_TOKEN,
  signInShopper,
  stubAddressApi,
} from './test-server.ts';

function renderDetails(options: Parameters<typeof stubAddressApi>[0] = {}) {
  signInShopper();
  const { api } = stubAddressApi(options);
  const view = renderRoutes(
    [
      { path: '/addressdetails', element: <AddressDetailsPage /> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    '/addressdetails',
  );
  return { ...view, api };
}

const addButton = () => screen.getByRole('button', { name: 'Add New Shipping Address' });
const form = () => screen.getByRole('form', { name: 'New shipping address' });
const input = (label: string | RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
const stateBox = () => within(form()).getByRole('combobox', { name: 'State' }) as HTMLInputElement;
const verifyButton = () => within(form()).getByRole('button', { name: /^Verif/ });
const save = () => fireEvent.click(within(form()).getByRole('button', { name: 'Save Address' }));

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add New Shipping Address' }));
  // The form puts the focus on the name as it opens (a moment later).
  await waitFor(() => expect(input('Full name')).toHaveFocus());
}

function type(field: HTMLInputElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

function fillValid({ alternate = '' }: { alternate?: string } = {}) {
  type(input('Full name'), 'Meera Iyer');
  type(input('Phone number'), '9123456780');
  if (alternate) type(input(/Alternate phone number/), alternate);
  type(input('Address (house no., building, street, area)'), 'Flat 4B, Palm Court\nMG Road');
  type(input('Landmark'), 'Near the metro');
  type(input('Pincode'), '110001');
  type(input('City'), 'New Delhi');
  type(stateBox(), 'Delhi');
}

describe('add address form', () => {
  it('opens from Add New Shipping Address with the focus on the name', async () => {
    renderDetails();
    await openForm();
    expect(addButton()).toHaveAttribute('aria-expanded', 'true');
    expect(input('Phone number')).toHaveAccessibleDescription('+91');
    expect(within(form()).getByRole('radio', { name: 'Home' })).toBeChecked();
  });

  it('blocks Save with empty fields: each names what it needs, the spec sentence once, a toast to correct them', async () => {
    const error = vi.spyOn(toast, 'error');
    const { api } = renderDetails();
    await openForm();
    save();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(ADDRESS_MESSAGES.correctErrors, expect.anything()),
    );
    const expected: [string, string][] = [
      ['Full name', 'Name is required'],
      ['Phone number', '+91 Phone number is required'],
      ['Address (house no., building, street, area)', 'Address is required'],
      ['Landmark', 'Landmark is required'],
      ['Pincode', 'Pincode is required'],
      ['City', 'City is required'],
    ];
    for (const [label, message] of expected) {
      expect(input(label)).toHaveAccessibleDescription(message);
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(stateBox()).toHaveAccessibleDescription('State is required');
    // The spec's 'Please fill in all required fields.' is said once for the form, not under each field.
    expect(within(form()).getAllByText(ADDRESS_MESSAGES.required)).toHaveLength(1);
    expect(within(form()).getByRole('alert')).toHaveTextContent(ADDRESS_MESSAGES.required);
    // The alternate number may stay blank on the add form.
    expect(input(/Alternate phone number/)).not.toHaveAttribute('aria-invalid');
    expect(input('Full name')).toHaveFocus();
    expect(api.calls('addressAdd')).toHaveLength(0);
  });

  it('takes the sentence away once the empty fields are filled', async () => {
    renderDetails();
    await openForm();
    save();
    expect(await within(form()).findByRole('alert')).toHaveTextContent(ADDRESS_MESSAGES.required);
    fillValid();
    await waitFor(() => expect(within(form()).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(form()).queryByText(/is required/)).not.toBeInTheDocument();
  });

  it("offers the account's phone in the phone field; the shopper may change it", async () => {
    const { api } = renderDetails({ profile: () => profileAnswer('+919812345670') });
    await openForm();
    await waitFor(() => expect(input('Phone number')).toHaveValue('9812345670'));
    // Offered, not typed: nothing is wrong with it and the form is not marked as changed.
    expect(input('Phone number')).not.toHaveAttribute('aria-invalid');
    fillValid();
    save();
    await waitFor(() => expect(api.calls('addressAdd')).toHaveLength(1));
    expect(api.calls('addressAdd')[0]?.body).toMatchObject({ number: '9123456780' });
  });

  it('sends the offered phone when it is kept', async () => {
    const { api } = renderDetails({ profile: () => profileAnswer('9812345670') });
    await openForm();
    await waitFor(() => expect(input('Phone number')).toHaveValue('9812345670'));
    type(input('Full name'), 'Meera Iyer');
    type(input('Address (house no., building, street, area)'), 'Flat 4B, Palm Court');
    type(input('Landmark'), 'Near the metro');
    type(input('Pincode'), '110001');
    type(input('City'), 'New Delhi');
    type(stateBox(), 'Delhi');
    save();
    await waitFor(() => expect(api.calls('addressAdd')).toHaveLength(1));
    expect(api.calls('addressAdd')[0]?.body).toMatchObject({ number: '9812345670' });
  });

  it('never writes the account phone over a number already typed', async () => {
    const profile = deferred<ReturnType<typeof profileAnswer>>();
    renderDetails({ profile: () => profile.promise });
    await openForm();
    type(input('Phone number'), '9123456780');
    profile.resolve(profileAnswer('+919812345670'));
    // Let the profile answer arrive and settle.
    await new Promise((done) => setTimeout(done, 50));
    expect(input('Phone number')).toHaveValue('9123456780');
  });

  it('offers no phone when the account has none', async () => {
    renderDetails({ profile: () => profileAnswer(null) });
    await openForm();
    await new Promise((done) => setTimeout(done, 50));
    expect(input('Phone number')).toHaveValue('');
  });

  it('keeps digits only in the phones, takes a pasted +91, and checks the 10-digit rule', async () => {
    renderDetails();
    await openForm();
    const phone = input('Phone number');
    fireEvent.change(phone, { target: { value: '98a76-54' } });
    expect(phone).toHaveValue('987654');
    fireEvent.change(phone, { target: { value: '+91 98765 43210' } });
    expect(phone).toHaveValue('9876543210');
    type(phone, '5876543210');
    expect(await within(form()).findByText(ADDRESS_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(`+91 ${ADDRESS_MESSAGES.phoneInvalid}`);
    type(phone, '9876543210');
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid'));
  });

  it('says equal numbers on the number typed last, both ways', async () => {
    renderDetails();
    await openForm();
    const primary = input('Phone number');
    const alternate = input(/Alternate phone number/);
    type(primary, '9876543210');
    type(alternate, '9876543210');
    await waitFor(() =>
      expect(alternate).toHaveAccessibleDescription(`+91 ${ADDRESS_MESSAGES.alternateSameAsPrimary}`),
    );
    expect(primary).not.toHaveAttribute('aria-invalid');

    type(alternate, '9123456780');
    await waitFor(() => expect(alternate).not.toHaveAttribute('aria-invalid'));

    type(primary, '9123456780');
    await waitFor(() =>
      expect(primary).toHaveAccessibleDescription(`+91 ${ADDRESS_MESSAGES.primarySameAsAlternate}`),
    );
    expect(alternate).not.toHaveAttribute('aria-invalid');
  });

  it('blocks Save while a field is wrong, with the correct-errors toast', async () => {
    const error = vi.spyOn(toast, 'error');
    const { api } = renderDetails();
    await openForm();
    fillValid({ alternate: '9123456780' });
    save();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(ADDRESS_MESSAGES.correctErrors, expect.anything()),
    );
    expect(input(/Alternate phone number/)).toHaveAccessibleDescription(
      `+91 ${ADDRESS_MESSAGES.alternateSameAsPrimary}`,
    );
    expect(api.calls('addressAdd')).toHaveLength(0);
  });

  it('keeps 6 digits in the pincode; Verify is unavailable until they are valid and says so when pressed', async () => {
    const error = vi.spyOn(toast, 'error');
    const { api } = renderDetails();
    await openForm();
    const pincode = input('Pincode');
    expect(verifyButton()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.change(pincode, { target: { value: '01234a567' } });
    expect(pincode).toHaveValue('012345');
    // Six digits, but India Post has no pincode starting with 0.
    expect(verifyButton()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(verifyButton());
    expect(await within(form()).findByText(ADDRESS_MESSAGES.pincodeInvalidOnVerify)).toBeInTheDocument();
    expect(pincode).toHaveAccessibleDescription(ADDRESS_MESSAGES.pincodeInvalidOnVerify);
    expect(error).toHaveBeenCalledWith(ADDRESS_MESSAGES.pincodeInvalidOnVerify, expect.anything());
    expect(api.calls('pincode')).toHaveLength(0);

    fireEvent.change(pincode, { target: { value: '56000' } });
    expect(verifyButton()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.change(pincode, { target: { value: '560001' } });
    expect(verifyButton()).toHaveAttribute('aria-disabled', 'false');
    fireEvent.blur(pincode);
    expect(within(form()).queryByText(ADDRESS_MESSAGES.pincodeInvalidOnVerify)).not.toBeInTheDocument();
  });

  it('fills and locks city and state from a verified pincode, and a new pincode unlocks them', async () => {
    const success = vi.spyOn(toast, 'success');
    renderDetails();
    await openForm();
    fireEvent.change(input('Pincode'), { target: { value: '560001' } });
    fireEvent.click(verifyButton());
    await waitFor(() => expect(input('City')).toHaveValue('Bengaluru Urban'));
    expect(stateBox()).toHaveValue('Karnataka');
    expect(success).toHaveBeenCalledWith(ADDRESS_MESSAGES.pincodeVerified, expect.anything());
    expect(input('City')).toHaveAttribute('readonly');
    expect(stateBox()).toHaveAttribute('readonly');
    expect(input('City')).toHaveAccessibleDescription(ADDRESS_MESSAGES.autoPopulated);
    expect(stateBox()).toHaveAccessibleDescription(ADDRESS_MESSAGES.autoPopulated);
    expect(verifyButton()).toHaveTextContent('Verified');
    // A locked state does not open its list.
    fireEvent.keyDown(stateBox(), { key: 'ArrowDown' });
    expect(stateBox()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.change(input('Pincode'), { target: { value: '56000' } });
    expect(input('City')).not.toHaveAttribute('readonly');
    expect(stateBox()).not.toHaveAttribute('readonly');
    expect(within(form()).queryByText(ADDRESS_MESSAGES.autoPopulated)).not.toBeInTheDocument();
    expect(input('City')).toHaveValue('Bengaluru Urban');
  });

  it('says an unknown pincode on the field and in a toast, and leaves city and state open', async () => {
    const error = vi.spyOn(toast, 'error');
    renderDetails();
    await openForm();
    fireEvent.change(input('Pincode'), { target: { value: '999999' } });
    fireEvent.click(verifyButton());
    expect(await within(form()).findByText(ADDRESS_MESSAGES.pincodeUnknown)).toBeInTheDocument();
    expect(input('Pincode')).toHaveAccessibleDescription(ADDRESS_MESSAGES.pincodeUnknown);
    await waitFor(() => expect(input('Pincode')).toHaveFocus());
    // Leaving the field keeps the message: the rules alone find nothing wrong with the pincode.
    fireEvent.blur(input('Pincode'));
    await waitFor(() =>
      expect(input('Pincode')).toHaveAccessibleDescription(ADDRESS_MESSAGES.pincodeUnknown),
    );
    expect(error).toHaveBeenCalledWith(ADDRESS_MESSAGES.pincodeUnknown, expect.anything());
    expect(input('City')).not.toHaveAttribute('readonly');
    // Typing a new pincode takes the lookup's message away.
    fireEvent.change(input('Pincode'), { target: { value: '56000' } });
    expect(within(form()).queryByText(ADDRESS_MESSAGES.pincodeUnknown)).not.toBeInTheDocument();
  });

  it('says a lookup that got no answer', async () => {
    const error = vi.spyOn(toast, 'error');
    renderDetails({ pincode: () => Promise.reject(new TypeError('Failed to fetch')) });
    await openForm();
    fireEvent.change(input('Pincode'), { target: { value: '560001' } });
    fireEvent.click(verifyButton());
    expect(await within(form()).findByText(ADDRESS_MESSAGES.pincodeVerifyFailed)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(ADDRESS_MESSAGES.pincodeVerifyFailed, expect.anything());
    expect(input('City')).toHaveValue('');
  });

  it('shows Verifying… while the lookup runs and drops an answer for a pincode since changed', async () => {
    const answer = deferred<ReturnType<typeof makePlace>>();
    renderDetails({ pincode: () => answer.promise });
    await openForm();
    fireEvent.change(input('Pincode'), { target: { value: '560001' } });
    fireEvent.click(verifyButton());
    expect(verifyButton()).toHaveTextContent('Verifying…');
    fireEvent.change(input('Pincode'), { target: { value: '560002' } });
    answer.resolve(makePlace('560001', 'Bengaluru Urban', 'Karnataka'));
    await waitFor(() => expect(verifyButton()).toHaveTextContent('Verify'));
    expect(input('City')).toHaveValue('');
    expect(input('City')).not.toHaveAttribute('readonly');
  });

  it('filters the states as typed and picks one with the keyboard', async () => {
    const { api } = renderDetails();
    await openForm();
    const box = stateBox();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(box, { target: { value: 'prad' } });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'States' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Andhra Pradesh', 'Arunachal Pradesh', 'Himachal Pradesh', 'Madhya Pradesh', 'Uttar Pradesh']);
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Andhra Pradesh');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toHaveTextContent('Himachal Pradesh');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(active()).toHaveTextContent('Arunachal Pradesh');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('Arunachal Pradesh');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    // Enter answered the list; the form was not sent.
    expect(api.calls('addressAdd')).toHaveLength(0);

    // Reopened on a chosen state, the whole list shows with the choice marked; Escape closes it.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(36);
    expect(screen.getByRole('option', { name: 'Arunachal Pradesh' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(active()).toHaveTextContent('Arunachal Pradesh');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Arunachal Pradesh');
  });

  it('picks a state by pointer, spells a typed name as the list does and refuses one not in it', async () => {
    renderDetails();
    await openForm();
    const box = stateBox();
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(screen.getByText('No state matches')).toBeInTheDocument();
    fireEvent.blur(box);
    expect(await within(form()).findByText(ADDRESS_MESSAGES.stateInvalid)).toBeInTheDocument();

    fireEvent.change(box, { target: { value: '  tamil nadu ' } });
    fireEvent.blur(box);
    expect(box).toHaveValue('Tamil Nadu');
    await waitFor(() => expect(box).not.toHaveAttribute('aria-invalid'));

    fireEvent.click(within(form()).getByRole('button', { name: 'Show states' }));
    fireEvent.click(screen.getByRole('option', { name: 'Ladakh' }));
    expect(box).toHaveValue('Ladakh');
  });

  it('saves the address: sends it, says so, empties and hides the form and reads the list again', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = renderDetails();
    await openForm();
    fillValid();
    fireEvent.click(within(form()).getByRole('radio', { name: 'Work' }));
    save();
    await waitFor(() => expect(success).toHaveBeenCalledWith(ADDRESS_MESSAGES.added, expect.anything()));
    const [sent] = api.calls('addressAdd');
    expect(sent?.body).toEqual({
      name: 'Meera Iyer',
      number: '9123456780',
      address: 'Flat 4B, Palm Court\nMG Road',
      landmark: 'Near the metro',
      pincode: '110001',
      city: 'New Delhi',
      state: 'Delhi',
      addressType: 'work',
    });
    expect(sent?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);

    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'New shipping address' })).not.toBeInTheDocument(),
    );
    expect(addButton()).toHaveAttribute('aria-expanded', 'false');
    expect(addButton()).toHaveFocus();
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(api.calls('addresses')).toHaveLength(2);

    // Opened again, the form starts empty.
    await openForm();
    expect(input('Full name')).toHaveValue('');
    expect(input('Pincode')).toHaveValue('');
  });

  it('chooses the address just saved, even the only one', async () => {
    renderDetails();
    await openForm();
    fillValid();
    save();
    const saved = await screen.findByRole('radio', { name: 'Meera Iyer' });
    await waitFor(() => expect(saved).toBeChecked());
    expect(localStorage.getItem(SELECTED_ADDRESS_KEY)).toBe('addr-1');
  });

  it('moves the choice from an older address to the one just saved', async () => {
    localStorage.setItem(SELECTED_ADDRESS_KEY, 'addr-old');
    renderDetails({ saved: [makeAddress({ _id: 'addr-old', name: 'Asha Rao' })] });
    expect(await screen.findByRole('radio', { name: 'Asha Rao' })).toBeChecked();
    await openForm();
    fillValid();
    save();
    const saved = await screen.findByRole('radio', { name: 'Meera Iyer' });
    await waitFor(() => expect(saved).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Asha Rao' })).not.toBeChecked();
    expect(localStorage.getItem(SELECTED_ADDRESS_KEY)).toBe('addr-2');
  });

  it("shows the server's refusal as 'Error: …' and its field messages on the fields", async () => {
    const error = vi.spyOn(toast, 'error');
    renderDetails({
      addressAdd: () =>
        refusal(400, 'Landmark is too long', {
          errors: [{ field: 'landmark', msg: 'At most 120 characters' }],
        }),
    });
    await openForm();
    fillValid();
    save();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error: Landmark is too long', expect.anything()));
    // The toast is said as the answer arrives; the field messages follow in the next render.
    await waitFor(() => expect(input('Landmark')).toHaveAccessibleDescription('At most 120 characters'));
    await waitFor(() => expect(input('Landmark')).toHaveFocus());
    expect(form()).toBeInTheDocument();
    expect(input('Full name')).toHaveValue('Meera Iyer');
  });

  it("says 'Something went wrong. Please try again.' when no answer came", async () => {
    const error = vi.spyOn(toast, 'error');
    renderDetails({ addressAdd: () => Promise.reject(new TypeError('Failed to fetch')) });
    await openForm();
    fillValid();
    save();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(ADDRESS_MESSAGES.somethingWrong, expect.anything()),
    );
    expect(form()).toBeInTheDocument();
  });

  it('ends a lost session on Save: says so and goes to sign in', async () => {
    const error = vi.spyOn(toast, 'error');
    const { router } = renderDetails({
      addressAdd: () => refusal(401, 'Login Required.'),
    });
    await openForm();
    fillValid();
    save();
    await waitFor(() => expect(error).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, expect.anything()));
    expect(error).not.toHaveBeenCalledWith('Error: Login Required.', expect.anything());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: 3000 });
  });

  it('Cancel closes the form without sending anything', async () => {
    const { api } = renderDetails();
    await openForm();
    type(input('Full name'), 'Meera');
    fireEvent.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'New shipping address' })).not.toBeInTheDocument();
    expect(addButton()).toHaveFocus();
    expect(api.calls('addressAdd')).toHaveLength(0);
  });
});
