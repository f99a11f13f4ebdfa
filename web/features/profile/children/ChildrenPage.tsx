import { Baby, Pencil, Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHILDREN_MAX, type ChildProfile } from '../../../../contract/child-profile.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { SectionError } from '../../../components/SectionError.tsx';
import { Skeleton, skeletonKeys } from '../../../components/Skeleton.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ChildForm } from './ChildForm.tsx';
import { childDetails, childLine, EMPTY_CHILD, valuesOf } from './child-form.ts';
import { RemoveChildDialog } from './RemoveChildDialog.tsx';
import { useAddChild, useChildren, useUpdateChild } from './use-children.ts';

const card = 'rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 md:p-5';

function ChildRow({ child, today }: { child: ChildProfile; today: Date }) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  const { run: update } = useUpdateChild();
  if (editing) {
    return (
      <li className={card} aria-label={t('children.editOf', { name: child.name })}>
        <h3 className="mb-3 font-display text-lg font-extrabold text-ink">
          {t('children.editOf', { name: child.name })}
        </h3>
        <ChildForm
          initial={valuesOf(child)}
          submitLabel={t('children.save')}
          today={today}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            const outcome = await update(child, body);
            if (outcome.status === 'done') setEditing(false);
            return outcome;
          }}
        />
      </li>
    );
  }
  return (
    <li className={`${card} flex flex-wrap items-center gap-x-3 gap-y-1`}>
      <span
        aria-hidden="true"
        className={`grid size-11 shrink-0 place-items-center rounded-full ${
          child.gender === 'girl' ? 'bg-blush text-berry' : 'bg-sky text-accent-strong'
        }`}
      >
        <Baby className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-[15px] font-bold text-ink">{childLine(child, today)}</p>
        <p className="text-sm text-ink-soft">{childDetails(child)}</p>
      </div>
      {/* Phones: the buttons on a line of their own, so the name and age keep the width. */}
      <div className="-mb-2 flex w-full justify-end gap-1 border-t border-line/60 pt-1 sm:mb-0 sm:w-auto sm:shrink-0 sm:border-0 sm:pt-0">
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label={t('children.editOf', { name: child.name })}
          className={`${buttonStyles.quiet} min-h-11 text-sm`}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t('children.edit')}
        </button>
        <RemoveChildDialog child={child} />
      </div>
    </li>
  );
}

function AddChild({ count, today }: { count: number; today: Date }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(count === 0);
  const { run: add } = useAddChild();
  const headingId = useId();
  if (count >= CHILDREN_MAX) {
    return <p className="text-sm text-ink-soft">{t('children.max', { max: CHILDREN_MAX })}</p>;
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`${buttonStyles.primary} w-full sm:w-auto`}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('children.add')}
      </button>
    );
  }
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="mb-3 font-display text-lg font-extrabold text-ink">
        {t('children.add')}
      </h2>
      <ChildForm
        initial={EMPTY_CHILD}
        submitLabel={t('children.addSubmit')}
        today={today}
        onCancel={() => setOpen(false)}
        onSubmit={async (body) => {
          const outcome = await add(body);
          if (outcome.status === 'done') setOpen(false);
          return outcome;
        }}
      />
    </section>
  );
}

function ChildrenSkeleton() {
  const { t } = useTranslation('account');
  return (
    <div>
      <span className="sr-only" role="status">
        {t('children.loading')}
      </span>
      <ul className="space-y-3" aria-hidden="true">
        {skeletonKeys(2).map((key) => (
          <li key={key} className={`${card} flex items-center gap-3`}>
            <Skeleton className="size-11 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/5 rounded-full" />
              <Skeleton className="h-3.5 w-1/3 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /profile/children: the shopper's children with their ages ('Aarav · 3Y · Boy'), a form to add one,
 * edit in place and remove after a confirmation. Listings and product pages read the same list.
 */
export default function ChildrenPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('children.title'));
  const state = useChildren();
  const [today] = useState(() => new Date());

  let body: ReactNode;
  if (state.failed) body = <SectionError message={t('children.loadFailed')} onRetry={state.retry} />;
  else if (!state.children) body = <ChildrenSkeleton />;
  else {
    body = (
      <>
        {state.children.length > 0 ? (
          <ul className="space-y-3" aria-label={t('children.list')}>
            {state.children.map((child) => (
              <ChildRow key={child._id} child={child} today={today} />
            ))}
          </ul>
        ) : (
          <p className="rounded-card border border-dashed border-line bg-paper/70 px-4 py-6 text-center font-semibold text-ink-soft">
            {t('children.empty')}
          </p>
        )}
        <AddChild count={state.children.length} today={today} />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 pb-12 pt-4 md:px-6 md:pt-8">
      <h1 className="font-display text-2xl font-black text-ink md:text-3xl">{t('children.title')}</h1>
      <p className="mb-4 mt-1 text-sm text-ink-soft md:mb-6">{t('children.intro')}</p>
      <div className="space-y-4">{body}</div>
    </div>
  );
}
