import { Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { LogoMark } from '../../components/Logo.tsx';
import { getShopConfig } from '../../lib/shop-config.ts';
import { AppStoreIcon, FacebookIcon, GooglePlayIcon, InstagramIcon, WhatsAppIcon } from './BrandIcons.tsx';
import { EXTERNAL_LINKS, POSTAL_ADDRESS } from './footer-links.ts';
import { PopularCategories } from './PopularCategories.tsx';

const linkClass = 'rounded text-cream/80 transition-colors hover:text-butter';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-display text-base font-bold text-cream">{title}</h2>
      <div className="mt-3 space-y-2.5 text-sm">{children}</div>
    </div>
  );
}

function ExternalLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      className="grid size-10 place-items-center rounded-full bg-cream/10 text-cream transition-colors hover:bg-butter hover:text-ink"
    >
      {children}
    </a>
  );
}

function StoreBadge({
  href,
  small,
  big,
  icon,
}: {
  href: string;
  small: string;
  big: string;
  icon: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2.5 rounded-xl border border-cream/25 bg-black/25 px-3.5 py-2 text-cream transition-colors hover:border-butter"
    >
      {icon}
      <span className="flex flex-col leading-tight">
        <span className="text-[10px] uppercase tracking-wider text-cream/70">{small}</span>
        <span className="text-sm font-semibold">{big}</span>
      </span>
    </a>
  );
}

/** The footer of every page (rules/storefront §2 "Footer"). */
export function Footer() {
  const { name, supportEmail } = getShopConfig();
  const year = new Date().getFullYear();
  const { t } = useTranslation('common');
  // Drawn at once, without `content-visibility: auto` (draw-when-near): in a subtree the browser skips,
  // Chromium's getComputedStyle answers some links with the default link blue, so accessibility checkers
  // (Lighthouse, axe) report the footer's light-on-dark text as unreadable. Its layout costs little.
  return (
    <footer className="relative mt-16 overflow-hidden bg-ink text-cream [&_:focus-visible]:outline-butter">
      <div
        aria-hidden="true"
        className="h-3 bg-cream bg-[radial-gradient(circle_at_12px_12px,var(--color-ink)_11.5px,transparent_12px)] bg-[length:24px_12px] bg-repeat-x"
      />
      <div className="mx-auto max-w-7xl px-5 pb-8 pt-10 md:px-6">
        <div className="grid gap-10 lg:grid-cols-[1fr_2.2fr]">
          <div>
            <Link to={ROUTES.home} className="inline-flex items-center gap-2 rounded-xl">
              <LogoMark className="size-10" />
              <span className="font-display text-2xl font-extrabold">{name}</span>
            </Link>
            <p className="mt-3 max-w-sm text-sm leading-relaxed text-cream/75">{t('footer.tagline')}</p>
            <div className="mt-5 flex items-center gap-2.5">
              <ExternalLink href={EXTERNAL_LINKS.whatsapp} label={t('footer.whatsapp')}>
                <WhatsAppIcon />
              </ExternalLink>
              <ExternalLink href={EXTERNAL_LINKS.instagram} label={t('footer.instagram', { name })}>
                <InstagramIcon />
              </ExternalLink>
              <ExternalLink href={EXTERNAL_LINKS.facebook} label={t('footer.facebook', { name })}>
                <FacebookIcon />
              </ExternalLink>
            </div>
            <div className="mt-5 flex flex-wrap gap-2.5">
              <StoreBadge
                href={EXTERNAL_LINKS.googlePlay}
                small={t('footer.getItOn')}
                big="Google Play"
                icon={<GooglePlayIcon className="size-6" />}
              />
              <StoreBadge
                href={EXTERNAL_LINKS.appStore}
                small={t('footer.downloadOnThe')}
                big="App Store"
                icon={<AppStoreIcon className="size-6" />}
              />
            </div>
          </div>

          <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-[1fr_1fr_1fr_1.5fr]">
            <Column title={t('footer.needHelp')}>
              <p>
                <Link to={ROUTES.orders} className={linkClass}>
                  {t('footer.trackOrder')}
                </Link>
              </p>
              <p>
                <Link to={ROUTES.orders} className={linkClass}>
                  {t('footer.returnsRefunds')}
                </Link>
              </p>
            </Column>
            <Column title={t('footer.company')}>
              <p>
                <Link to={ROUTES.contact} className={linkClass}>
                  {t('footer.aboutUs')}
                </Link>
              </p>
            </Column>
            <Column title={t('footer.moreInfo')}>
              <p>
                <Link to={ROUTES.returnPolicy} className={linkClass}>
                  {t('footer.returnPolicy')}
                </Link>
              </p>
              <p>
                <Link to={ROUTES.privacyPolicy} className={linkClass}>
                  {t('footer.privacyPolicy')}
                </Link>
              </p>
              <p>
                <Link to={ROUTES.accountDeletePolicy} className={linkClass}>
                  {t('footer.accountDeletion')}
                </Link>
              </p>
            </Column>
            <Column title={t('footer.location')}>
              <p className="flex items-start gap-2">
                <Mail className="mt-0.5 size-4 shrink-0 text-butter" aria-hidden="true" />
                <a href={`mailto:${supportEmail}`} className={`${linkClass} break-all`}>
                  {supportEmail}
                </a>
              </p>
              <address className="flex items-start gap-2 not-italic text-cream/80">
                <MapPin className="mt-0.5 size-4 shrink-0 text-butter" aria-hidden="true" />
                <span>
                  {name}
                  {POSTAL_ADDRESS.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              </address>
            </Column>
          </div>
        </div>

        <div className="mt-10">
          <PopularCategories />
        </div>

        <p className="mt-8 border-t border-cream/15 pt-6 text-center text-xs text-cream/60">
          {t('footer.copyright', { year, name })}
        </p>
      </div>
    </footer>
  );
}
