import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import {
  adminCouponDetailResponse,
  adminCouponListResponse,
  ADMIN_COUPON_MESSAGES as M,
} from '../../../../contract/admin-coupons.ts';
import { refusal } from '../../../test/fake-api.ts';
import { renderConsole } from '../test-fixtures.tsx';
import { COUPON_ID, couponDetail, couponList, couponRow, ORDER_ID } from './test-fixtures.ts';

const input = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(input(dialog, label), { target: { value } });

describe('the coupon fixtures', () => {
  it('are answers the contract accepts', () => {
    expect(adminCouponListResponse.parse({ success: true, ...couponList() })).toBeTruthy();
    expect(adminCouponDetailResponse.parse({ success: true, ...couponDetail() })).toBeTruthy();
  });
});

describe('the coupon list', () => {
  it('reads its filters from the address, shows each coupon and gives support no changes', async () => {
    const { api, router } = renderConsole('/admin/coupons?q=loom&state=running&page=2', 'support', {
      adminCoupons: () =>
        couponList(
          [
            couponRow(),
            couponRow({
              _id: 'c2',
              code: 'OFF50',
              kind: 'flat',
              value: 50,
              maxDiscount: null,
              minOrder: 0,
              usageLimit: null,
              usedCount: 7,
              firstOrderOnly: true,
              paused: true,
              state: 'paused',
            }),
          ],
          27,
          2,
        ),
    });
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const [loom, off] = within(table).getAllByTestId('coupon-row') as HTMLElement[];
    expect(loom).toHaveTextContent('LOOM10');
    expect(loom).toHaveTextContent('10% off, up to ₹150');
    expect(loom).toHaveTextContent('₹299');
    expect(loom).toHaveTextContent('1 Nov 2026 – 31 Dec 2026');
    expect(loom).toHaveTextContent('0 of 100');
    expect(loom).toHaveTextContent('Running');
    expect(off).toHaveTextContent('₹50 off');
    expect(off).toHaveTextContent('First order only');
    expect(off).toHaveTextContent('7 (no limit)');
    expect(off).toHaveTextContent('Paused');
    expect(screen.getByText('26–27 of 27 coupons')).toBeInTheDocument();
    const query = api.calls('adminCoupons')[0]?.query;
    expect([query?.get('q'), query?.get('state'), query?.get('page')]).toEqual(['loom', 'running', '2']);
    expect(screen.queryByRole('button', { name: /new coupon/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /pause/i })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'paused' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=loom&state=paused'));
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: ' diwali ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=diwali&state=paused'));
    await waitFor(() => expect(api.calls('adminCoupons').at(-1)?.query.get('q')).toBe('diwali'));
  });

  it('says when nothing matches, and when the list fails', async () => {
    const { api } = renderConsole('/admin/coupons?state=ended', 'owner', {
      adminCoupons: () => couponList([], 0),
    });
    expect(await screen.findByText('No coupon matches these filters.')).toBeInTheDocument();
    api.on('adminCoupons', () => refusal(503, 'Coupons are resting'));
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'running' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Coupons are resting');
  });
});

