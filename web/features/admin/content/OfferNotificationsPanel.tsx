import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AdminBroadcast,
  adminBroadcastBody,
  BROADCAST_AUDIENCE_LABELS,
  BROADCAST_AUDIENCES,
} from '../../../../contract/admin-content.ts';
import { unwrap } from '../../../lib/api.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { adminCall } from '../call.ts';
import { useCanRead, useCanWrite } from '../console-context.ts';
import { formatCount, indiaDateTime } from '../console-format.ts';
import { adminKey } from '../console-keys.ts';
import { CONSOLE_TOAST } from '../console-query.ts';
import { showRefusal } from '../form-errors.ts';
import {
  Card,
  cellClass,
  Field,
  FormDialog,
  inputClass,
  ListResult,
  primaryButton,
  RadioChoice,
} from '../ui.tsx';

// Offer notifications: write one, choose who receives it (every shopper, or those who bought from a
// category), see how many shoppers that is before sending, confirm, and read the ones sent before.

type Input = z.input<typeof adminBroadcastBody>;
type Output = z.output<typeof adminBroadcastBody>;

export const broadcastsKey = adminKey('offer-notifications');
export const SEND_FAILED = 'The notification could not be sent. Try again.';
export const HISTORY_PAGE_SIZE = 20;
const FIELDS = ['title', 'message', 'audience', 'categoryId', 'link'] as const;

const EMPTY: Input = { title: '', message: '', audience: 'all', categoryId: undefined, link: '' };

const shoppers = (n: number) => `${formatCount(n)} ${n === 1 ? 'shopper' : 'shoppers'}`;

function useAudienceCount(audience: Input['audience'], categoryId: string | undefined) {
  const ready = audience === 'all' || Boolean(categoryId);
  return useQuery({
    queryKey: [...broadcastsKey, 'audience', audience, audience === 'category' ? categoryId : null],
    queryFn: ({ signal }) =>
      unwrap(
        adminCall('adminOfferNotificationAudience', {
          query: audience === 'category' ? { audience, categoryId } : { audience },
          signal,
        }),
      ),
    enabled: ready,
  });
}

