import { useQueryClient } from '@tanstack/react-query';
import { Copy, ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  ADMIN_PRODUCT_MESSAGES,
  type AdminProduct,
  type ProductStatus,
} from '../../../../../contract/admin-products.ts';
import type { AdminBrand, AdminCategory } from '../../../../../contract/admin-taxonomy.ts';
import { GENDER_LABELS, GENDERS } from '../../../../../contract/catalog.ts';
import { routePath } from '../../../../../contract/routes.ts';
import { unwrap } from '../../../../lib/api.ts';
import { failureStatus, failureText, fieldErrors } from '../../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { adminCall } from '../../call.ts';
import { formatCount, indiaDateTime } from '../../console-format.ts';
import { consoleKeys } from '../../console-keys.ts';
import { CONSOLE_TOAST } from '../../console-query.ts';
import {
  Card,
  ConfirmDialog,
  dangerButton,
  errorClass,
  Field,
  FormDialog,
  inputClass,
  linkClass,
  primaryButton,
  secondaryButton,
} from '../../ui.tsx';
import {
  emptyProduct,
  FEATURE_FIELDS,
  messageOf,
  newColour,
  type ProductBody,
  type ProductFormValues,
  placeServerErrors,
  productResolver,
  valuesOf,
} from '../product-form.ts';
import { choiceName } from '../use-choices.ts';
import { useLeaveGuard } from '../use-leave-guard.ts';
import { ColourEditor } from './ColourEditor.tsx';
import { ProductStatusBadge } from './ProductRows.tsx';

// The product editor: every field of a product beside its message (the contract's, or the server's for
// the same field), its colours with pictures and sizes, and its status. A save sends the version the
// editor opened: when someone changed the product since, the server refuses it (409) and the editor keeps
// what was typed and offers to reload. Support reads the same page with every input disabled.

const M = ADMIN_PRODUCT_MESSAGES;
export const SAVE_FAILED = 'The product could not be saved. Try again.';
export const CHECK_FIELDS = 'Some fields need a look: see the messages beside them.';
const MAX_COLOURS = 12;

