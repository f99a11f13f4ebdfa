import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { useCategories } from '../../features/catalog/api/categories.ts';

/** The footer's collapsible category list: it asks the server only when first opened. */
export function PopularCategories() {
  const panelId = useId();
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const categories = useCategories({ enabled: requested });

  function toggle() {
    setOpen((value) => !value);
    setRequested(true);
  }

  let content: ReactNode;
  if (categories.isPending) {
    content = <p className="text-sm text-cream/75">{t('footer.loadingCategories')}</p>;
  } else if (categories.isError || categories.data.length === 0) {
    content = <p className="text-sm text-cream/75">{t('footer.noCategories')}</p>;
  } else {
    content = (
      <ul className="flex flex-wrap gap-2">
        {categories.data.map((category) => (
          <li key={category._id}>
            <Link
              to={`${ROUTES.category}?categoryId=${encodeURIComponent(category._id)}`}
              className="inline-block rounded-full border border-cream/25 px-3.5 py-1.5 text-sm text-cream/90 transition-colors hover:border-butter hover:text-butter"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={`${panelId}-title`} className="border-t border-cream/15 pt-5">
      <h2 id={`${panelId}-title`} className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          className="flex w-full items-center justify-between gap-3 rounded-lg py-1 text-left font-display text-base font-bold text-cream"
        >
          {t('footer.popularCategories')}
          <ChevronDown
            className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="pt-3">
        {open ? content : null}
      </div>
    </section>
  );
}
