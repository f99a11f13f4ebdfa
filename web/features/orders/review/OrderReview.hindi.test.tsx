import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES } from '../../../../contract/reviews.ts';
import enShop from '../../../i18n/locales/en/shop.json';
import { answer, refusal } from '../../../test/fake-api.ts';
import { showInHindi } from '../../../test/in-hindi.ts';
import { renderOrderPages } from '../render-orders.tsx';
import { fakeOrdersApi, makeOrder, ORDER_ID } from '../test-fixtures.ts';

// The review form of a delivered order in Hindi: its labels, choices and the contract's messages (the
// form's own checks and the server's fallbacks) come from the Hindi texts; what is sent is unchanged.

/** Rendering a page compiles its lazy parts on first use: slow on a busy machine. */
showInHindi();

const PAGE_TIMEOUT = { timeout: 30_000 };

const DETAIL = `/singleorder/${ORDER_ID}`;
const delivered = () =>
  makeOrder({
    status: 'Delivered',
    canCancel: false,
    canReturn: true,
    deliveredAt: '2026-11-24T09:00:00.000Z',
  });

const picture = (name: string, type = 'image/jpeg') => new File([new Uint8Array(100)], name, { type });

beforeEach(async () => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() });
});

afterEach(async () => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

async function openForm() {
  fireEvent.click(
    await screen.findByRole('button', { name: 'Little Hearts Smocked Frock, साइज़ 6-7Y का रिव्यू लिखें' }),
  );
  return within(await screen.findByRole('dialog', { name: 'Little Hearts Smocked Frock का रिव्यू' }));
}

describe('the review form texts', () => {
  it('list the contract’s messages with the same English', () => {
    const messages: Record<string, string> = enShop.orderReview.messages;
    const contract: Record<string, string> = REVIEW_MESSAGES;
    for (const [key, text] of Object.entries(messages)) expect(contract[key], key).toBe(text);
  });
});

describe('reviewing a delivered order in Hindi', PAGE_TIMEOUT, () => {
  it('writes the form in Hindi and its checks in Hindi', async () => {
    const api = fakeOrdersApi([delivered()]);
    renderOrderPages(DETAIL);
    const form = await openForm();
    expect(form.getByText('साइज़ 6-7Y · Off White')).toBeInTheDocument();
    expect(form.getByRole('group', { name: 'आपकी रेटिंग' })).toBeInTheDocument();
    expect(form.getByRole('group', { name: 'फ़िटिंग कैसी रही?' })).toBeInTheDocument();
    expect(form.getByLabelText('साइज़ सही है')).toBeInTheDocument();
    expect(form.getByLabelText('आपका रिव्यू (ज़रूरी नहीं)')).toHaveAttribute(
      'placeholder',
      'कपड़ा, फ़िटिंग और धुलाई कैसी रही?',
    );
    const age = form.getByLabelText('उस समय बच्चे की उम्र (ज़रूरी नहीं)');
    expect(within(age).getByRole('option', { name: 'चुनें…' })).toBeInTheDocument();
    expect(within(age).getByRole('option', { name: 'नवजात' })).toHaveValue('0');
    expect(within(age).getByRole('option', { name: '18 महीने' })).toHaveValue('18');
    expect(within(age).getByRole('option', { name: '3 साल' })).toHaveValue('36');
    expect(form.getByText('खरीदा गया साइज़')).toBeInTheDocument();
    expect(form.getByText('ज़्यादा से ज़्यादा 3 फ़ोटो, हर एक 5 MB तक।')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();

    // The form's own checks, in Hindi.
    fireEvent.click(form.getByRole('button', { name: 'रिव्यू भेजें' }));
    expect(await form.findByText('कृपया रेटिंग चुनें')).toBeInTheDocument();
    fireEvent.change(form.getByLabelText('फ़ोटो जोड़ें'), {
      target: { files: [picture('notes.pdf', 'application/pdf')] },
    });
    expect(form.getByRole('alert')).toHaveTextContent(
      'सिर्फ़ तस्वीरें जोड़ी जा सकती हैं (जेपीईजी, पीएनजी, वेबपी, जिफ़, एविफ़ या हाइफ़)',
    );
    fireEvent.change(form.getByLabelText('फ़ोटो जोड़ें'), { target: { files: [picture('front.jpg')] } });
    expect(form.getByRole('img', { name: 'फ़ोटो 1 की झलक' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'फ़ोटो 1 हटाएँ' })).toBeInTheDocument();
    fireEvent.click(form.getByLabelText('4 स्टार'));
    expect(form.getByText('बहुत अच्छा')).toBeInTheDocument();
    expect(api.calls('reviewCreate')).toHaveLength(0);
    expect(screen.getByRole('dialog').textContent).not.toMatch(/Your|Size|Photos|Submit|Cancel|Choose/);
  });

  it('sends the same fields, thanks in Hindi, and the line then reads as reviewed in Hindi', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = fakeOrdersApi([delivered()], {
      reviewCreate: ({ form }) =>
        answer(
          {
            success: true,
            message: REVIEW_MESSAGES.created,
            review: {
              _id: 'rev-1',
              rating: 5,
              status: 'pending',
              createdAt: '2026-11-26T10:00:00.000Z',
              orderItemId: String(form?.get('orderItemId')),
              productId: 'prod-1',
            },
          },
          201,
        ),
    });
    renderOrderPages(DETAIL);
    const form = await openForm();
    fireEvent.click(form.getByLabelText('5 स्टार'));
    fireEvent.click(form.getByLabelText('छोटा है'));
    fireEvent.change(form.getByLabelText('उस समय बच्चे की उम्र (ज़रूरी नहीं)'), { target: { value: '48' } });
    fireEvent.click(form.getByRole('button', { name: 'रिव्यू भेजें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.calls('reviewCreate')[0]?.form;
    expect(sent?.get('fit')).toBe('small');
    expect(sent?.get('childAge')).toBe('48');
    expect(sent?.get('rating')).toBe('5');
    expect(success).toHaveBeenCalledWith('धन्यवाद! जाँच के बाद आपका रिव्यू दिखने लगेगा।', expect.anything());
    expect(await screen.findByTestId('line-reviewed')).toHaveTextContent('रिव्यू लिख दिया · जाँच हो रही है');
  });

  it('says a refusal in English from the server in Hindi', async () => {
    const failure = vi.spyOn(toast, 'error');
    fakeOrdersApi([delivered()], { reviewCreate: () => refusal(409, REVIEW_MESSAGES.alreadyReviewed) });
    renderOrderPages(DETAIL);
    const form = await openForm();
    fireEvent.click(form.getByLabelText('3 स्टार'));
    fireEvent.click(form.getByRole('button', { name: 'रिव्यू भेजें' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('आप इस सामान का रिव्यू पहले ही लिख चुके हैं', expect.anything()),
    );
  });
});
