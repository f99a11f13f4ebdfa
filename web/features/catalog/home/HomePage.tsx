import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useHome } from '../api/home.ts';
import { HomeView } from './HomeView.tsx';

export { HOME_TEXTS } from './HomeView.tsx';

// "If a search query exists, the home page shows the product listing instead" (rules/storefront §2).
const ListingPage = lazy(() => import('../listing/ListingPage.tsx'));

function ListingLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="grid min-h-[60vh] place-items-center" role="status">
      <span className="sr-only">{t('loading')}</span>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-accent-soft border-t-accent motion-reduce:animate-none"
      />
    </div>
  );
}

/** The home sections from the storefront's home call. */
function HomeSections({ search }: { search: string | null }) {
  usePageTitle();
  const home = useHome();
  return (
    <HomeView
      data={home.data}
      loading={home.isPending}
      failed={home.isError}
      onRetry={() => void home.refetch()}
      search={search}
    />
  );
}

/** Home (/): the merchandising sections, or the product listing when the URL carries a search. */
export default function HomePage() {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  if (search !== '') {
    return (
      <Suspense fallback={<ListingLoading />}>
        <ListingPage />
      </Suspense>
    );
  }
  // A blank search never reaches here as text; the jumps carry it only when one exists.
  return <HomeSections search={search || null} />;
}
