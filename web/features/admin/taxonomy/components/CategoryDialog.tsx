import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AdminCategory,
  type AdminSubcategory,
  adminCategoryBody,
} from '../../../../../contract/admin-taxonomy.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { adminCall } from '../../call.ts';
import { consoleKeys } from '../../console-keys.ts';
import { CONSOLE_TOAST } from '../../console-query.ts';
import { PictureInput } from '../../pictures/PictureInput.tsx';
import { errorClass, Field, FormDialog, inputClass } from '../../ui.tsx';
import { showRefusal } from '../form-failure.ts';
import { CheckField } from './CheckField.tsx';

// Adding or changing a category, or a subcategory of one: its name, picture (the category page's and
// the home page's tiles) and whether shoppers see it. A subcategory's fields are a category's.

type Input = z.input<typeof adminCategoryBody>;
type Output = z.output<typeof adminCategoryBody>;

export const CATEGORY_SAVE_FAILED = 'The category could not be saved. Try again.';
export const SUBCATEGORY_SAVE_FAILED = 'The subcategory could not be saved. Try again.';

type Target =
  | { kind: 'category'; category?: AdminCategory }
  | { kind: 'subcategory'; parent: AdminCategory; subcategory?: AdminSubcategory };

const valuesOf = (row: AdminCategory | AdminSubcategory | undefined): Output => ({
  name: row?.name ?? '',
  image: row?.image ?? null,
  isVisible: row?.isVisible ?? true,
});

function texts(target: Target) {
  if (target.kind === 'category') {
    const { category } = target;
    return {
      row: category,
      title: category ? `Edit ${category.name}` : 'Add a category',
      description: category
        ? 'Changes show in the shop at once.'
        : 'The category goes at the end of the list; add its subcategories after.',
      submit: category ? 'Save category' : 'Add category',
      hidden: 'A hidden category and its subcategories leave the shop’s category lists and home page.',
      failed: CATEGORY_SAVE_FAILED,
    };
  }
  const { parent, subcategory } = target;
  return {
    row: subcategory,
    title: subcategory ? `Edit ${subcategory.name}` : `Add a subcategory to ${parent.name}`,
    description: subcategory
      ? `A subcategory of ${parent.name}; changes show in the shop at once.`
      : `It goes at the end of ${parent.name}’s subcategories.`,
    submit: subcategory ? 'Save subcategory' : 'Add subcategory',
    hidden: 'A hidden subcategory keeps its products but leaves the category page.',
    failed: SUBCATEGORY_SAVE_FAILED,
  };
}

async function save(target: Target, body: Output) {
  if (target.kind === 'category') {
    return target.category
      ? adminCall('adminCategoryUpdate', { params: { id: target.category._id }, body })
      : adminCall('adminCategoryCreate', { body });
  }
  return target.subcategory
    ? adminCall('adminSubcategoryUpdate', { params: { id: target.subcategory._id }, body })
    : adminCall('adminSubcategoryCreate', { body: { ...body, categoryId: target.parent._id } });
}

export function CategoryDialog({ target, trigger }: { target: Target; trigger: ReactNode }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const said = texts(target);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(adminCategoryBody),
    defaultValues: valuesOf(said.row),
  });
  const { errors, isSubmitting } = form.formState;

  function openChange(next: boolean) {
    if (next) form.reset(valuesOf(said.row));
    setOpen(next);
  }

  const submit = form.handleSubmit(async (body) => {
    const result = await save(target, body);
    if (!result.success) {
      showRefusal(result, ['name', 'image', 'isVisible'], form.setError, said.failed);
      return;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    setOpen(false);
    await client.invalidateQueries({ queryKey: consoleKeys.categories });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={trigger}
      title={said.title}
      description={said.description}
      busy={isSubmitting}
      submitLabel={said.submit}
      busyLabel="Saving…"
      onSubmit={(event) => void submit(event)}
    >
      <Field label="Name" error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            maxLength={60}
            className={inputClass}
            {...form.register('name')}
          />
        )}
      </Field>
      <div>
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <PictureInput value={field.value ?? null} onChange={field.onChange} kind="tile" label="Picture" />
          )}
        />
        {errors.image?.message ? <p className={errorClass}>{errors.image.message}</p> : null}
      </div>
      <CheckField label="Visible to shoppers" hint={said.hidden} {...form.register('isVisible')} />
    </FormDialog>
  );
}