export function ProductEditor({
  product,
  brands,
  categories,
  types,
  canWrite,
}: {
  /** The product as the server has it; null for a new one. */
  product: AdminProduct | null;
  brands: AdminBrand[];
  categories: AdminCategory[];
  types: string[];
  canWrite: boolean;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  /** The product as last loaded or saved: its version goes with every save. */
  const [base, setBase] = useState(product);
  const [conflict, setConflict] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState<ProductStatus | null>(null);
  const [reloading, setReloading] = useState(false);

  const form = useForm<ProductFormValues, unknown, ProductBody>({
    resolver: productResolver(),
    defaultValues: product ? valuesOf(product) : emptyProduct(),
  });
  const { control, register, setValue, formState } = form;
  const colours = useFieldArray({ control, name: 'variants' });
  const categoryId = useWatch({ control, name: 'categoryId' });
  const subcategories = categories.find((c) => c._id === categoryId)?.subcategories ?? [];
  const dirty = canWrite && formState.isDirty;
  const guard = useLeaveGuard(dirty);
  const readOnly = !canWrite;
  const errors = formState.errors;

  function settle(saved: AdminProduct) {
    setBase(saved);
    client.setQueryData(consoleKeys.product(saved._id), { success: true as const, product: saved });
    void client.invalidateQueries({ queryKey: consoleKeys.products });
    void client.invalidateQueries({ queryKey: consoleKeys.productTypes });
  }

  const save = (status: ProductStatus) =>
    form.handleSubmit(
      async (body) => {
        if (status === 'live') {
          const bare = body.variants.flatMap((v, i) => (v.images.length === 0 ? [i] : []));
          if (bare.length > 0) {
            for (const i of bare) form.setError(`variants.${i}.images`, { message: M.liveNeedsImage });
            notifyError(M.liveNeedsImage, CONSOLE_TOAST);
            return;
          }
        }
        setSaving(status);
        setProblems([]);
        const result = base
          ? await adminCall('adminProductUpdate', {
              params: { id: base._id },
              body: { ...body, status, version: base.version },
            })
          : await adminCall('adminProductCreate', { body: { ...body, status } });
        setSaving(null);
        if (result.success) {
          const saved = result.data.product;
          notifySuccess(result.data.message, CONSOLE_TOAST);
          setConflict(null);
          settle(saved);
          form.reset(valuesOf(saved));
          if (!base) navigate(`/admin/products/${saved._id}`, { replace: true });
          return;
        }
        const message = failureText(result, { failed: SAVE_FAILED });
        if (failureStatus(result) === 409) {
          setConflict(message === SAVE_FAILED ? M.changedSinceOpened : message);
          return;
        }
        const { onFields, elsewhere } = placeServerErrors(fieldErrors(result));
        for (const { path, message: msg } of onFields)
          form.setError(path as `variants.${number}.color`, { type: 'server', message: msg });
        setProblems(onFields.length === 0 && elsewhere.length === 0 ? [message] : elsewhere);
        notifyError(onFields.length > 0 ? CHECK_FIELDS : message, CONSOLE_TOAST);
      },
      () => notifyError(CHECK_FIELDS, CONSOLE_TOAST),
    );

  async function reload() {
    if (!base) return;
    setReloading(true);
    try {
      const fresh = await client.fetchQuery({
        queryKey: consoleKeys.product(base._id),
        queryFn: () => unwrap(adminCall('adminProduct', { params: { id: base._id } })),
        staleTime: 0,
      });
      setBase(fresh.product);
      form.reset(valuesOf(fresh.product));
      setConflict(null);
      setProblems([]);
    } catch (error) {
      notifyError(
        failureText(error, { failed: 'The product could not be loaded. Try again.' }),
        CONSOLE_TOAST,
      );
    } finally {
      setReloading(false);
    }
  }

  async function archive(): Promise<boolean> {
    if (!base) return false;
    const result = await adminCall('adminProductArchive', { params: { id: base._id } });
    if (!result.success) {
      notifyError(
        failureText(result, { failed: 'The product could not be archived. Try again.' }),
        CONSOLE_TOAST,
      );
      return false;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    settle(result.data.product);
    return true;
  }

  async function duplicate(): Promise<boolean> {
    if (!base) return false;
    const result = await adminCall('adminProductDuplicate', { params: { id: base._id } });
    if (!result.success) {
      notifyError(failureText(result, { failed: 'The copy could not be made. Try again.' }), CONSOLE_TOAST);
      return false;
    }
    const copy = result.data.product;
    notifySuccess(result.data.message, CONSOLE_TOAST);
    client.setQueryData(consoleKeys.product(copy._id), { success: true as const, product: copy });
    void client.invalidateQueries({ queryKey: consoleKeys.products });
    navigate(`/admin/products/${copy._id}`);
    return true;
  }

  const status = base?.status ?? 'draft';
  const busy = saving !== null;
  const saveButtons =
    status === 'live'
      ? ([
          ['draft', 'Move to draft'],
          ['live', 'Save'],
        ] as const)
      : ([
          ['draft', 'Save as draft'],
          ['live', 'Publish'],
        ] as const);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={base ? `Edit ${base.name}` : 'New product'}
        onSubmit={(event) => {
          event.preventDefault();
          // A dialog's form (rendered elsewhere) reaches here through React's tree: only this form saves.
          if (event.target !== event.currentTarget || !canWrite) return;
          void save(status === 'live' ? 'live' : 'draft')(event);
        }}
        className="space-y-4"
      >
        {readOnly ? (
          <p className="rounded-card bg-cream px-4 py-3 text-sm text-ink-soft ring-1 ring-line/60">
            Your role can read this product but not change it.
          </p>
        ) : null}
        <fieldset disabled={readOnly} className="min-w-0">
          <legend className="sr-only">{base ? base.name : 'New product'}</legend>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <div className="space-y-4 lg:order-2">
              <Card title="Status">
                <div className="space-y-3 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <ProductStatusBadge status={status} />
                    {status === 'draft' ? (
                      <span className="text-ink-soft">Shoppers do not see it.</span>
                    ) : null}
                    {status === 'archived' ? (
                      <span className="text-ink-soft">Out of the shop; kept on past orders.</span>
                    ) : null}
                  </p>
                  {base ? (
                    <p className="text-ink-soft">
                      Changed <time dateTime={base.updatedAt}>{indiaDateTime(base.updatedAt)}</time> · version{' '}
                      {base.version} · {formatCount(base.salesCount)} sold
                    </p>
                  ) : null}
                  {base && status === 'live' ? (
                    <a
                      href={routePath('product', { id: base._id })}
                      target="_blank"
                      rel="noreferrer"
                      className={`${linkClass} inline-flex items-center gap-1`}
                    >
                      View in the shop <ExternalLink className="size-3.5" aria-hidden="true" />
                    </a>
                  ) : null}
                  {base && canWrite ? (
                    <div className="flex flex-wrap gap-2 pt-1">
                      <ConfirmDialog
                        trigger={
                          <button type="button" className={secondaryButton} disabled={dirty}>
                            <Copy className="size-4" aria-hidden="true" /> Duplicate
                          </button>
                        }
                        title="Duplicate this product?"
                        description="The copy is a draft with the same details, colours and pictures; its stock starts at zero."
                        confirmLabel="Make a copy"
                        onConfirm={duplicate}
                      />
                      {status !== 'archived' ? (
                        <ConfirmDialog
                          trigger={
                            <button type="button" className={dangerButton}>
                              Archive
                            </button>
                          }
                          title="Archive this product?"
                          description="Shoppers no longer see it and cannot buy it; it stays on past orders. You can publish it again later."
                          confirmLabel="Archive"
                          danger
                          onConfirm={archive}
                        />
                      ) : null}
                    </div>
                  ) : null}
                  {base && canWrite && dirty ? (
                    <p className="text-xs text-ink-soft">Save or undo your changes to duplicate it.</p>
                  ) : null}
                </div>
              </Card>

              <Card title="Brand and category">
                <div className="space-y-3">
                  <Field label="Brand" error={errors.brandId?.message}>
                    {(controlProps) => (
                      <select {...controlProps} className={inputClass} {...register('brandId')}>
                        <option value="">Choose a brand</option>
                        {brands.map((brand) => (
                          <option key={brand._id} value={brand._id}>
                            {choiceName(brand)}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <Field label="Category" error={errors.categoryId?.message}>
                    {(controlProps) => (
                      <select
                        {...controlProps}
                        className={inputClass}
                        {...register('categoryId', {
                          onChange: () => setValue('subcategoryId', '', { shouldDirty: true }),
                        })}
                      >
                        <option value="">Choose a category</option>
                        {categories.map((category) => (
                          <option key={category._id} value={category._id}>
                            {choiceName(category)}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <Field label="Subcategory" error={errors.subcategoryId?.message}>
                    {(controlProps) => (
                      <select
                        {...controlProps}
                        className={inputClass}
                        disabled={!categoryId || readOnly}
                        {...register('subcategoryId')}
                      >
                        <option value="">
                          {categoryId ? 'Choose a subcategory' : 'Choose a category first'}
                        </option>
                        {subcategories.map((sub) => (
                          <option key={sub._id} value={sub._id}>
                            {choiceName(sub)}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <Field
                    label="Gender"
                    hint="Boys and girls listings also show unisex products."
                    error={errors.gender?.message}
                  >
                    {(controlProps) => (
                      <select {...controlProps} className={inputClass} {...register('gender')}>
                        {GENDERS.map((gender) => (
                          <option key={gender} value={gender}>
                            {GENDER_LABELS[gender]}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </div>
              </Card>

              <Card title="Selling">
                <div className="space-y-3">
                  <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
                    <input type="checkbox" className="size-4 accent-accent" {...register('CODAvailable')} />
                    Cash on delivery available
                  </label>
                  <Field
                    label="Search synonyms"
                    hint="Other words shoppers type for it, separated by commas, like jhabla, party wear."
                    error={errors.searchSynonyms?.message}
                  >
                    {(controlProps) => (
                      <textarea
                        {...controlProps}
                        rows={2}
                        maxLength={500}
                        className={inputClass}
                        {...register('searchSynonyms')}
                      />
                    )}
                  </Field>
                </div>
              </Card>
            </div>

            <div className="min-w-0 space-y-4 lg:order-1">
              <Card title="Details">
                <div className="grid gap-3 md:grid-cols-2">
                  <Field label="Name" hint="Shown on cards and in the cart." error={errors.name?.message}>
                    {(controlProps) => (
                      <input
                        {...controlProps}
                        type="text"
                        maxLength={120}
                        className={inputClass}
                        {...register('name')}
                      />
                    )}
                  </Field>
                  <Field
                    label="Product type"
                    hint="Choose one in use or type a new one: lowercase letters, digits and hyphens."
                    error={errors.productType?.message}
                  >
                    {(controlProps) => (
                      <>
                        <input
                          {...controlProps}
                          type="text"
                          list="product-types"
                          maxLength={40}
                          autoComplete="off"
                          spellCheck={false}
                          className={inputClass}
                          {...register('productType', {
                            onBlur: (event: { target: HTMLInputElement }) => {
                              const typed = event.target.value;
                              const tidy = typed.trim().toLowerCase().replace(/\s+/g, '-');
                              if (tidy !== typed) setValue('productType', tidy, { shouldDirty: true });
                            },
                          })}
                        />
                        <datalist id="product-types">
                          {types.map((type) => (
                            <option key={type} value={type} />
                          ))}
                        </datalist>
                      </>
                    )}
                  </Field>
                  <Field
                    label="Title"
                    hint="The full title on the product page."
                    error={errors.title?.message}
                    className="md:col-span-2"
                  >
                    {(controlProps) => (
                      <input
                        {...controlProps}
                        type="text"
                        maxLength={200}
                        className={inputClass}
                        {...register('title')}
                      />
                    )}
                  </Field>
                  <Field label="Description" error={errors.description?.message} className="md:col-span-2">
                    {(controlProps) => (
                      <textarea
                        {...controlProps}
                        rows={6}
                        maxLength={5000}
                        className={inputClass}
                        {...register('description')}
                      />
                    )}
                  </Field>
                </div>
              </Card>

              <Card title="Features">
                <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                  {FEATURE_FIELDS.map(([key, label]) => (
                    <Field key={key} label={label} error={errors.features?.[key]?.message}>
                      {(controlProps) => (
                        <input
                          {...controlProps}
                          type="text"
                          maxLength={80}
                          className={inputClass}
                          {...register(`features.${key}`)}
                        />
                      )}
                    </Field>
                  ))}
                </div>
              </Card>

              <section aria-labelledby="colours-heading" className="space-y-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id="colours-heading" className="font-display text-lg font-extrabold text-ink">
                    Colours
                  </h2>
                  {readOnly ? null : (
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={colours.fields.length >= MAX_COLOURS}
                      onClick={() =>
                        colours.append(newColour(form.getValues('variants').map((v) => v.color)))
                      }
                    >
                      <Plus className="size-4" aria-hidden="true" /> Add colour
                    </button>
                  )}
                </div>
                {messageOf(errors.variants) ? (
                  <p role="alert" className={errorClass}>
                    {messageOf(errors.variants)}
                  </p>
                ) : null}
                {colours.fields.map((field, index) => (
                  <ColourEditor
                    key={field.id}
                    index={index}
                    count={colours.fields.length}
                    readOnly={readOnly}
                    onMove={(to) => colours.move(index, to)}
                    onRemove={() => colours.remove(index)}
                  />
                ))}
              </section>
            </div>
          </div>
        </fieldset>

        {canWrite ? (
          <div className="sticky bottom-0 z-10 -mx-1 space-y-2 rounded-card bg-paper/95 p-3 shadow-soft ring-1 ring-line/60 backdrop-blur">
            {conflict ? (
              <div
                role="alert"
                className="flex flex-wrap items-center gap-3 rounded-xl bg-blush/70 px-3 py-2 text-sm"
              >
                <p className="min-w-0 flex-1 font-semibold text-berry">{conflict}</p>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={reloading}
                  onClick={() => void reload()}
                >
                  {reloading ? 'Reloading…' : 'Reload'}
                </button>
              </div>
            ) : null}
            {problems.length > 0 ? (
              <ul role="alert" className="rounded-xl bg-blush/70 px-3 py-2 text-sm font-semibold text-berry">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null}
            <div className="flex flex-wrap items-center justify-end gap-2">
              <p className="mr-auto text-sm text-ink-soft" aria-live="polite">
                {dirty ? 'Unsaved changes' : base ? 'All changes saved' : ''}
              </p>
              {saveButtons.map(([to, label], at) => (
                <button
                  key={to}
                  type="button"
                  disabled={busy}
                  aria-busy={saving === to}
                  onClick={(event) => void save(to)(event)}
                  className={at === saveButtons.length - 1 ? primaryButton : secondaryButton}
                >
                  {saving === to ? 'Saving…' : label}
                </button>
              ))}
            </div>
          </div>
        ) : null}
      </form>

      <FormDialog
        open={guard.held !== null}
        onOpenChange={(open) => {
          if (!open) guard.stay();
        }}
        title="Leave without saving?"
        description="Your changes to this product are not saved yet."
        busy={false}
        submitLabel="Leave"
        cancelLabel="Stay"
        danger
        onSubmit={guard.leave}
      />
    </FormProvider>
  );
}
