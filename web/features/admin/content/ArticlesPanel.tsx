import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Trash2 } from 'lucide-react';
import type { AdminArticle } from '../../../../contract/admin-content.ts';
import { unwrap, uploadUrl } from '../../../lib/api.ts';
import { failureText } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { indiaDate } from '../console-format.ts';
import { CONSOLE_TOAST } from '../console-query.ts';
import {
  AddButton,
  ConfirmDialog,
  cardClass,
  EditButton,
  Empty,
  focusRing,
  LoadError,
  linkClass,
  TableSkeleton,
} from '../ui.tsx';
import { ArticleDialog, articlesKey } from './ArticleDialog.tsx';

// The articles shown at /referral/{id}: each with its picture, the start of its text, the home page's
// offer cards that open it and a preview of the page; Edit and Delete for roles that change content.

export const ARTICLE_DELETE_FAILED = 'The article could not be deleted. Try again.';

const small = `inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-paper px-3 text-sm font-semibold text-ink hover:border-accent hover:text-accent ${focusRing}`;

/** The first paragraph, cut short. */
function opening(text: string): string {
  const first = text.split('\n').find((line) => line.trim() !== '') ?? '';
  return first.length > 160 ? `${first.slice(0, 157)}…` : first;
}

const cardsText = (article: AdminArticle) =>
  article.offerCards.length === 0
    ? 'No offer card opens it yet.'
    : `Opened by the offer card ${article.offerCards.map((card) => `“${card.title}”`).join(', ')}.`;

function ArticleCard({ article, canWrite }: { article: AdminArticle; canWrite: boolean }) {
  const client = useQueryClient();

  async function remove(): Promise<boolean> {
    const result = await adminCall('adminArticleDelete', { params: { id: article._id } });
    if (!result.success) {
      notifyError(failureText(result, { failed: ARTICLE_DELETE_FAILED }), CONSOLE_TOAST);
      return true;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    await client.invalidateQueries({ queryKey: articlesKey });
    return true;
  }

  return (
    <li className={`${cardClass} flex flex-col gap-3`} data-testid="article">
      <img
        src={uploadUrl(article.image)}
        alt=""
        loading="lazy"
        className="aspect-[3/2] w-full rounded-lg bg-cream object-cover"
      />
      <div className="flex-1 space-y-1 text-sm">
        <h3 className="font-display text-base font-extrabold text-ink">{article.title}</h3>
        <p className="text-ink-soft">Added {indiaDate(article.createdAt)}</p>
        <p className="text-ink">{opening(article.description)}</p>
        <p className="text-ink-soft">{cardsText(article)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={`/referral/${article._id}`}
          target="_blank"
          rel="noopener"
          className={`${linkClass} inline-flex min-h-11 items-center gap-1 text-sm`}
          aria-label={`Preview “${article.title}” (opens a new tab)`}
        >
          <ExternalLink className="size-4" aria-hidden="true" /> Preview
        </a>
        {canWrite ? (
          <>
            <ArticleDialog
              article={article}
              trigger={<EditButton name={`“${article.title}”`} className={small} />}
            />
            <ConfirmDialog
              trigger={
                <button type="button" className={small} aria-label={`Delete “${article.title}”`}>
                  <Trash2 className="size-4" aria-hidden="true" /> Delete
                </button>
              }
              title={`Delete “${article.title}”?`}
              description={
                article.offerCards.length > 0
                  ? `${cardsText(article)} Point that card elsewhere on the Home page first: an article a card opens is not deleted.`
                  : 'Its page stops working for anyone who kept the link.'
              }
              confirmLabel="Delete"
              danger
              onConfirm={remove}
            />
          </>
        ) : null}
      </div>
    </li>
  );
}

export function ArticlesPanel() {
  const canWrite = useCanWrite('content');
  const list = useQuery({
    queryKey: [...articlesKey, 'list'],
    queryFn: ({ signal }) => unwrap(adminCall('adminArticles', { signal })),
  });
  return (
    <section aria-labelledby="articles-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="articles-heading" className="font-display text-xl font-extrabold text-ink">
          Articles
        </h2>
        {canWrite ? <ArticleDialog trigger={<AddButton>New article</AddButton>} /> : null}
      </div>
      {list.isPending ? (
        <TableSkeleton label="Loading articles" rows={3} />
      ) : list.isError ? (
        <LoadError error={list.error} what="the articles" onRetry={() => void list.refetch()} />
      ) : list.data.articles.length === 0 ? (
        <Empty>No articles yet.</Empty>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3" aria-label="Articles">
          {list.data.articles.map((article) => (
            <ArticleCard key={article._id} article={article} canWrite={canWrite} />
          ))}
        </ul>
      )}
    </section>
  );
}
