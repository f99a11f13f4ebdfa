import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shop's dialog look: a dimmed page and a centred card with an icon, a title, a description and
 * a close button. Place it inside a Radix `Dialog.Root`.
 */
export function DialogFrame({
  title,
  description,
  icon,
  wide = false,
  closeDisabled = false,
  closeLabel,
  children,
  ...contentProps
}: {
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  /** Room for a two-column form from 768 px. */
  wide?: boolean;
  /** While a request runs the dialog stays open. */
  closeDisabled?: boolean;
  /** The close button's name; the storefront's 'Close' in the page's language unless given (the console's is English). */
  closeLabel?: string;
  children: ReactNode;
} & Omit<ComponentProps<typeof Dialog.Content>, 'title' | 'children'>) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]" />
      <Dialog.Content
        {...contentProps}
        className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[1.5rem] bg-paper p-5 shadow-soft ring-1 ring-line/60 focus:outline-none md:p-6 ${
          wide ? 'max-w-2xl' : 'max-w-md'
        }`}
      >
        <div className="flex items-start gap-3">
          {icon}
          <div className="min-w-0 flex-1">
            <Dialog.Title className="font-display text-xl font-extrabold text-ink">{title}</Dialog.Title>
            <Dialog.Description asChild>
              <div className="mt-1.5 text-sm leading-relaxed text-ink-soft">{description}</div>
            </Dialog.Description>
          </div>
          <Dialog.Close
            disabled={closeDisabled}
            aria-label={closeLabel ?? t('actions.close')}
            className="-mr-1 -mt-1 grid size-9 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink disabled:opacity-50"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </div>
        <div className="mt-5">{children}</div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