describe('creating a coupon', () => {
  it('checks every field with the contract’s messages, then sends rupees and India times', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = renderConsole('/admin/coupons', 'manager', {
      adminCoupons: () => couponList([]),
      adminCouponCreate: ({ body }) => ({
        message: M.created,
        coupon: couponRow({ code: String(body.code) }),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /new coupon/i }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    type(dialog, 'Code', 'x!');
    type(dialog, 'Percent off', '120');
    type(dialog, 'Starts (India time)', '2026-12-10T10:00');
    type(dialog, 'Ends (India time)', '2026-12-01T10:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await within(dialog).findByText(M.codeInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(M.descriptionRequired)).toBeInTheDocument();
    expect(api.calls('adminCouponCreate')).toHaveLength(0);

    type(dialog, 'Code', 'diwali20');
    type(dialog, 'Description', 'Diwali: 20% off up to ₹300');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await within(dialog).findByText(M.percentInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(M.endBeforeStart)).toBeInTheDocument();

    type(dialog, 'Percent off', '20');
    type(dialog, 'Cap (₹)', '300');
    type(dialog, 'Minimum order (₹)', '999');
    type(dialog, 'Ends (India time)', '2026-12-20T23:30');
    type(dialog, 'Usage limit', '500');
    type(dialog, 'Uses per shopper', '1');
    fireEvent.click(within(dialog).getByLabelText('First order only'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminCouponCreate')[0]?.body).toEqual({
      code: 'DIWALI20',
      description: 'Diwali: 20% off up to ₹300',
      kind: 'percent',
      value: 20,
      maxDiscount: 300,
      minOrder: 999,
      startsAt: '2026-12-10T04:30:00.000Z',
      endsAt: '2026-12-20T18:00:00.000Z',
      usageLimit: 500,
      perUserLimit: 1,
      firstOrderOnly: true,
    });
    expect(success).toHaveBeenCalledWith(M.created, expect.anything());
    await waitFor(() => expect(api.calls('adminCoupons').length).toBeGreaterThan(1));
  });

  it('sends a flat coupon without a cap and shows a code already used under the code', async () => {
    const { api } = renderConsole('/admin/coupons', 'owner', {
      adminCoupons: () => couponList([]),
      adminCouponCreate: () => refusal(409, M.codeTaken),
    });
    fireEvent.click(await screen.findByRole('button', { name: /new coupon/i }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    type(dialog, 'Code', 'FLAT100');
    type(dialog, 'Description', '₹100 off');
    type(dialog, 'Cap (₹)', '40');
    fireEvent.click(within(dialog).getByLabelText('A flat amount'));
    expect(within(dialog).queryByLabelText('Cap (₹)')).not.toBeInTheDocument();
    type(dialog, 'Amount off (₹)', '99.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await within(dialog).findByText(M.flatInvalid)).toBeInTheDocument();
    type(dialog, 'Amount off (₹)', '100');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await within(dialog).findByText(M.codeTaken)).toBeInTheDocument();
    expect(api.calls('adminCouponCreate')[0]?.body).toMatchObject({
      kind: 'flat',
      value: 100,
      maxDiscount: null,
    });
    expect(screen.getByRole('dialog', { name: 'New coupon' })).toBeInTheDocument();
  });
});

describe('editing and pausing', () => {
  it('keeps a used coupon’s code, sends only what changed and checks the limit against the uses', async () => {
    const used = couponRow({ usedCount: 40, codeLocked: true });
    const { api } = renderConsole('/admin/coupons', 'manager', {
      adminCoupons: () => couponList([used]),
      adminCouponUpdate: () => ({ message: M.saved, coupon: used }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit LOOM10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit LOOM10' });
    expect(input(dialog, 'Code')).toHaveAttribute('readonly');
    expect(within(dialog).getByText(/Used on orders already: the code cannot change/)).toBeInTheDocument();
    expect(input(dialog, 'Starts (India time)').value).toBe('2026-11-01T10:00');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await within(dialog).findByText(M.nothingToSave)).toBeInTheDocument();
    type(dialog, 'Usage limit', '30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(
      await within(dialog).findByText('The usage limit cannot be below the 40 orders that already used it.'),
    ).toBeInTheDocument();
    expect(api.calls('adminCouponUpdate')).toHaveLength(0);

    type(dialog, 'Usage limit', '');
    type(dialog, 'Description', 'Ten off, no limit');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminCouponUpdate')[0]).toMatchObject({
      params: { id: COUPON_ID },
      body: { description: 'Ten off, no limit', usageLimit: null },
    });
    expect(Object.keys(api.calls('adminCouponUpdate')[0]?.body ?? {})).toEqual(['description', 'usageLimit']);
  });

  it('pauses after asking, and resumes a paused one', async () => {
    const { api } = renderConsole('/admin/coupons', 'manager', {
      adminCoupons: () =>
        couponList([couponRow(), couponRow({ _id: 'c2', code: 'SLEEP', paused: true, state: 'paused' })]),
      adminCouponPause: () => ({ message: M.paused, coupon: couponRow({ paused: true, state: 'paused' }) }),
      adminCouponResume: () => refusal(409, M.notPaused),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pause LOOM10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause LOOM10?' });
    expect(api.calls('adminCouponPause')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(api.calls('adminCouponPause')[0]?.params).toEqual({ id: COUPON_ID }));
    await waitFor(() => expect(api.calls('adminCoupons')).toHaveLength(2));

    const error = vi.spyOn(toast, 'error');
    fireEvent.click(screen.getByRole('button', { name: 'Resume SLEEP' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Resume SLEEP?' })).getByRole('button', {
        name: 'Resume',
      }),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith(M.notPaused, expect.anything()));
  });
});

describe('one coupon', () => {
  it('opens from the list with its usage and redemptions, pages them in the address, and goes back', async () => {
    const { api, router } = renderConsole('/admin/coupons?state=running', 'support', {
      adminCoupons: () => couponList(),
      adminCoupon: ({ query }) => couponDetail(undefined, Number(query.get('page'))),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'LOOM10' }));
    expect(await screen.findByRole('heading', { name: 'LOOM10', level: 1 })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?state=running&coupon=${COUPON_ID}`);
    const usage = screen.getByRole('region', { name: 'Usage' });
    expect(usage).toHaveTextContent('3 of 100');
    expect(usage).toHaveTextContent('97');
    expect(usage).toHaveTextContent('₹320');
    const table = screen.getByRole('table', { name: 'Orders that used LOOM10' });
    expect(within(table).getByRole('link', { name: 'LL-2026-000123' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(table).toHaveTextContent('XXXXXX3210');
    expect(table).toHaveTextContent('₹150');
    expect(screen.queryByRole('button', { name: /pause/i })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?state=running&coupon=${COUPON_ID}&rpage=2`),
    );
    await waitFor(() => expect(api.calls('adminCoupon').at(-1)?.query.get('page')).toBe('2'));

    fireEvent.click(screen.getByRole('link', { name: /all coupons/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=running'));
    expect(await screen.findByRole('table', { name: 'Coupons' })).toBeInTheDocument();
  });
});
