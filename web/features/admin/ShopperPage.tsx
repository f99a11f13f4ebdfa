import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Ban, Coins, LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { adminBlockBody, adminCoinAdjustBody } from '../../../contract/admin-people.ts';
import { type ApiResult, unwrap } from '../../lib/api.ts';
import { failureText } from '../../lib/failure.ts';
import { formatRupees } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { adminCall } from './call.ts';
import { useCanWrite } from './console-context.ts';
import { formatCount, indiaDate, indiaDateTime } from './console-format.ts';
import { adminKey } from './console-keys.ts';
import { CONSOLE_TOAST, useConsoleTitle } from './console-query.ts';
import {
  Badge,
  Card,
  ConfirmDialog,
  cellClass,
  Detail,
  dangerButton,
  Empty,
  Field,
  FormDialog,
  inputClass,
  LoadError,
  linkClass,
  PageHeader,
  ReasonDialog,
  secondaryButton,
  Table,
  TableSkeleton,
} from './ui.tsx';

// One shopper: profile, blocked state, orders, addresses, coins; and, for roles that may change
// shoppers, coin adjustments, sign-out everywhere, block and unblock. Every change answers with the
// shopper as it is now, which the page shows at once.

type ShopperView = Awaited<ReturnType<typeof loadShopper>>;
type Changed = ShopperView & { message: string };

const loadShopper = (id: string, signal?: AbortSignal) =>
  unwrap(adminCall('adminShopper', { params: { id }, signal }));
const shopperKey = (id: string) => adminKey('shopper', id);

const CHANGE_FAILED = 'The change could not be saved. Try again.';

/** Runs a change: the new state into the page, the server's message as a toast; false on a refusal. */
function useShopperChange(id: string) {
  const client = useQueryClient();
  return async (send: () => Promise<ApiResult<Changed>>): Promise<boolean> => {
    const result = await send();
    if (!result.success) {
      notifyError(failureText(result, { failed: CHANGE_FAILED }), CONSOLE_TOAST);
      return false;
    }
    const { message, ...detail } = result.data;
    client.setQueryData(shopperKey(id), detail);
    void client.invalidateQueries({ queryKey: adminKey('shoppers') });
    notifySuccess(message, CONSOLE_TOAST);
    return true;
  };
}

type CoinInput = z.input<typeof adminCoinAdjustBody>;

function CoinsDialog({ id, change }: { id: string; change: ReturnType<typeof useShopperChange> }) {
  const [open, setOpen] = useState(false);
  const form = useForm<CoinInput, unknown, z.output<typeof adminCoinAdjustBody>>({
    resolver: zodResolver(adminCoinAdjustBody),
    defaultValues: { reason: '' },
  });
  const busy = form.formState.isSubmitting;
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    if (await change(() => adminCall('adminShopperCoins', { params: { id }, body }))) {
      setOpen(false);
      form.reset();
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={secondaryButton}>
          <Coins className="size-4" aria-hidden="true" /> Adjust coins
        </button>
      }
      title="Adjust coins"
      description="A positive number adds coins, a negative one takes them away. The shopper sees the reason in their coin history."
      busy={busy}
      submitLabel="Save adjustment"
      onSubmit={(event) => void submit(event)}
    >
      <Field label="Coins (+ or −)" error={errors.delta?.message}>
        {(control) => (
          <input
            {...control}
            type="number"
            step={1}
            inputMode="numeric"
            className={inputClass}
            {...form.register('delta', { valueAsNumber: true })}
          />
        )}
      </Field>
      <Field label="Reason" error={errors.reason?.message}>
        {(control) => (
          <input {...control} className={inputClass} maxLength={200} {...form.register('reason')} />
        )}
      </Field>
    </FormDialog>
  );
}

function Actions({ detail, id }: { detail: ShopperView; id: string }) {
  const change = useShopperChange(id);
  const who = detail.shopper.name || detail.shopper.phone || 'this shopper';
  return (
    <div className="flex flex-wrap gap-2">
      <CoinsDialog id={id} change={change} />
      <ConfirmDialog
        trigger={
          <button type="button" className={secondaryButton}>
            <LogOut className="size-4" aria-hidden="true" /> Sign out everywhere
          </button>
        }
        title="Sign out everywhere?"
        description={`Every device ${who} is signed in on will have to sign in again.`}
        confirmLabel="Sign out everywhere"
        onConfirm={() => change(() => adminCall('adminShopperSignOut', { params: { id } }))}
      />
      {detail.shopper.blocked ? (
        <ConfirmDialog
          trigger={
            <button type="button" className={secondaryButton}>
              <ShieldCheck className="size-4" aria-hidden="true" /> Unblock
            </button>
          }
          title="Unblock this shopper?"
          description={`${who} will be able to sign in and order again.`}
          confirmLabel="Unblock"
          onConfirm={() => change(() => adminCall('adminShopperUnblock', { params: { id } }))}
        />
      ) : (
        <ReasonDialog
          trigger={
            <button type="button" className={dangerButton}>
              <Ban className="size-4" aria-hidden="true" /> Block
            </button>
          }
          title="Block this shopper?"
          description={`${who} will be signed out and will not be able to sign in or order.`}
          label="Reason for blocking"
          confirmLabel="Block"
          schema={adminBlockBody}
          onSubmit={(reason) =>
            change(() => adminCall('adminShopperBlock', { params: { id }, body: { reason } }))
          }
        />
      )}
    </div>
  );
}

