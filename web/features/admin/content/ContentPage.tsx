import { Link, useSearchParams } from 'react-router';
import { useConsoleTitle } from '../console-query.ts';
import { focusRing, PageHeader } from '../ui.tsx';
import { ArticlesPanel } from './ArticlesPanel.tsx';
import { OfferNotificationsPanel } from './OfferNotificationsPanel.tsx';

// The console's content (/admin/content): the articles behind /referral/{id}, and offer notifications
// (?tab=notifications, the sent ones paged by ?page=). The home page's offer cards that open the articles
// are edited on the Home page.

const TABS = [
  ['articles', 'Articles'],
  ['notifications', 'Offer notifications'],
] as const;
type Tab = (typeof TABS)[number][0];

export default function ContentPage() {
  useConsoleTitle('Content');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'notifications' ? 'notifications' : 'articles';
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <div className="space-y-5">
      <PageHeader title="Content" />
      <nav aria-label="Content" className="flex flex-wrap gap-2">
        {TABS.map(([id, label]) => (
          <Link
            key={id}
            to={id === 'articles' ? '/admin/content' : `/admin/content?tab=${id}`}
            aria-current={tab === id ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ${focusRing} ${
              tab === id
                ? 'bg-accent text-white ring-accent'
                : 'bg-paper text-ink ring-line hover:text-accent'
            }`}
          >
            {label}
          </Link>
        ))}
      </nav>
      {tab === 'articles' ? (
        <ArticlesPanel />
      ) : (
        <OfferNotificationsPanel
          page={page}
          onPage={(next) => setParams({ tab: 'notifications', page: String(next) })}
        />
      )}
    </div>
  );
}
