import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AddressDetailsPage from '../../app/pages/AddressDetailsPage.tsx';
import { showInHindi } from '../../test/in-hindi.ts';
import { renderRoutes } from '../../test/render.tsx';
import { makeAddress, signInShopper, stubAddressApi } from './test-server.ts';

// The states in Hindi: the address form shows and searches the states by their Hindi names, and in
// English too, while the address keeps and sends the English name the list and the server know.

showInHindi();

function renderDetails(options: Parameters<typeof stubAddressApi>[0] = {}) {
  signInShopper();
  const { api } = stubAddressApi(options);
  renderRoutes([{ path: '/addressdetails', element: <AddressDetailsPage /> }], '/addressdetails');
  return api;
}

const form = () => screen.getByRole('form', { name: 'नया शिपिंग पता' });
const input = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const stateBox = () => within(form()).getByRole('combobox', { name: 'राज्य' }) as HTMLInputElement;

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'नया शिपिंग पता जोड़ें' }));
  await waitFor(() => expect(input('पूरा नाम')).toHaveFocus());
}

function type(field: HTMLInputElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

describe('the states in Hindi', () => {
  it('fills the state from a verified pincode in Hindi', async () => {
    renderDetails();
    await openForm();
    fireEvent.change(input('पिनकोड'), { target: { value: '560001' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'जाँचें' }));
    await waitFor(() => expect(input('शहर')).toHaveValue('Bengaluru Urban'));
    expect(stateBox()).toHaveValue('कर्नाटक');
  });

  it('lists and filters the states by their Hindi or English names', async () => {
    renderDetails();
    await openForm();
    fireEvent.change(stateBox(), { target: { value: 'प्रदेश' } });
    const list = within(screen.getByRole('listbox', { name: 'राज्य' }));
    expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'आंध्र प्रदेश',
      'अरुणाचल प्रदेश',
      'हिमाचल प्रदेश',
      'मध्य प्रदेश',
      'उत्तर प्रदेश',
    ]);
    fireEvent.change(stateBox(), { target: { value: 'bengal' } });
    expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual(['पश्चिम बंगाल']);
  });

  it('sends the English name of a state typed in Hindi, and shows saved addresses in Hindi', async () => {
    const api = renderDetails();
    await openForm();
    type(input('पूरा नाम'), 'Meera Iyer');
    type(input('फ़ोन नंबर'), '9123456780');
    type(input('पता (मकान नं., बिल्डिंग, गली, इलाका)'), 'Flat 4B, Palm Court');
    type(input('लैंडमार्क'), 'Near the metro');
    type(input('पिनकोड'), '110001');
    type(input('शहर'), 'New Delhi');
    type(stateBox(), ' दिल्ली ');
    expect(stateBox()).toHaveValue('दिल्ली');
    fireEvent.click(within(form()).getByRole('button', { name: 'पता सेव करें' }));
    await waitFor(() => expect(api.calls('addressAdd')).toHaveLength(1));
    expect(api.calls('addressAdd')[0]?.body).toMatchObject({ city: 'New Delhi', state: 'Delhi' });
    expect(await screen.findByText('New Delhi, दिल्ली – 110001')).toBeInTheDocument();
  });

  it('shows a saved address with its state in Hindi', async () => {
    renderDetails({ saved: [makeAddress({ city: 'Pune', state: 'Maharashtra', pincode: '411001' })] });
    expect(await screen.findByText('Pune, महाराष्ट्र – 411001')).toBeInTheDocument();
  });
});