function Compose() {
  const client = useQueryClient();
  const canReadCatalogue = useCanRead('catalogue');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(adminBroadcastBody),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const audience = form.watch('audience');
  const categoryId = form.watch('categoryId');
  const count = useAudienceCount(audience, categoryId);
  const categories = useQuery({
    queryKey: adminKey('content', 'categories'),
    queryFn: ({ signal }) => unwrap(adminCall('adminCategories', { signal })),
    enabled: canReadCatalogue,
  });
  const [pending, setPending] = useState<Output | null>(null);
  const [sending, setSending] = useState(false);

  const review = form.handleSubmit((body) => setPending(body));

  async function send() {
    if (!pending) return;
    setSending(true);
    const result = await adminCall('adminOfferNotificationSend', { body: pending });
    setSending(false);
    setPending(null);
    if (!result.success) {
      showRefusal(result, { fields: FIELDS, setError: form.setError, failed: SEND_FAILED });
      void client.invalidateQueries({ queryKey: [...broadcastsKey, 'audience'] });
      return;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    form.reset(EMPTY);
    await client.invalidateQueries({ queryKey: broadcastsKey });
  }

  const reach =
    audience === 'category' && !categoryId
      ? 'Choose a category to see how many shoppers it reaches.'
      : count.isPending
        ? 'Counting shoppers…'
        : count.isError
          ? 'Could not count the shoppers now; they are counted again when it is sent.'
          : count.data.recipients === 0
            ? 'Nobody would receive it: choose another audience.'
            : `Will reach ${shoppers(count.data.recipients)} now.`;
  const recipients = count.data?.recipients;

  return (
    <Card title="Send an offer notification">
      <form noValidate onSubmit={(event) => void review(event)} className="flex flex-col gap-4">
        <Field label="Title" error={errors.title?.message}>
          {(control) => (
            <input {...control} maxLength={80} className={inputClass} {...form.register('title')} />
          )}
        </Field>
        <Field label="Message" error={errors.message?.message}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={500}
              className={inputClass}
              {...form.register('message')}
            />
          )}
        </Field>
        <RadioChoice
          legend="Who receives it"
          options={BROADCAST_AUDIENCES.map((value) => ({ value, label: BROADCAST_AUDIENCE_LABELS[value] }))}
          value={audience}
          onChange={(value) => form.setValue('audience', value)}
        />
        {audience === 'category' ? (
          <Field label="Category" error={errors.categoryId?.message}>
            {(control) => (
              <select
                {...control}
                className={inputClass}
                {...form.register('categoryId', { setValueAs: (value: string) => value || undefined })}
              >
                <option value="">Choose a category</option>
                {(categories.data?.categories ?? []).map((category) => (
                  <option key={category._id} value={category._id}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field
          label="Link (optional)"
          hint="A page of the shop the offer is about, like /allproducts?category=…"
          error={errors.link?.message}
        >
          {(control) => (
            <input {...control} maxLength={300} className={inputClass} {...form.register('link')} />
          )}
        </Field>
        <p aria-live="polite" className="text-sm font-semibold text-ink">
          {reach}
        </p>
        <div>
          <button type="submit" className={primaryButton} disabled={recipients === 0}>
            <Send className="size-4" aria-hidden="true" /> Send…
          </button>
        </div>
      </form>
      <FormDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={recipients === undefined ? 'Send this notification?' : `Send to ${shoppers(recipients)}?`}
        description={`“${pending?.title ?? ''}” goes to ${
          pending?.audience === 'category' ? 'every shopper who bought from the category' : 'every shopper'
        } at once, and cannot be taken back.`}
        busy={sending}
        submitLabel="Send now"
        busyLabel="Sending…"
        onSubmit={() => void send()}
      />
    </Card>
  );
}

function audienceText(b: AdminBroadcast): string {
  return b.audience === 'all' ? 'Every shopper' : `Bought from ${b.categoryName ?? 'a removed category'}`;
}

function History({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useQuery({
    queryKey: [...broadcastsKey, 'list', page],
    queryFn: ({ signal }) =>
      unwrap(adminCall('adminOfferNotifications', { query: { page, limit: HISTORY_PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="sent-heading" className="space-y-2">
      <h3 id="sent-heading" className="font-display text-lg font-extrabold text-ink">
        Sent before
      </h3>
      <ListResult
        query={list}
        rows={(data) => data.broadcasts}
        loadingLabel="Loading sent notifications"
        what="the sent notifications"
        empty="No offer notification has been sent yet."
        noun={['notification', 'notifications']}
        countNote="newest first"
        caption="Offer notifications sent"
        head={['Sent', 'Notification', 'Audience', 'Reached', 'By']}
        row={(b) => (
          <tr key={b._id}>
            <td className={`${cellClass} whitespace-nowrap`}>{indiaDateTime(b.createdAt)}</td>
            <td className={cellClass}>
              <div className="font-semibold text-ink">{b.title}</div>
              <div className="text-ink-soft">{b.message}</div>
              {b.link ? <div className="text-ink-soft">Link: {b.link}</div> : null}
            </td>
            <td className={cellClass}>{audienceText(b)}</td>
            <td className={cellClass}>{shoppers(b.recipients)}</td>
            <td className={cellClass}>{b.sentBy ?? '—'}</td>
          </tr>
        )}
        onPage={onPage}
      />
    </section>
  );
}

export function OfferNotificationsPanel({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const canWrite = useCanWrite('content');
  return (
    <section aria-labelledby="notifications-heading" className="space-y-4">
      <h2 id="notifications-heading" className="font-display text-xl font-extrabold text-ink">
        Offer notifications
      </h2>
      {canWrite ? <Compose /> : null}
      <History page={page} onPage={onPage} />
    </section>
  );
}
