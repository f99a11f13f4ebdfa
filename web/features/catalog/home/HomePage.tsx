import { Shirt } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { BrandRow } from './BrandRow.tsx';
import { CategoryStrip } from './CategoryStrip.tsx';
import { Hero } from './Hero.tsx';

/** Says plainly that the merchandising sections are not built yet (no fake products). */
function MoreComingSoon() {
  return (
    <section
      aria-labelledby="home-more"
      className="flex flex-col items-start gap-4 rounded-card border border-line bg-paper px-5 py-6 sm:flex-row sm:items-center md:px-8"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-mint" aria-hidden="true">
        <Shirt className="size-6 text-leaf" />
      </span>
      <div>
        <h2 id="home-more" className="font-display text-lg font-extrabold text-ink">
          More of our home page is on its way
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">
          Product sliders, new arrivals, top sales, featured products and offers are coming soon. For now,
          pick a category or a brand above, or search for what your little one needs.
        </p>
      </div>
    </section>
  );
}

export default function HomePage() {
  usePageTitle();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 pt-4 md:gap-14 md:px-6 md:pt-8">
      <Hero />
      <CategoryStrip />
      <BrandRow />
      <MoreComingSoon />
    </div>
  );
}
