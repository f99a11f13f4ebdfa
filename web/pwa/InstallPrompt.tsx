import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../components/button-styles.ts';
import { LogoMark } from '../components/Logo.tsx';
import { getShopConfig } from '../lib/shop-config.ts';
import {
  acceptInstallOffer,
  declineInstallOffer,
  installOfferOpen,
  subscribeToInstallOffer,
} from './install-offer.ts';

/** Never open on the server's render: the browser's event decides, after hydration. */
const closedOnServer = () => false;

/**
 * "Add <shop> to your home screen": a small banner at the bottom (above the phone tab bar), shown once
 * the browser offers installing and this is the shopper's second visit or later (install-offer.ts).
 * It does not take the focus; Install opens the browser's own dialog, Not now ends the offer.
 */
export function InstallPrompt() {
  const open = useSyncExternalStore(subscribeToInstallOffer, installOfferOpen, closedOnServer);
  const { t } = useTranslation('pwa');
  const titleId = useId();
  if (!open) return null;
  const shop = getShopConfig().name;
  return (
    <aside
      aria-labelledby={titleId}
      data-testid="install-prompt"
      className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md rounded-card border border-line bg-paper p-4 shadow-soft md:inset-x-auto md:right-6 md:bottom-6 md:w-96"
    >
      <div className="flex items-start gap-3">
        <LogoMark className="size-11 shrink-0" />
        <div className="min-w-0 flex-1">
          <p id={titleId} className="font-display text-base font-bold leading-snug text-ink">
            {t('install.title', { shop })}
          </p>
          <p className="mt-0.5 text-sm text-ink-soft">{t('install.body')}</p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" onClick={declineInstallOffer} className={buttonStyles.quiet}>
          {t('install.notNow')}
        </button>
        <button type="button" onClick={() => void acceptInstallOffer()} className={buttonStyles.primary}>
          {t('install.install')}
        </button>
      </div>
    </aside>
  );
}
