import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { AdminHomeChoices, AdminHomeItem } from '../../../../contract/admin-home.ts';
import { HOME_ITEM_STATE_LABELS, type HomeItemState } from '../../../../contract/home-schedule.ts';
import { uploadUrl } from '../../../lib/api.ts';
import { failureText } from '../../../lib/failure.ts';
import { formatRupees } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { adminCall } from '../call.ts';
import { indiaDateTime } from '../console-format.ts';
import { CONSOLE_TOAST } from '../console-query.ts';
import { type Reorder, ReorderButtons } from '../reorder.tsx';
import { Badge, ConfirmDialog, EditButton, secondaryButton } from '../ui.tsx';
import { describeLink } from './home-form.ts';
import { ItemDialog } from './ItemDialog.tsx';
import { homeKey } from './use-home.ts';

// One home item as a card: its picture, title, state and window, what it opens, and (for roles that
// may change the home) its order buttons, Edit and Remove. Moves are said by the section's Announcer.

const STATE_TONES: Record<HomeItemState, 'good' | 'quiet' | 'danger'> = {
  showing: 'good',
  scheduled: 'quiet',
  ended: 'quiet',
  hidden: 'danger',
};

export const itemName = (item: Pick<AdminHomeItem, 'title' | 'description'>) =>
  item.title || item.description;

function RemoveButton({ item }: { item: AdminHomeItem }) {
  const client = useQueryClient();
  const name = itemName(item);
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={secondaryButton} aria-label={`Remove ${name}`}>
          <Trash2 className="size-4" aria-hidden="true" /> Remove
        </button>
      }
      title={`Remove “${name}”?`}
      description="It leaves the home page at once. To take it off for a while, hide it instead."
      confirmLabel="Remove"
      danger
      onConfirm={async () => {
        const result = await adminCall('adminHomeItemDelete', { params: { kind: item.kind, id: item._id } });
        if (!result.success) {
          notifyError(failureText(result, { failed: 'The item could not be removed.' }), CONSOLE_TOAST);
          return false;
        }
        notifySuccess(result.data.message, CONSOLE_TOAST);
        await client.invalidateQueries({ queryKey: homeKey });
        return true;
      }}
    />
  );
}

export function ItemCard({
  item,
  choices,
  canWrite,
  reorder,
  first,
}: {
  item: AdminHomeItem;
  choices: AdminHomeChoices;
  canWrite: boolean;
  reorder: Reorder<AdminHomeItem>;
  first: boolean;
}) {
  const name = itemName(item);
  return (
    <li
      {...(canWrite ? reorder.dragProps(item._id) : {})}
      aria-label={name}
      className="flex flex-col overflow-hidden rounded-card bg-paper ring-1 ring-line/60 data-[dragging=true]:opacity-50"
    >
      <img
        src={uploadUrl(item.image)}
        alt=""
        width={600}
        height={item.kind === 'slider' ? 240 : 400}
        loading="lazy"
        draggable={false}
        className={`w-full bg-cream object-cover ${item.kind === 'slider' ? 'aspect-[5/2]' : 'aspect-[3/2]'}`}
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={STATE_TONES[item.state]}>{HOME_ITEM_STATE_LABELS[item.state]}</Badge>
          {first ? <Badge>Shares the referral code</Badge> : null}
        </div>
        <h3 className="font-display text-base font-extrabold leading-snug text-ink">{name}</h3>
        {item.title && item.description ? <p className="text-sm text-ink-soft">{item.description}</p> : null}
        {item.affordablePrice !== null ? (
          <p className="text-sm text-ink">From {formatRupees(item.affordablePrice)}</p>
        ) : null}
        {item.startingPrice !== null ? (
          <p className="text-sm text-ink">Starting at {formatRupees(item.startingPrice)}</p>
        ) : null}
        <p className="text-sm text-ink-soft">{describeLink(item, choices)}</p>
        {item.startsAt || item.endsAt ? (
          <p className="text-xs text-ink-soft">
            {item.startsAt ? `From ${indiaDateTime(item.startsAt)}` : 'From now'}
            {item.endsAt ? ` until ${indiaDateTime(item.endsAt)}` : ', no end'}
          </p>
        ) : null}
        {canWrite ? (
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
            <ReorderButtons reorder={reorder} id={item._id} name={name} />
            <div className="flex flex-wrap gap-2">
              <ItemDialog
                kind={item.kind}
                item={item}
                choices={choices}
                first={first}
                trigger={<EditButton name={name} />}
              />
              <RemoveButton item={item} />
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}
