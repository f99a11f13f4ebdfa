import { zodResolver } from '@hookform/resolvers/zod';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type Control,
  Controller,
  type DefaultValues,
  type FieldValues,
  type Path,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import type { UploadKind } from '../../../contract/admin-products.ts';
import type { ApiResult } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { CONSOLE_TOAST } from './console-query.ts';
import { showRefusal } from './form-errors.ts';
import { PictureInput } from './pictures/PictureInput.tsx';

// A dialog that adds or changes one record (a brand, a category, an article): its form is checked by
// the contract's schema and filled afresh each time the dialog opens; a save the server refuses puts
// its messages under their fields (form-errors.ts); a save done says the server's message, closes the
// dialog and reads the lists again.

/**
 * The form and the FormDialog props (`dialog`, spread on it) of a dialog saving one record. `values`
 * gives the form's values when it opens; `fields` are the form's fields a server message can land
 * under, `conflictField` the one a 409 (a name another record uses) lands under.
 */
export function useSaveDialog<Input extends FieldValues, Output>({
  schema,
  values,
  save,
  fields,
  conflictField,
  failed,
  refresh,
}: {
  schema: z.ZodType<Output, Input>;
  values: () => DefaultValues<Input>;
  save: (body: Output) => Promise<ApiResult<{ message: string }>>;
  fields: readonly Path<Input>[];
  conflictField?: Path<Input>;
  /** The toast when the save failed without the server's words. */
  failed: string;
  /** What is read again after a save. */
  refresh: QueryKey;
}) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: values() });

  const submit = form.handleSubmit(async (body) => {
    const result = await save(body);
    if (!result.success) {
      showRefusal(result, { fields, setError: form.setError, failed, conflictField });
      return;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    setOpen(false);
    await client.invalidateQueries({ queryKey: refresh });
  });

  return {
    form,
    dialog: {
      open,
      onOpenChange(next: boolean) {
        if (next) form.reset(values());
        setOpen(next);
      },
      busy: form.formState.isSubmitting,
      busyLabel: 'Saving…',
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    },
  };
}

/**
 * A picture field of such a form (PictureInput with the field's message under it). `empty` is what the
 * form holds when there is no picture: null, or '' for a schema that takes a string.
 */
export function PictureField<Values extends FieldValues, Output>({
  control,
  name,
  kind,
  label,
  error,
  empty = null,
}: {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  kind: UploadKind;
  label: string;
  error: string | undefined;
  empty?: '' | null;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PictureInput
          value={field.value || null}
          onChange={(file) => field.onChange(file ?? empty)}
          kind={kind}
          label={label}
          error={error}
        />
      )}
    />
  );
}
