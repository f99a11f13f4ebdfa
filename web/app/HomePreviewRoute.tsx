import { Eye } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fromIndiaInput, indiaInputValue } from '../../contract/home-schedule.ts';
import type { HomePreviewKit } from '../features/admin/merchandising/HomePreviewPage.tsx';
import { HomeView } from '../features/catalog/home/HomeView.tsx';
import { failureText } from '../lib/failure.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

// The home page before publishing (/admin/home/preview): the storefront's own home, drawn from the
// console's preview call at a time staff choose (India time), optionally with hidden items and sections.
// A banner says it is a preview; the time and the choice are kept in the address, so it can be shared.

export const PREVIEW_BANNER = 'shoppers do not see this';

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

function Preview({ usePreview }: { usePreview: HomePreviewKit['usePreview'] }) {
  usePageTitle('Home page preview');
  const timeId = useId();
  const [params, setParams] = useSearchParams();
  // Without a time in the address: the time the preview opened.
  const [opened] = useState(() => new Date().toISOString());
  const asked = params.get('at');
  const at = asked && !Number.isNaN(Date.parse(asked)) ? new Date(asked).toISOString() : opened;
  const hidden = params.get('hidden') === 'true';
  const preview = usePreview(at, hidden);

  function change(next: { at?: string; hidden?: boolean }) {
    const search = new URLSearchParams(params);
    if (next.at !== undefined) search.set('at', next.at);
    if (next.hidden !== undefined) {
      if (next.hidden) search.set('hidden', 'true');
      else search.delete('hidden');
    }
    setParams(search, { replace: true });
  }

  return (
    <>
      <section
        aria-label="Preview"
        className="border-b-4 border-butter bg-[#fff8dc] px-4 py-3 text-ink md:px-6"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <p className="flex items-start gap-2 font-semibold" aria-live="polite">
            <Eye className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>
              Preview of the home page at {indiaTime.format(new Date(at))} — {PREVIEW_BANNER}
            </span>
          </p>
          <div className="flex flex-wrap items-end gap-3 text-sm">
            <div>
              <label htmlFor={timeId} className="mb-1 block font-semibold">
                Time (India)
              </label>
              <input
                id={timeId}
                type="datetime-local"
                className="min-h-11 rounded-xl border border-line bg-paper px-3 py-2"
                value={indiaInputValue(at)}
                onChange={(event) => {
                  const chosen = fromIndiaInput(event.target.value);
                  if (chosen) change({ at: chosen });
                }}
              />
            </div>
            <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
              <input
                type="checkbox"
                checked={hidden}
                onChange={(event) => change({ hidden: event.target.checked })}
              />
              Show hidden items and sections
            </label>
            <Link
              to="/admin/home"
              className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-accent ring-1 ring-accent/40 hover:bg-accent-soft"
            >
              Back to the console
            </Link>
          </div>
        </div>
        {preview.isError ? (
          <p role="alert" className="mx-auto mt-2 max-w-7xl text-sm font-semibold text-danger">
            {failureText(preview.error, { failed: 'The preview could not be built.' })}
          </p>
        ) : null}
      </section>
      <HomeView
        data={preview.data}
        loading={preview.isPending}
        failed={preview.isError}
        onRetry={() => void preview.refetch()}
        search={null}
      />
    </>
  );
}

/** The preview behind the console's gate (staff who may read content). */
export function HomePreviewRoute({ kit }: { kit: HomePreviewKit }) {
  const { Gate, usePreview } = kit;
  return (
    <Gate>
      <Preview usePreview={usePreview} />
    </Gate>
  );
}
