import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminBrand, adminBrandBody } from '../../../../../contract/admin-taxonomy.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { adminCall } from '../../call.ts';
import { consoleKeys } from '../../console-keys.ts';
import { CONSOLE_TOAST } from '../../console-query.ts';
import { PictureInput } from '../../pictures/PictureInput.tsx';
import { errorClass, Field, FormDialog, inputClass } from '../../ui.tsx';
import { showRefusal } from '../form-failure.ts';
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
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(adminBrandBody),
    defaultValues: valuesOf(brand),
  });
  const { errors, isSubmitting } = form.formState;

  function openChange(next: boolean) {
    if (next) form.reset(valuesOf(brand));
    setOpen(next);
  }

  const submit = form.handleSubmit(async (body) => {
    const result = brand
      ? await adminCall('adminBrandUpdate', { params: { id: brand._id }, body })
      : await adminCall('adminBrandCreate', { body });
    if (!result.success) {
      showRefusal(
        result,
        ['name', 'logo', 'image', 'isFeatured', 'isVisible'],
        form.setError,
        BRAND_SAVE_FAILED,
      );
      return;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    setOpen(false);
    await client.invalidateQueries({ queryKey: consoleKeys.brands });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={trigger}
      title={brand ? `Edit ${brand.name}` : 'Add a brand'}
      description={
        brand
          ? 'A new name shows on every product of the brand and in search at once.'
          : 'The brand goes at the end of the list; move it where you want it after.'
      }
      busy={isSubmitting}
      submitLabel={brand ? 'Save brand' : 'Add brand'}
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
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Controller
            control={form.control}
            name="logo"
            render={({ field }) => (
              <PictureInput value={field.value ?? null} onChange={field.onChange} kind="logo" label="Logo" />
            )}
          />
          {errors.logo?.message ? <p className={errorClass}>{errors.logo.message}</p> : null}
        </div>
        <div>
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => (
              <PictureInput
                value={field.value ?? null}
                onChange={field.onChange}
                kind="tile"
                label="Picture"
              />
            )}
          />
          {errors.image?.message ? <p className={errorClass}>{errors.image.message}</p> : null}
        </div>
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
