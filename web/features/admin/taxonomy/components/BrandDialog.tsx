import type { ReactNode } from 'react';
import type { z } from 'zod';
import { type AdminBrand, adminBrandBody } from '../../../../../contract/admin-taxonomy.ts';
import { adminCall } from '../../call.ts';
import { consoleKeys } from '../../console-keys.ts';
import { PictureField, useSaveDialog } from '../../form-dialog.tsx';
import { FormDialog, InputField } from '../../ui.tsx';
import { CheckField } from './CheckField.tsx';

// Adding or changing a brand: its name, logo (the marquee and the listing's brand filter), picture
// (the home page's brand tiles), whether the marquee features it and whether shoppers see it.

type Input = z.input<typeof adminBrandBody>;
type Output = z.output<typeof adminBrandBody>;

export const BRAND_SAVE_FAILED = 'The brand could not be saved. Try again.';

const valuesOf = (brand: AdminBrand | undefined): Output => ({
  name: brand?.name ?? '',
  logo: brand?.logo ?? null,
  image: brand?.image ?? null,
  isFeatured: brand?.isFeatured ?? false,
  isVisible: brand?.isVisible ?? true,
});

export function BrandDialog({ brand, trigger }: { brand?: AdminBrand; trigger: ReactNode }) {
  const { form, dialog } = useSaveDialog<Input, Output>({
    schema: adminBrandBody,
    values: () => valuesOf(brand),
    save: (body) =>
      brand
        ? adminCall('adminBrandUpdate', { params: { id: brand._id }, body })
        : adminCall('adminBrandCreate', { body }),
    fields: ['name', 'logo', 'image', 'isFeatured', 'isVisible'],
    conflictField: 'name',
    failed: BRAND_SAVE_FAILED,
    refresh: consoleKeys.brands,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialog}
      trigger={trigger}
      title={brand ? `Edit ${brand.name}` : 'Add a brand'}
      description={
        brand
          ? 'A new name shows on every product of the brand and in search at once.'
          : 'The brand goes at the end of the list; move it where you want it after.'
      }
      submitLabel={brand ? 'Save brand' : 'Add brand'}
    >
      <InputField
        label="Name"
        error={errors.name?.message}
        autoComplete="off"
        maxLength={60}
        {...form.register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PictureField
          control={form.control}
          name="logo"
          kind="logo"
          label="Logo"
          error={errors.logo?.message}
        />
        <PictureField
          control={form.control}
          name="image"
          kind="tile"
          label="Picture"
          error={errors.image?.message}
        />
      </div>
      <CheckField
        label="Feature in the brand marquee"
        hint="The home page’s moving row of brand logos."
        {...form.register('isFeatured')}
      />
      <CheckField
        label="Visible to shoppers"
        hint="A hidden brand keeps its products but leaves the shop’s brand lists and home page."
        {...form.register('isVisible')}
      />
    </FormDialog>
  );
}
