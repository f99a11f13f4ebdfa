import { useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import {
  type AdminHomeChoices,
  type AdminHomeItem,
  type AdminHomeProduct,
  type AdminHomeResponse,
  HOME_FEATURED_MAX,
  HOME_ITEM_KIND_LABELS,
  HOME_ITEM_KINDS,
  type HomeItemKind,
  type HomeSectionKey,
} from '../../../../contract/admin-home.ts';
import { failureText, fieldErrors } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { CONSOLE_TOAST, useConsoleTitle } from '../console-query.ts';
import { Announcer, useReorder } from '../reorder.tsx';
import {
  AddButton,
  Badge,
  Card,
  Empty,
  LoadError,
  linkClass,
  PageHeader,
  primaryButton,
  secondaryButton,
  TableSkeleton,
} from '../ui.tsx';
import { ItemCard, itemName } from './ItemCard.tsx';
import { ItemDialog } from './ItemDialog.tsx';
import { ProductPicker } from './ProductPicker.tsx';
import { homeKey, useHomeSections } from './use-home.ts';

// The console's home page (/admin/home): every home section as a panel in the page's order. Sections of
// items (slides, top sales, offers, trending deals, top picks, lowest-price cards) list their items as
// cards to add, edit, reorder (drag, or Move up / Move down) and remove; the featured products are
// picked by hand; the rest fill themselves. Each section can be switched off as a whole. The preview
// shows the storefront's home as it would be at any time.

const ABOUT: Partial<Record<HomeSectionKey, ReactNode>> = {
  categories: 'The visible categories, in the order set on the Categories page.',
  newArrivals: 'The 8 newest live products, by themselves.',
  brands: 'The visible brands with a picture or logo, in the order set on the Brands page.',
  brandMarquee: (
    <>
      Brands marked “featured” on the{' '}
      <Link to="/admin/brands" className={linkClass}>
        Brands page
      </Link>{' '}
      (or every brand with a logo when none is).
    </>
  ),
};

const isItemKind = (key: HomeSectionKey): key is HomeItemKind =>
  (HOME_ITEM_KINDS as readonly string[]).includes(key);

function SectionSwitch({ section, title, on }: { section: HomeSectionKey; title: string; on: boolean }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function toggle(next: boolean) {
    setBusy(true);
    const sections: Partial<Record<HomeSectionKey, boolean>> = { [section]: next };
    const result = await adminCall('adminHomeSettings', { body: { sections } });
    setBusy(false);
    if (!result.success) {
      notifyError(failureText(result, { failed: 'The section could not be switched.' }), CONSOLE_TOAST);
      return;
    }
    notifySuccess(`${title}: ${next ? 'shown' : 'switched off'}.`, CONSOLE_TOAST);
    await client.invalidateQueries({ queryKey: homeKey });
  }
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
      <input
        type="checkbox"
        role="switch"
        aria-checked={on}
        checked={on}
        disabled={busy}
        aria-label={`Show ${title} on the home page`}
        onChange={(event) => void toggle(event.target.checked)}
      />
      Shown
    </label>
  );
}

function ItemsSection({
  kind,
  items,
  choices,
  canWrite,
}: {
  kind: HomeItemKind;
  items: AdminHomeItem[];
  choices: AdminHomeChoices;
  canWrite: boolean;
}) {
  const [said, announce] = useState('');
  const reorder = useReorder({
    items,
    nameOf: itemName,
    enabled: canWrite,
    save: (ids) => adminCall('adminHomeReorder', { params: { kind }, body: { ids } }),
    failed: 'The order could not be saved.',
    refresh: homeKey,
    announce,
  });
  const noun = HOME_ITEM_KIND_LABELS[kind].toLowerCase();
  return (
    <>
      {items.length === 0 ? (
        <Empty>No {noun}s yet: the section does not show until it has one.</Empty>
      ) : (
        <ul
          className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
          aria-label={`${HOME_ITEM_KIND_LABELS[kind]}s, in order`}
        >
          {reorder.items.map((item) => (
            <ItemCard
              key={item._id}
              item={item}
              choices={choices}
              canWrite={canWrite}
              reorder={reorder}
              first={kind === 'offer' && reorder.ids[0] === item._id}
            />
          ))}
        </ul>
      )}
      <Announcer words={said} />
      {canWrite ? (
        <div className="mt-3">
          <ItemDialog
            kind={kind}
            choices={choices}
            first={kind === 'offer' && items.length === 0}
            trigger={<AddButton className={secondaryButton}>Add a {noun}</AddButton>}
          />
        </div>
      ) : null}
    </>
  );
}

function FeaturedSection({ featured, canWrite }: { featured: AdminHomeProduct[]; canWrite: boolean }) {
  const client = useQueryClient();
  const [picked, setPicked] = useState<AdminHomeProduct[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const shown = picked ?? featured;
  async function save() {
    setBusy(true);
    const result = await adminCall('adminHomeFeatured', { body: { productIds: shown.map((p) => p._id) } });
    setBusy(false);
    if (!result.success) {
      const message =
        fieldErrors(result)[0]?.msg ?? failureText(result, { failed: 'The list could not be saved.' });
      setError(message);
      return;
    }
    setError(undefined);
    notifySuccess(result.data.message, CONSOLE_TOAST);
    await client.invalidateQueries({ queryKey: homeKey });
    setPicked(null);
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-soft">The home shows the first 12 that are live, in this order.</p>
      <ProductPicker
        label="Featured products"
        value={shown}
        onChange={setPicked}
        max={HOME_FEATURED_MAX}
        error={error}
        disabled={!canWrite}
      />
      {canWrite && picked ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void save()}
          >
            {busy ? 'Saving…' : 'Save featured products'}
          </button>
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => setPicked(null)}>
            Undo changes
          </button>
        </div>
      ) : null}
    </div>
  );
}

function Sections({ data }: { data: Omit<AdminHomeResponse, 'success'> }) {
  const canWrite = useCanWrite('content');
  return (
    <div className="flex flex-col gap-4">
      {data.sections.map((section) => (
        <Card
          key={section.key}
          title={section.title}
          action={
            canWrite ? (
              <SectionSwitch section={section.key} title={section.title} on={section.isVisible} />
            ) : section.isVisible ? null : (
              <Badge tone="danger">Switched off</Badge>
            )
          }
        >
          {!section.isVisible ? (
            <p className="mb-3 text-sm font-semibold text-berry">
              Switched off: shoppers do not see this section.
            </p>
          ) : null}
          {isItemKind(section.key) ? (
            <ItemsSection
              kind={section.key}
              items={data.items[section.key]}
              choices={data.choices}
              canWrite={canWrite}
            />
          ) : section.key === 'featured' ? (
            <FeaturedSection featured={data.featured} canWrite={canWrite} />
          ) : (
            <p className="text-sm text-ink-soft">{ABOUT[section.key]}</p>
          )}
        </Card>
      ))}
    </div>
  );
}

export default function HomeSectionsPage() {
  useConsoleTitle('Home page');
  const home = useHomeSections();
  return (
    <div>
      <PageHeader title="Home page">
        <Link to="/admin/home/preview" className={secondaryButton}>
          <Eye className="size-4" aria-hidden="true" /> Preview the home page
        </Link>
      </PageHeader>
      {home.isPending ? (
        <TableSkeleton label="Loading the home page’s sections" />
      ) : home.isError ? (
        <LoadError error={home.error} what="the home page’s sections" onRetry={() => void home.refetch()} />
      ) : (
        <Sections data={home.data} />
      )}
    </div>
  );
}
