import type { ReactNode } from 'react';

/** The heading of a home-page style section, with an optional line under it. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 md:mb-5">
      <h2 id={id} className="font-display text-xl font-extrabold text-ink md:text-2xl">
        {title}
      </h2>
      {children ? <p className="mt-1 text-sm text-ink-soft md:text-[15px]">{children}</p> : null}
    </div>
  );
}
