import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { INVOICE_MESSAGES } from '../../../contract/invoice.ts';
import { CANCEL_REASONS, ORDER_CHANGE_MESSAGES, RETURN_REASONS } from '../../../contract/order.ts';
import enShop from '../../i18n/locales/en/shop.json';
import { showInHindi } from '../../test/in-hindi.ts';
import { renderOrderPages } from './render-orders.tsx';
import { fakeOrdersApi, makeOrder, ORDER_ID, ORDER_NUMBER } from './test-fixtures.ts';

// Cancel and return in Hindi: the dialog, its reasons and its messages come from the Hindi texts, while
// the server is still sent the reason's English value (the contract's list); the reason given shows in
// Hindi on the order's timeline too.

/** Rendering a page compiles its lazy parts on first use: slow on a busy machine. */
const PAGE_TIMEOUT = { timeout: 30_000 };

showInHindi();

const delivered = makeOrder({
  status: 'Delivered',
  canCancel: false,
  canReturn: true,
  deliveredAt: '2026-11-24T09:00:00.000Z',
});

describe('the cancel and return texts', () => {
  it('list every reason and message of the contract with the same English', () => {
    const reasons = Object.values(enShop.orders.reasons);
    for (const reason of [...CANCEL_REASONS, ...RETURN_REASONS]) expect(reasons).toContain(reason);
    const messages: Record<string, string> = enShop.orders.messages;
    for (const [key, text] of Object.entries(messages)) {
      const contract: Record<string, string> = { ...ORDER_CHANGE_MESSAGES, ...INVOICE_MESSAGES };
      expect(contract[key], key).toBe(text);
    }
  });
});

describe('cancelling an order in Hindi', PAGE_TIMEOUT, () => {
  it('shows the dialog and its reasons in Hindi, asks for a reason in Hindi, and sends the English one', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = fakeOrdersApi([makeOrder()]);
    renderOrderPages(`/singleorder/${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: `ऑर्डर #${ORDER_NUMBER} रद्द करें` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'यह ऑर्डर रद्द करें?' }));
    expect(dialog.getByRole('radiogroup', { name: 'कारण' })).toBeInTheDocument();
    expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      ...CANCEL_REASONS,
    ]);
    for (const name of [
      'मेरा इरादा बदल गया',
      'कहीं और कम दाम में मिल गया',
      'गलती से ऑर्डर हो गया',
      'डिलीवरी में बहुत ज़्यादा समय लग रहा है',
      'कोई और कारण',
    ]) {
      expect(dialog.getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(dialog.getByRole('textbox', { name: 'और बताएँ (ज़रूरी नहीं)' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'ऑर्डर रखें' })).toBeInTheDocument();

    fireEvent.click(dialog.getByRole('button', { name: 'ऑर्डर रद्द करें' }));
    expect(await dialog.findByText('कृपया रद्द करने का कारण बताएँ')).toBeInTheDocument();
    expect(api.calls('orderCancel')).toHaveLength(0);

    fireEvent.click(dialog.getByRole('radio', { name: 'गलती से ऑर्डर हो गया' }));
    fireEvent.click(dialog.getByRole('button', { name: 'ऑर्डर रद्द करें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('orderCancel').map((call) => call.body)).toEqual([
      { reason: 'Ordered by mistake', description: '' },
    ]);
    // The fake server answers in English: a known message is still said in Hindi.
    expect(success).toHaveBeenCalledWith('आपका ऑर्डर रद्द कर दिया गया है।', { duration: 3000 });
    const timeline = await screen.findByTestId('order-timeline');
    await waitFor(() => expect(timeline).toHaveTextContent('कारण: गलती से ऑर्डर हो गया'));
    expect(document.body.textContent).not.toMatch(/Ordered by mistake|Reason|Cancel/);
  });

  it('says an answer without words in Hindi and keeps the dialog', async () => {
    const error = vi.spyOn(toast, 'error');
    fakeOrdersApi([makeOrder()], { orderCancel: () => new Response('', { status: 502 }) });
    renderOrderPages();
    fireEvent.click(await screen.findByRole('button', { name: `ऑर्डर #${ORDER_NUMBER} रद्द करें` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'यह ऑर्डर रद्द करें?' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'मेरा इरादा बदल गया' }));
    fireEvent.click(dialog.getByRole('button', { name: 'ऑर्डर रद्द करें' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('ऑर्डर रद्द नहीं हो सका। कृपया फिर से कोशिश करें।', {
        duration: 4000,
      }),
    );
    expect(screen.getByRole('dialog', { name: 'यह ऑर्डर रद्द करें?' })).toBeInTheDocument();
  });
});

describe('returning an order in Hindi', PAGE_TIMEOUT, () => {
  it('offers the return reasons in Hindi and sends the English one', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = fakeOrdersApi([delivered]);
    renderOrderPages();
    fireEvent.click(await screen.findByRole('button', { name: `ऑर्डर #${ORDER_NUMBER} रिटर्न करें` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'यह ऑर्डर रिटर्न करें' }));
    expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      ...RETURN_REASONS,
    ]);
    expect(dialog.getByRole('link', { name: 'रिटर्न और रिफ़ंड पॉलिसी पढ़ें' })).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'रिटर्न का अनुरोध करें' }));
    expect(await dialog.findByText('कृपया रिटर्न का कारण चुनें')).toBeInTheDocument();

    fireEvent.click(dialog.getByRole('radio', { name: 'सामान वैसा नहीं है जैसा बताया गया था' }));
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'रंग अलग है' } });
    fireEvent.click(dialog.getByRole('button', { name: 'रिटर्न का अनुरोध करें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('orderReturn').map((call) => call.body)).toEqual([
      { reason: 'Item not as described', description: 'रंग अलग है' },
    ]);
    expect(success).toHaveBeenCalledWith('आपका रिटर्न का अनुरोध मिल गया है।', { duration: 3000 });
    expect(await screen.findByTestId('return-requested')).toHaveTextContent('रिटर्न का अनुरोध');
  });
});
