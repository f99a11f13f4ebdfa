import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminArticle, adminArticleBody } from '../../../../contract/admin-content.ts';
import { failureText, fieldErrors } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { adminCall } from '../call.ts';
import { adminKey } from '../console-keys.ts';
import { CONSOLE_TOAST } from '../console-query.ts';
import { serverFieldErrors } from '../orders/desk.ts';
import { PictureInput } from '../pictures/PictureInput.tsx';
import { errorClass, Field, FormDialog, inputClass } from '../ui.tsx';

// Writing or changing an article: its title, its text (each line a paragraph on the page) and its
// picture. The page at /referral/{id} shows a saved change on its next load.

type Input = z.input<typeof adminArticleBody>;
type Output = z.output<typeof adminArticleBody>;

export const articlesKey = adminKey('articles');
export const ARTICLE_SAVE_FAILED = 'The article could not be saved. Try again.';
const FIELDS = ['title', 'description', 'image'] as const;

const valuesOf = (article: AdminArticle | undefined): Input => ({
  title: article?.title ?? '',
  description: article?.description ?? '',
  image: article?.image ?? '',
});

export function ArticleDialog({ article, trigger }: { article?: AdminArticle; trigger: ReactNode }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(adminArticleBody),
    defaultValues: valuesOf(article),
  });
  const { errors, isSubmitting } = form.formState;

  function openChange(next: boolean) {
    if (next) form.reset(valuesOf(article));
    setOpen(next);
  }

  const submit = form.handleSubmit(async (body) => {
    const result = article
      ? await adminCall('adminArticleUpdate', { params: { id: article._id }, body })
      : await adminCall('adminArticleCreate', { body });
    if (!result.success) {
      const byField = serverFieldErrors(fieldErrors(result));
      const placed = FIELDS.filter((field) => byField[field]);
      for (const field of placed) form.setError(field, { message: byField[field] });
      if (placed.length === 0)
        notifyError(failureText(result, { failed: ARTICLE_SAVE_FAILED }), CONSOLE_TOAST);
      return;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    setOpen(false);
    await client.invalidateQueries({ queryKey: articlesKey });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={trigger}
      title={article ? `Edit “${article.title}”` : 'New article'}
      description={
        article
          ? 'Shoppers see the change the next time they open the article.'
          : 'An offer card on the home page can open it once it exists (Home page, offer cards).'
      }
      busy={isSubmitting}
      submitLabel={article ? 'Save article' : 'Create article'}
      busyLabel="Saving…"
      onSubmit={(event) => void submit(event)}
    >
      <div className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto px-0.5">
        <Field label="Title" error={errors.title?.message}>
          {(control) => (
            <input {...control} maxLength={120} className={inputClass} {...form.register('title')} />
          )}
        </Field>
        <Field
          label="Text"
          hint="Each line is a paragraph on the page; blank lines are left out."
          error={errors.description?.message}
        >
          {(control) => (
            <textarea
              {...control}
              rows={8}
              maxLength={10_000}
              className={inputClass}
              {...form.register('description')}
            />
          )}
        </Field>
        <div>
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => (
              <PictureInput
                value={field.value || null}
                onChange={(file) => field.onChange(file ?? '')}
                kind="card"
                label="Picture"
              />
            )}
          />
          {errors.image?.message ? <p className={errorClass}>{errors.image.message}</p> : null}
        </div>
      </div>
    </FormDialog>
  );
}
