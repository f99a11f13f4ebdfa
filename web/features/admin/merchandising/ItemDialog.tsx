import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  type AdminHomeChoices,
  type AdminHomeItem,
  HOME_ITEM_KIND_LABELS,
  HOME_KIND_FIELDS,
  HOME_SET_KINDS,
  HOME_SET_MAX,
  type HomeItemKind,
} from '../../../../contract/admin-home.ts';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { failureText, fieldErrors } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { adminCall } from '../call.ts';
import { CONSOLE_TOAST } from '../console-query.ts';
import { PictureInput } from '../pictures/PictureInput.tsx';
import { Field, inputClass, primaryButton, secondaryButton } from '../ui.tsx';
import { checkValues, draftOf, emptyDraft, fieldOf, type HomeDraft, valuesOf } from './home-form.ts';
import { LinkFields, TypeChecks } from './LinkFields.tsx';
import { ProductPicker } from './ProductPicker.tsx';
import { homeKey } from './use-home.ts';

// Adding or editing one home item: its picture, text, what it opens, its products (slides, top sales,
// top picks), its price and types (trending and lowest-price cards), its article (offer cards), whether
// it shows, and the India-time window it shows in. The contract's checks run before anything is sent;
// the server's refusals land under their fields.

const SAVE_FAILED = 'The item could not be saved. Please try again.';

export function ItemDialog({
  kind,
  item,
  choices,
  trigger,
  first = false,
}: {
  kind: HomeItemKind;
  /** The item to edit; none to add one. */
  item?: AdminHomeItem;
  choices: AdminHomeChoices;
  trigger: ReactNode;
  /** The first offer card: it always shares the referral code on the storefront. */
  first?: boolean;
}) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<HomeDraft>(() => (item ? draftOf(item) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<HomeDraft>) => setDraft((current) => ({ ...current, ...change }));
  const has = (field: string) => (HOME_KIND_FIELDS[kind] as readonly string[]).includes(field);
  const noun = HOME_ITEM_KIND_LABELS[kind].toLowerCase();

  function openChange(next: boolean) {
    if (busy) return;
    if (next) {
      setDraft(item ? draftOf(item) : emptyDraft());
      setErrors({});
    }
    setOpen(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = valuesOf(kind, draft);
    const problems = checkValues(kind, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const result = item
      ? await adminCall('adminHomeItemUpdate', { params: { kind, id: item._id }, body: values })
      : await adminCall('adminHomeItemCreate', { body: { kind, ...values } });
    setBusy(false);
    if (!result.success) {
      const byField: Record<string, string> = {};
      for (const { field, msg } of fieldErrors(result)) {
        const name = fieldOf(field);
        if (!(name in byField)) byField[name] = msg;
      }
      setErrors(byField);
      if (Object.keys(byField).length === 0)
        notifyError(failureText(result, { failed: SAVE_FAILED }), CONSOLE_TOAST);
      return;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    await client.invalidateQueries({ queryKey: homeKey });
    setOpen(false);
  }

  const text = (field: 'title' | 'description', label: string, multiline = false) => (
    <Field label={label} error={errors[field]}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            rows={2}
            className={inputClass}
            value={draft[field]}
            onChange={(e) => set({ [field]: e.target.value })}
          />
        ) : (
          <input
            {...control}
            className={inputClass}
            value={draft[field]}
            onChange={(e) => set({ [field]: e.target.value })}
          />
        )
      }
    </Field>
  );

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogFrame
        wide
        title={item ? `Edit ${noun}` : `Add a ${noun}`}
        description={
          first
            ? 'The first offer card always shares the shopper’s referral code on WhatsApp; its picture and text are shown.'
            : 'Times are India time. Leave a time empty to start now or never end.'
        }
        closeDisabled={busy}
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
          <div>
            <PictureInput
              value={draft.image}
              onChange={(image) => set({ image })}
              kind={kind === 'slider' ? 'banner' : 'card'}
              label="Picture"
            />
            {errors.image ? <p className="mt-1 text-sm font-semibold text-danger">{errors.image}</p> : null}
          </div>
          {has('title')
            ? text('title', kind === 'slider' ? 'Title (“Headline – smaller line”)' : 'Title')
            : null}
          {has('description')
            ? text('description', kind === 'lowestPrice' ? 'Card text' : 'Description', true)
            : null}
          {has('affordablePrice') || has('startingPrice') ? (
            <Field
              label={kind === 'trending' ? 'From price (₹)' : 'Starting price (₹)'}
              error={errors.affordablePrice ?? errors.startingPrice}
            >
              {(control) => (
                <input
                  {...control}
                  className={inputClass}
                  inputMode="decimal"
                  value={draft.price}
                  onChange={(e) => set({ price: e.target.value })}
                />
              )}
            </Field>
          ) : null}
          {has('productType') ? (
            <Field label="Product type" error={errors.productType} hint="What the card opens without a link.">
              {(control) => (
                <select
                  {...control}
                  className={inputClass}
                  value={draft.productType}
                  onChange={(e) => set({ productType: e.target.value })}
                >
                  <option value="">Every type</option>
                  {choices.productTypes.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          {has('productTypes') ? (
            <TypeChecks
              legend="Product types (none: every type)"
              types={choices.productTypes}
              value={draft.productTypes}
              onChange={(productTypes) => set({ productTypes })}
              error={errors.productTypes}
            />
          ) : null}
          {has('articleId') ? (
            <Field label="Article" error={errors.articleId}>
              {(control) => (
                <select
                  {...control}
                  className={inputClass}
                  value={draft.articleId}
                  onChange={(e) => set({ articleId: e.target.value })}
                >
                  <option value="">None (the card’s own page)</option>
                  {choices.articles.map((a) => (
                    <option key={a._id} value={a._id}>
                      {a.title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          <LinkFields kind={kind} draft={draft} set={set} choices={choices} error={errors.link} />
          {HOME_SET_KINDS.includes(kind) ? (
            <ProductPicker
              label="Its products"
              value={draft.products}
              onChange={(products) => set({ products })}
              max={HOME_SET_MAX}
              error={errors.productIds}
            />
          ) : null}
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              checked={draft.isVisible}
              onChange={(e) => set({ isVisible: e.target.checked })}
            />
            Shown on the home page
          </label>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Starts (India time)" error={errors.startsAt}>
              {(control) => (
                <input
                  {...control}
                  type="datetime-local"
                  className={inputClass}
                  value={draft.startsAt}
                  onChange={(e) => set({ startsAt: e.target.value })}
                />
              )}
            </Field>
            <Field label="Ends (India time)" error={errors.endsAt}>
              {(control) => (
                <input
                  {...control}
                  type="datetime-local"
                  className={inputClass}
                  value={draft.endsAt}
                  onChange={(e) => set({ endsAt: e.target.value })}
                />
              )}
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className={secondaryButton} disabled={busy}>
                Cancel
              </button>
            </Dialog.Close>
            <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy}>
              {busy ? 'Saving…' : item ? 'Save' : 'Add'}
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