function Profile({ detail }: { detail: ShopperView }) {
  const { shopper } = detail;
  return (
    <Card title="Profile">
      {shopper.blocked ? (
        <div role="note" className="mb-4 rounded-xl border border-berry/30 bg-blush/60 p-3 text-sm">
          <p className="font-semibold text-berry">
            Blocked{shopper.blockedAt ? ` on ${indiaDateTime(shopper.blockedAt)}` : ''}
          </p>
          {shopper.blockedReason ? <p className="mt-1 text-ink">Reason: {shopper.blockedReason}</p> : null}
        </div>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="Name">{shopper.name || '—'}</Detail>
        <Detail label="Phone">{shopper.phone ?? '—'}</Detail>
        <Detail label="Email">{shopper.email ?? '—'}</Detail>
        <Detail label="Joined">{indiaDate(shopper.createdAt)}</Detail>
        <Detail label="Orders">{formatCount(shopper.orderCount)}</Detail>
        <Detail label="Referral code">{shopper.referralCode}</Detail>
      </dl>
    </Card>
  );
}

function Orders({ detail }: { detail: ShopperView }) {
  return (
    <Card title="Orders">
      {detail.orders.length === 0 ? (
        <Empty>No orders yet.</Empty>
      ) : (
        <Table caption="The shopper’s orders" head={['Order', 'Placed', 'Status', 'Items', 'Amount']}>
          {detail.orders.map((order) => (
            <tr key={order._id}>
              <td className={cellClass}>
                <Link to={`/admin/orders/${order._id}`} className={linkClass}>
                  {order.orderNumber}
                </Link>
              </td>
              <td className={cellClass}>{indiaDateTime(order.createdAt)}</td>
              <td className={cellClass}>{order.status}</td>
              <td className={cellClass}>{formatCount(order.itemCount)}</td>
              <td className={cellClass}>{formatRupees(order.finalPayableAmount)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

function Addresses({ detail }: { detail: ShopperView }) {
  return (
    <Card title="Addresses">
      {detail.addresses.length === 0 ? (
        <Empty>No saved addresses.</Empty>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {detail.addresses.map((address) => (
            <li key={address._id} className="rounded-xl bg-cream p-3 text-sm ring-1 ring-line/60">
              <p className="font-semibold">
                {address.name} · {address.number}
              </p>
              <p className="text-ink-soft">
                {address.address}, {address.city}, {address.state} {address.pincode}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function CoinsCard({ detail }: { detail: ShopperView }) {
  const { balance, ledger } = detail.coins;
  return (
    <Card title="Coins">
      <p className="mb-3 text-sm">
        Balance: <strong className="font-display text-lg">{formatCount(balance)}</strong> coins
      </p>
      {ledger.length === 0 ? (
        <Empty>No coin history.</Empty>
      ) : (
        <Table caption="Coin history" head={['When', 'Change', 'Reason', 'Reference']}>
          {ledger.map((entry) => (
            <tr key={entry._id}>
              <td className={cellClass}>{indiaDateTime(entry.at)}</td>
              <td className={`${cellClass} font-semibold ${entry.delta < 0 ? 'text-danger' : 'text-leaf'}`}>
                {entry.delta > 0 ? `+${formatCount(entry.delta)}` : formatCount(entry.delta)}
              </td>
              <td className={cellClass}>{entry.reason}</td>
              <td className={cellClass}>{entry.ref}</td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

export function ShopperPage() {
  const { id = '' } = useParams();
  const canWrite = useCanWrite('shoppers');
  const shopper = useQuery({ queryKey: shopperKey(id), queryFn: ({ signal }) => loadShopper(id, signal) });
  const title = shopper.data
    ? shopper.data.shopper.name || shopper.data.shopper.phone || 'Shopper'
    : 'Shopper';
  useConsoleTitle(title);
  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/admin/shoppers"
        className={`${linkClass} inline-flex min-h-11 items-center gap-1 self-start`}
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Shoppers
      </Link>
      {shopper.isPending ? (
        <TableSkeleton label="Loading the shopper" />
      ) : shopper.isError ? (
        <LoadError error={shopper.error} what="the shopper" onRetry={() => void shopper.refetch()} />
      ) : (
        <>
          <PageHeader title={title}>
            {shopper.data.shopper.blocked ? <Badge tone="danger">Blocked</Badge> : null}
          </PageHeader>
          {canWrite ? <Actions detail={shopper.data} id={id} /> : null}
          <Profile detail={shopper.data} />
          <Orders detail={shopper.data} />
          <Addresses detail={shopper.data} />
          <CoinsCard detail={shopper.data} />
        </>
      )}
    </div>
  );
}
