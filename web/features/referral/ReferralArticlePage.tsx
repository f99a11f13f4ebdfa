import { useQuery } from '@tanstack/react-query';
import { FileQuestion, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { uploadUrl } from '../../lib/api.ts';
import { failureStatus } from '../../lib/failure.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { articleDate, fetchArticle, paragraphs } from './article.ts';
import { REFERRAL_TEXTS } from './referral-texts.ts';

// /referral/{id} (rules/accounts §2 Referral): 'Loading content...', the error panel ('Oops!', the message,
// Try Again reloads), the article, or 'Nothing to see here'. A broken picture falls back to the
// placeholder image.

const PLACEHOLDER = '/placeholder-image.jpg';

/**
 * An answer (404 or another refusal) says the content is not available; no answer (the call layer's
 * status 500) is a connection problem.
 */
function articleFailureText(error: unknown): string {
  return failureStatus(error) === 500 ? REFERRAL_TEXTS.offline : REFERRAL_TEXTS.unavailable;
}

export default function ReferralArticlePage() {
  // Drawn again when the language changes (the texts below are read at each render).
  useTranslation('pages');
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['referral-article', id],
    queryFn: ({ signal }) => fetchArticle(id, signal),
    retry: false,
  });
  usePageTitle(query.data?.title || REFERRAL_TEXTS.offer);

  const frame = 'mx-auto w-full max-w-3xl px-4 pb-10 pt-4 md:px-6 md:pt-6';
  if (query.isPending || (query.isFetching && query.isError)) {
    return (
      <div className={frame}>
        <p role="status" className="py-16 text-center text-ink-soft">
          {REFERRAL_TEXTS.loadingContent}
        </p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={frame}>
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-card bg-paper px-6 py-12 text-center ring-1 ring-line/60"
        >
          <TriangleAlert className="size-10 text-berry" aria-hidden="true" />
          <h1 className="font-display text-2xl font-extrabold text-ink">{REFERRAL_TEXTS.oops}</h1>
          <p className="text-sm text-ink-soft">{articleFailureText(query.error)}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-2 inline-flex items-center gap-2 rounded-full bg-accent px-5 py-2.5 text-sm font-bold text-white hover:bg-accent-strong"
          >
            <RotateCw className="size-4" aria-hidden="true" /> {REFERRAL_TEXTS.tryAgain}
          </button>
        </div>
      </div>
    );
  }
  const article = query.data;
  if (!article || (!article.title && !article.description)) {
    return (
      <div className={frame}>
        <div className="flex flex-col items-center gap-3 rounded-card bg-paper px-6 py-12 text-center ring-1 ring-line/60">
          <FileQuestion className="size-10 text-ink-soft" aria-hidden="true" />
          <h1 className="font-display text-2xl font-extrabold text-ink">{REFERRAL_TEXTS.nothing}</h1>
          <p className="text-sm text-ink-soft">{REFERRAL_TEXTS.nothingText}</p>
        </div>
      </div>
    );
  }
  return (
    <article className={frame}>
      <h1 className="mb-1 font-display text-2xl font-extrabold text-ink md:text-3xl">{article.title}</h1>
      {article.createdAt ? (
        <time dateTime={article.createdAt} className="mb-4 block text-sm text-ink-soft">
          {articleDate(article.createdAt)}
        </time>
      ) : null}
      <img
        src={article.image ? uploadUrl(article.image) : PLACEHOLDER}
        alt={article.title}
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(PLACEHOLDER)) event.currentTarget.src = PLACEHOLDER;
        }}
        className="mb-5 aspect-video w-full rounded-card bg-cream object-cover"
      />
      <div className="flex flex-col gap-3 text-base leading-relaxed text-ink">
        {paragraphs(article.description).map((paragraph, index) => (
          // Paragraphs have no id of their own and never move, so their place is their key.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
