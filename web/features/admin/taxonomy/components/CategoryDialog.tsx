import type { ReactNode } from 'react';
import type { z } from 'zod';
import {
  type AdminCategory,
  type AdminSubcategory,
  adminCategoryBody,
} from '../../../../../contract/admin-taxonomy.ts';
import { adminCall } from '../../call.ts';
import { consoleKeys } from '../../console-keys.ts';
import { PictureField, useSaveDialog } from '../../form-dialog.tsx';
import { FormDialog, InputField } from '../../ui.tsx';
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
  const said = texts(target);
  const { form, dialog } = useSaveDialog<Input, Output>({
    schema: adminCategoryBody,
    values: () => valuesOf(said.row),
    save: (body) => save(target, body),
    fields: ['name', 'image', 'isVisible'],
    conflictField: 'name',
    failed: said.failed,
    refresh: consoleKeys.categories,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialog}
      trigger={trigger}
      title={said.title}
      description={said.description}
      submitLabel={said.submit}
    >
      <InputField
        label="Name"
        error={errors.name?.message}
        autoComplete="off"
        maxLength={60}
        {...form.register('name')}
      />
      <PictureField
        control={form.control}
        name="image"
        kind="tile"
        label="Picture"
        error={errors.image?.message}
      />
      <CheckField label="Visible to shoppers" hint={said.hidden} {...form.register('isVisible')} />
    </FormDialog>
  );
}
