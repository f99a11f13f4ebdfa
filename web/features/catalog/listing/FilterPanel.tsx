import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The filter side panel. From 768 px it is a column beside the grid; below, an overlaid drawer
 * (a modal dialog: overlay, Escape and the close button close it, focus stays inside while open).
 */
export function FilterPanel({
  id,
  open,
  wide,
  onClose,
  showResultsLabel,
  onClearAll,
  children,
}: {
  id: string;
  open: boolean;
  /** 768 px and wider. */
  wide: boolean;
  onClose: () => void;
  /** e.g. 'Show 24 items' on the drawer's footer button. */
  showResultsLabel: string;
  /** Present when there is something to clear. */
  onClearAll?: (() => void) | undefined;
  children: ReactNode;
}) {
  const headingId = useId();
  const { t } = useTranslation('catalog');
  const panelRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(open);
  const drawer = open && !wide;
  // The filters are drawn the first time the panel opens, and kept from then on (a brand search typed
  // in them survives closing). A narrow page, as the server draws it, starts with the panel closed:
  // its few hundred hidden elements would be markup a slow phone parses and hydrates for nothing.
  const [everOpen, setEverOpen] = useState(open);
  if (open && !everOpen) setEverOpen(true);

  // Focus moves into the panel when it is opened (not when it starts open on a wide screen).
  useEffect(() => {
    if (open && !wasOpen.current) panelRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // The page behind the drawer does not scroll.
  useEffect(() => {
    if (!drawer) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [drawer]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!drawer) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      {drawer ? (
        <div
          aria-hidden="true"
          data-testid="filter-overlay"
          onClick={onClose}
          className="fixed inset-0 z-40 bg-ink/45 backdrop-blur-[2px] md:hidden"
        />
      ) : null}
      <aside
        id={id}
        ref={panelRef}
        hidden={!open}
        tabIndex={-1}
        aria-labelledby={headingId}
        {...(drawer ? { role: 'dialog', 'aria-modal': true } : {})}
        onKeyDown={onKeyDown}
        className={
          drawer
            ? 'fixed inset-y-0 left-0 z-50 flex w-[86vw] max-w-sm flex-col bg-cream shadow-2xl focus:outline-none'
            : 'w-60 shrink-0 self-start focus:outline-none md:sticky md:top-24 lg:w-64'
        }
      >
        <div
          className={`flex items-center justify-between gap-2 ${drawer ? 'border-b border-line bg-paper px-4 py-3' : 'mb-3'}`}
        >
          <h2 id={headingId} className="font-display text-lg font-extrabold text-ink">
            {t('listing.filters')}
          </h2>
          <div className="flex items-center gap-1">
            {onClearAll ? (
              <button type="button" onClick={onClearAll} className={`${buttonStyles.quiet} text-sm`}>
                {t('listing.clearAll')}
              </button>
            ) : null}
            <button
              type="button"
              onClick={onClose}
              aria-label={t('listing.closeFilters')}
              className="grid size-9 place-items-center rounded-full text-ink-soft hover:bg-accent-soft hover:text-accent"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
        </div>
        <div
          className={
            drawer
              ? 'flex-1 space-y-6 overflow-y-auto overscroll-contain px-4 py-5'
              : 'space-y-6 rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 md:max-h-[calc(100dvh-8rem)] md:overflow-y-auto'
          }
        >
          {everOpen ? children : null}
        </div>
        {drawer ? (
          <div className="border-t border-line bg-paper px-4 py-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
            <button type="button" onClick={onClose} className={`${buttonStyles.primary} w-full`}>
              {showResultsLabel}
            </button>
          </div>
        ) : null}
      </aside>
    </>
  );
}
