import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * Frame of a static policy page: a heading card and readable prose. The pages are rendered on the server
 * too; their words come from pages:policies in the page's language on both sides.
 */
export function PolicyLayout({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated?: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('pages');
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 pb-6 pt-6 md:px-6 md:pt-10">
      <header className="rounded-[1.5rem] bg-[linear-gradient(135deg,#dcebff,#ebe4ff_55%,#ffe3d1)] px-5 py-7 md:px-8 md:py-9">
        <h1 className="font-display text-2xl font-black text-ink md:text-4xl">{title}</h1>
        {updated ? (
          <p className="mt-2 text-sm font-semibold text-ink-soft">
            {t('policies.lastUpdated', { date: updated })}
          </p>
        ) : null}
        <div className="mt-3 max-w-2xl leading-relaxed text-ink/85">{intro}</div>
      </header>
      <div className="mt-8 space-y-8 leading-relaxed text-ink/90 [&_a]:font-semibold [&_a]:text-accent [&_a]:underline-offset-2 hover:[&_a]:underline [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-extrabold [&_h2]:text-ink [&_li]:pl-1 [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
