import type { ReactNode } from 'react';
import type { z } from 'zod';
import { type AdminArticle, adminArticleBody } from '../../../../contract/admin-content.ts';
import { adminCall } from '../call.ts';
import { adminKey } from '../console-keys.ts';
import { PictureField, useSaveDialog } from '../form-dialog.tsx';
import { Field, FormDialog, InputField, inputClass } from '../ui.tsx';

// Writing or changing an article: its title, its text (each line a paragraph on the page) and its
// picture. The page at /referral/{id} shows a saved change on its next load.

type Input = z.input<typeof adminArticleBody>;
type Output = z.output<typeof adminArticleBody>;

export const articlesKey = adminKey('articles');
export const ARTICLE_SAVE_FAILED = 'The article could not be saved. Try again.';

const valuesOf = (article: AdminArticle | undefined): Input => ({
  title: article?.title ?? '',
  description: article?.description ?? '',
  image: article?.image ?? '',
});

export function ArticleDialog({ article, trigger }: { article?: AdminArticle; trigger: ReactNode }) {
  const { form, dialog } = useSaveDialog<Input, Output>({
    schema: adminArticleBody,
    values: () => valuesOf(article),
    save: (body) =>
      article
        ? adminCall('adminArticleUpdate', { params: { id: article._id }, body })
        : adminCall('adminArticleCreate', { body }),
    fields: ['title', 'description', 'image'],
    failed: ARTICLE_SAVE_FAILED,
    refresh: articlesKey,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialog}
      trigger={trigger}
      title={article ? `Edit “${article.title}”` : 'New article'}
      description={
        article
          ? 'Shoppers see the change the next time they open the article.'
          : 'An offer card on the home page can open it once it exists (Home page, offer cards).'
      }
      submitLabel={article ? 'Save article' : 'Create article'}
    >
      <div className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto px-0.5">
        <InputField label="Title" error={errors.title?.message} maxLength={120} {...form.register('title')} />
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
        <PictureField
          control={form.control}
          name="image"
          kind="card"
          label="Picture"
          error={errors.image?.message}
          empty=""
        />
      </div>
    </FormDialog>
  );
}
