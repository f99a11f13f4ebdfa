import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_PEOPLE_MESSAGES } from '../../../contract/admin-people.ts';
import { refusal } from '../../test/fake-api.ts';
import { renderConsole, SHOPPER_ID, shopperDetail, shopperRow } from './test-fixtures.tsx';

const list = (
  shoppers = [shopperRow(), shopperRow({ _id: 's2', name: 'Kabir', blocked: true })],
  total = 2,
) => ({
  shoppers,
  total,
  page: 1,
  limit: 25,
});

describe('the shoppers desk', () => {
  it('searches by phone, email or name and lists the shoppers with their state', async () => {
    const { api } = renderConsole('/admin/shoppers', 'support', { adminShoppers: () => list() });
    const table = await screen.findByRole('table', { name: 'Shoppers' });
    expect(within(table).getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute(
      'href',
      `/admin/shoppers/${SHOPPER_ID}`,
    );
    const kabir = within(table).getByRole('link', { name: 'Kabir' }).closest('tr') as HTMLElement;
    expect(within(kabir).getByText('Blocked')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Phone, email or name'), { target: { value: ' 91234 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls('adminShoppers').at(-1)?.query.get('q')).toBe('91234'));
  });

  it('says when nothing matches', async () => {
    renderConsole('/admin/shoppers?q=zzz', 'owner', { adminShoppers: () => list([], 0) });
    expect(await screen.findByText('No shopper matches “zzz”.')).toBeInTheDocument();
  });

  it('says when the list fails, in the server’s words', async () => {
    renderConsole('/admin/shoppers', 'owner', { adminShoppers: () => refusal(503, 'Search is down') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is down');
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('one shopper', () => {
  it('shows the profile, orders, addresses and coins; a reader gets no actions', async () => {
    renderConsole(`/admin/shoppers/${SHOPPER_ID}`, 'manager', { adminShopper: () => shopperDetail() });
    expect(await screen.findByRole('heading', { name: 'Meera Iyer', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LL-2026-000123' })).toHaveAttribute(
      'href',
      '/admin/orders/00000000-0000-4000-8000-000000000030',
    );
    expect(screen.getByText(/12 Lake Road/)).toBeInTheDocument();
    expect(screen.getByText('+150')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /adjust coins/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /block/i })).not.toBeInTheDocument();
  });

  it('checks a coin adjustment with the contract’s messages, then saves it', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = renderConsole(`/admin/shoppers/${SHOPPER_ID}`, 'support', {
      adminShopper: () => shopperDetail(),
      adminShopperCoins: ({ body }) => ({
        ...shopperDetail(),
        coins: { balance: 150 + body.delta, ledger: [] },
        message: ADMIN_PEOPLE_MESSAGES.coinsAdjusted,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /adjust coins/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust coins' });
    fireEvent.change(within(dialog).getByLabelText('Coins (+ or −)'), { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(dialog).findByText(ADMIN_PEOPLE_MESSAGES.coinsAmountInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_PEOPLE_MESSAGES.coinsReasonRequired)).toBeInTheDocument();
    expect(api.calls('adminShopperCoins')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Coins (+ or −)'), { target: { value: '-50' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Goodwill reversal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('adminShopperCoins')[0]?.body).toEqual({ delta: -50, reason: 'Goodwill reversal' });
    expect(success).toHaveBeenCalledWith(ADMIN_PEOPLE_MESSAGES.coinsAdjusted, expect.anything());
    expect(screen.getByText('100')).toBeInTheDocument();
  });

  it('blocks with a reason and shows the blocked state; the server’s refusal keeps the dialog open', async () => {
    const error = vi.spyOn(toast, 'error');
    let refuse = true;
    const { api } = renderConsole(`/admin/shoppers/${SHOPPER_ID}`, 'owner', {
      adminShopper: () => shopperDetail(),
      adminShopperBlock: ({ body }) =>
        refuse
          ? refusal(409, ADMIN_PEOPLE_MESSAGES.cannotBlockStaff)
          : {
              ...shopperDetail({
                blocked: true,
                blockedReason: body.reason,
                blockedAt: '2026-11-26T06:00:00.000Z',
              }),
              message: ADMIN_PEOPLE_MESSAGES.blocked,
            },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this shopper?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText(ADMIN_PEOPLE_MESSAGES.blockNeedsReason)).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Reason for blocking'), {
      target: { value: 'Fraudulent returns' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(ADMIN_PEOPLE_MESSAGES.cannotBlockStaff, expect.anything()),
    );
    expect(screen.getByRole('dialog', { name: 'Block this shopper?' })).toBeInTheDocument();

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Reason: Fraudulent returns')).toBeInTheDocument();
    expect(api.calls('adminShopperBlock').at(-1)?.body).toEqual({ reason: 'Fraudulent returns' });
    expect(screen.getByRole('button', { name: /unblock/i })).toBeInTheDocument();
  });
});
