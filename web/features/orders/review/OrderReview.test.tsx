import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES } from '../../../../contract/reviews.ts';
import { answer, refusal } from '../../../test/fake-api.ts';
import { renderOrderPages } from '../render-orders.tsx';
import { fakeOrdersApi, makeOrder, ORDER_ID } from '../test-fixtures.ts';

// Reviews from the order page: each line of a delivered order can be reviewed once, with stars, a few
// words, the fit, the child's age and up to three photos; the line then says it was reviewed.

const DETAIL = `/singleorder/${ORDER_ID}`;
const delivered = () =>
  makeOrder({
    status: 'Delivered',
    canCancel: false,
    canReturn: true,
    deliveredAt: '2026-11-24T09:00:00.000Z',
  });

const picture = (name: string, type = 'image/jpeg', size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

let objectUrls = 0;
beforeEach(() => {
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:photo-${++objectUrls}`),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function created(orderItemId: string) {
  return answer(
    {
      success: true,
      message: REVIEW_MESSAGES.created,
      review: {
        _id: 'rev-1',
        rating: 4,
        status: 'pending',
        createdAt: '2026-11-26T10:00:00.000Z',
        orderItemId,
        productId: 'prod-1',
      },
    },
    201,
  );
}

async function openForm() {
  fireEvent.click(
    await screen.findByRole('button', { name: 'Write a review of Little Hearts Smocked Frock, size 6-7Y' }),
  );
  return within(await screen.findByRole('dialog', { name: 'Review Little Hearts Smocked Frock' }));
}

describe('reviewing a delivered order', () => {
  it('offers a review on each line of a delivered order only', async () => {
    const api = fakeOrdersApi([delivered()]);
    renderOrderPages(DETAIL);
    expect(
      await screen.findByRole('button', { name: 'Write a review of Dino Romper, size 2-3Y' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Write a review/ })).toHaveLength(2);
    expect(api.calls('reviewable')[0]?.query.get('orderId')).toBe(ORDER_ID);
  });

  it('asks nothing for an order still on its way', async () => {
    const api = fakeOrdersApi([makeOrder()]);
    renderOrderPages(DETAIL);
    await screen.findByTestId('order-timeline');
    expect(screen.queryByRole('button', { name: /^Write a review/ })).not.toBeInTheDocument();
    expect(api.calls('reviewable')).toHaveLength(0);
  });

  it('needs a rating before sending', async () => {
    const api = fakeOrdersApi([delivered()]);
    renderOrderPages(DETAIL);
    const form = await openForm();
    expect(form.getByText('6-7Y')).toBeInTheDocument();
    fireEvent.click(form.getByRole('button', { name: 'Submit review' }));
    expect(await form.findByText(REVIEW_MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(api.calls('reviewCreate')).toHaveLength(0);
  });

  it('sends stars, text, fit, the size, the age and the photos kept; then the line says Reviewed', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = fakeOrdersApi([delivered()], {
      reviewCreate: ({ form }) => created(String(form?.get('orderItemId'))),
    });
    renderOrderPages(DETAIL);
    const form = await openForm();
    fireEvent.click(form.getByLabelText('4 stars'));
    fireEvent.change(form.getByLabelText('Your review (optional)'), {
      target: { value: 'Lovely and soft.' },
    });
    fireEvent.click(form.getByLabelText('True to size'));
    fireEvent.change(form.getByLabelText('Child’s age then (optional)'), { target: { value: '36' } });
    fireEvent.change(form.getByLabelText('Add photos'), {
      target: { files: [picture('front.jpg'), picture('back.jpg')] },
    });
    expect(form.getByRole('img', { name: 'Preview 2' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    fireEvent.click(form.getByRole('button', { name: 'Remove photo 1' }));
    expect(form.queryByRole('img', { name: 'Preview 2' })).not.toBeInTheDocument();

    fireEvent.click(form.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.calls('reviewCreate')[0]?.form;
    expect(Object.fromEntries([...(sent?.entries() ?? [])].filter(([name]) => name !== 'photos'))).toEqual({
      productId: 'prod-1',
      orderId: ORDER_ID,
      orderItemId: 'line-1',
      rating: '4',
      text: 'Lovely and soft.',
      fit: 'true',
      sizeBought: '6-7Y',
      childAge: '36',
    });
    expect(sent?.getAll('photos').map((photo) => (photo as File).name)).toEqual(['back.jpg']);
    expect(success).toHaveBeenCalledWith(REVIEW_MESSAGES.created, expect.anything());
    expect(await screen.findByTestId('line-reviewed')).toHaveTextContent('Reviewed · being checked');
    expect(screen.getAllByRole('button', { name: /^Write a review/ })).toHaveLength(1);
  });

  it('keeps to three pictures and refuses other files', async () => {
    fakeOrdersApi([delivered()]);
    renderOrderPages(DETAIL);
    const form = await openForm();
    fireEvent.change(form.getByLabelText('Add photos'), {
      target: { files: [picture('a.jpg'), picture('b.jpg'), picture('c.jpg'), picture('d.jpg')] },
    });
    expect(form.getAllByRole('img', { name: /^Preview \d/ })).toHaveLength(3);
    expect(form.getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.tooManyPhotos);
    expect(form.queryByLabelText('Add photos')).not.toBeInTheDocument();
    fireEvent.click(form.getByRole('button', { name: 'Remove photo 3' }));
    fireEvent.change(form.getByLabelText('Add photos'), {
      target: { files: [picture('notes.pdf', 'application/pdf')] },
    });
    expect(form.getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.photoNotImage);
    fireEvent.change(form.getByLabelText('Add photos'), {
      target: { files: [picture('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)] },
    });
    expect(form.getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.photoTooLarge);
    expect(form.getAllByRole('img', { name: /^Preview \d/ })).toHaveLength(2);
  });

  it('shows the server’s refusal and keeps the form open', async () => {
    const failure = vi.spyOn(toast, 'error');
    fakeOrdersApi([delivered()], { reviewCreate: () => refusal(409, REVIEW_MESSAGES.alreadyReviewed) });
    renderOrderPages(DETAIL);
    const form = await openForm();
    fireEvent.click(form.getByLabelText('5 stars'));
    fireEvent.click(form.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith(REVIEW_MESSAGES.alreadyReviewed, expect.anything()),
    );
    expect(screen.getByRole('dialog', { name: 'Review Little Hearts Smocked Frock' })).toBeInTheDocument();
  });

  it('says a reviewed line was reviewed', async () => {
    fakeOrdersApi([delivered()], {
      reviewable: () => ({
        orderId: ORDER_ID,
        canReview: true,
        lines: [
          {
            orderItemId: 'line-1',
            productId: 'prod-1',
            size: '6-7Y',
            colorName: 'Off White',
            review: { _id: 'rev-0', rating: 5, status: 'approved', createdAt: '2026-11-25T10:00:00.000Z' },
          },
          { orderItemId: 'line-2', productId: 'prod-2', size: '2-3Y', colorName: 'Mint', review: null },
        ],
      }),
    });
    renderOrderPages(DETAIL);
    expect(await screen.findByTestId('line-reviewed')).toHaveTextContent(/^Reviewed$/);
    expect(screen.getAllByRole('button', { name: /^Write a review/ })).toHaveLength(1);
  });
});
