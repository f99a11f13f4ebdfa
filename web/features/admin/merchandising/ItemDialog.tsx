import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import {
  type AdminHomeChoices,
  type AdminHomeItem,
  HOME_ITEM_KIND_LABELS,
  HOME_KIND_FIELDS,
  HOME_SET_KINDS,
  HOME_SET_MAX,
  type HomeItemKind,
} from '../../../../contract/admin-home.ts';
import { failureText, fieldErrors } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { adminCall } from '../call.ts';
import { CONSOLE_TOAST } from '../console-query.ts';
import { serverFieldErrors } from '../form-errors.ts';
import { PictureInput } from '../pictures/PictureInput.tsx';
import { Field, FormDialog, InputField, inputClass, SelectField } from '../ui.tsx';
import { checkValues, draftOf, emptyDraft, type HomeDraft, valuesOf } from './home-form.ts';
import { articleOptions, LinkFields, TypeChecks } from './LinkFields.tsx';
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

  async function submit() {
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
      const byField = serverFieldErrors(fieldErrors(result));
      setErrors(byField);
      if (Object.keys(byField).length === 0)
        notifyError(failureText(result, { failed: SAVE_FAILED }), CONSOLE_TOAST);
      return;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    await client.invalidateQueries({ queryKey: homeKey });
    setOpen(false);
  }

  /** A field of the draft typed as text (`draft[key]`), with its error. */
  const typed = (key: 'title' | 'price' | 'startsAt' | 'endsAt', error = errors[key]) => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [key]: event.target.value }),
    error,
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={trigger}
      wide
      title={item ? `Edit ${noun}` : `Add a ${noun}`}
      description={
        first
          ? 'The first offer card always shares the shopper’s referral code on WhatsApp; its picture and text are shown.'
          : 'Times are India time. Leave a time empty to start now or never end.'
      }
      busy={busy}
      submitLabel={item ? 'Save' : 'Add'}
      busyLabel="Saving…"
      onSubmit={() => void submit()}
    >
      <PictureInput
        value={draft.image}
        onChange={(image) => set({ image })}
        kind={kind === 'slider' ? 'banner' : 'card'}
        label="Picture"
        error={errors.image}
      />
      {has('title') ? (
        <InputField
          label={kind === 'slider' ? 'Title (“Headline – smaller line”)' : 'Title'}
          {...typed('title')}
        />
      ) : null}
      {has('description') ? (
        <Field label={kind === 'lowestPrice' ? 'Card text' : 'Description'} error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              className={inputClass}
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
            />
          )}
        </Field>
      ) : null}
      {has('affordablePrice') || has('startingPrice') ? (
        <InputField
          label={kind === 'trending' ? 'From price (₹)' : 'Starting price (₹)'}
          inputMode="decimal"
          {...typed('price', errors.affordablePrice ?? errors.startingPrice)}
        />
      ) : null}
      {has('productType') ? (
        <SelectField
          label="Product type"
          hint="What the card opens without a link."
          error={errors.productType}
          value={draft.productType}
          onChange={(productType) => set({ productType })}
          none="Every type"
          options={choices.productTypes}
        />
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
        <SelectField
          label="Article"
          error={errors.articleId}
          value={draft.articleId}
          onChange={(articleId) => set({ articleId })}
          none="None (the card’s own page)"
          options={articleOptions(choices)}
        />
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
        <InputField label="Starts (India time)" type="datetime-local" {...typed('startsAt')} />
        <InputField label="Ends (India time)" type="datetime-local" {...typed('endsAt')} />
      </div>
    </FormDialog>
  );
}
