import { ArrowRight, LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ListingLink } from '../../../components/ListingLink.tsx';
import { getShopConfig } from '../../../lib/shop-config.ts';

/** The English tagline (the spec's); the hero reads `catalog:home.hero.tagline`. */
export const HOME_TAGLINE = 'Get ready to dress your little ones in fashion-forward outfits';

/** Three little garments on a washing line, drawn in the shop's pastels. */
function ClotheslineArt() {
  return (
    <svg viewBox="0 0 400 250" className="h-auto w-full" aria-hidden="true" focusable="false">
      <path d="M6 40 Q200 72 394 40" fill="none" stroke="#1b2440" strokeOpacity=".35" strokeWidth="2" />
      {/* tee */}
      <g transform="translate(62 50) rotate(-4)">
        <path
          d="M18 0h44l26 20-13 19-13-9v70a7 7 0 0 1-7 7H25a7 7 0 0 1-7-7V30l-13 9L-8 20z"
          fill="#ffd2b8"
          stroke="#1b2440"
          strokeOpacity=".12"
        />
        <path d="M29 0a11 11 0 0 0 22 0" fill="#fffaf2" />
        <path d="M18 64h44" stroke="#ff9e7a" strokeWidth="7" />
        <path d="M18 78h44" stroke="#ff9e7a" strokeWidth="7" />
        <rect x="34" y="-8" width="8" height="16" rx="3" fill="#116afd" />
      </g>
      {/* dress */}
      <g transform="translate(178 60)">
        <path
          d="M14 0h18l4 20-5 8 30 84a7 7 0 0 1-6 9H-19a7 7 0 0 1-6-9l30-84-5-8z"
          fill="#cdbdff"
          stroke="#1b2440"
          strokeOpacity=".12"
        />
        <path d="M5 28h36" stroke="#ff7a9c" strokeWidth="6" strokeLinecap="round" />
        <circle cx="23" cy="28" r="5" fill="#ff7a9c" />
        <circle cx="6" cy="70" r="4" fill="#fffaf2" />
        <circle cx="30" cy="86" r="4" fill="#fffaf2" />
        <circle cx="16" cy="100" r="4" fill="#fffaf2" />
        <circle cx="42" cy="104" r="4" fill="#fffaf2" />
        <circle cx="-6" cy="100" r="4" fill="#fffaf2" />
        <rect x="19" y="-8" width="8" height="16" rx="3" fill="#116afd" />
      </g>
      {/* romper */}
      <g transform="translate(282 48) rotate(5)">
        <path
          d="M14 0h40l18 16-10 15-8-6v50c0 7-4 12-10 14h-12v-13a7 7 0 0 0-14 0v13H16C10 87 6 82 6 75V25l-8 6-10-15z"
          fill="#bfead6"
          stroke="#1b2440"
          strokeOpacity=".12"
        />
        <path d="M24 0a10 10 0 0 0 20 0" fill="#fffaf2" />
        <circle cx="34" cy="34" r="3" fill="#18855a" />
        <circle cx="34" cy="48" r="3" fill="#18855a" />
        <rect x="30" y="-8" width="8" height="16" rx="3" fill="#116afd" />
      </g>
      {/* sparkles */}
      <path d="M40 170l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#ffd75e" />
      <path d="M360 150l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#ff7a9c" />
      <circle cx="150" cy="210" r="6" fill="#116afd" fillOpacity=".25" />
      <circle cx="290" cy="215" r="9" fill="#ffd75e" fillOpacity=".6" />
    </svg>
  );
}

/** The top of the home page: a warm welcome with the shop's promise. */
export function Hero() {
  const { name } = getShopConfig();
  const { t } = useTranslation('catalog');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden rounded-[1.75rem] bg-[radial-gradient(120%_90%_at_0%_0%,#dcebff_0%,transparent_55%),radial-gradient(90%_80%_at_100%_0%,#ffe3d1_0%,transparent_60%),radial-gradient(90%_90%_at_60%_110%,#ebe4ff_0%,transparent_60%),linear-gradient(180deg,#fffdf8,#fff6ea)] px-5 py-6 shadow-soft sm:px-8 sm:py-8 md:px-12 md:py-9"
    >
      <span
        aria-hidden="true"
        className="absolute -left-10 bottom-6 size-28 rounded-full bg-butter/70 blur-sm"
      />
      <span aria-hidden="true" className="absolute right-6 top-6 size-5 rounded-full bg-blush" />
      <span aria-hidden="true" className="absolute right-16 top-14 size-3 rounded-full bg-accent/30" />
      <div className="relative grid items-center gap-6 sm:grid-cols-[1.2fr_1fr] md:gap-10">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-paper/80 px-3 py-1 text-xs font-bold uppercase tracking-wider text-accent shadow-soft">
            {t('home.hero.ages')}
          </p>
          <h1
            id="hero-title"
            className="mt-3 font-display text-[1.75rem] font-black leading-[1.1] tracking-tight text-ink sm:mt-4 sm:text-4xl lg:text-5xl"
          >
            {t('home.hero.welcome')} <span className="block text-accent">{name}</span>
          </h1>
          <p className="mt-2 max-w-md text-[15px] leading-relaxed text-ink-soft sm:mt-3 md:text-lg">
            {t('home.hero.tagline')}
          </p>
          <div className="mt-5 flex flex-wrap gap-2.5 sm:mt-6 sm:gap-3">
            <ListingLink query={{}} className={buttonStyles.primary}>
              {t('home.hero.shopAll')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </ListingLink>
            <Link to={ROUTES.category} className={buttonStyles.secondary}>
              <LayoutGrid className="size-4" aria-hidden="true" />
              {t('home.hero.browseCategories')}
            </Link>
          </div>
        </div>
        <div className="mx-auto hidden w-full sm:block sm:max-w-[300px] md:max-w-[380px]">
          <ClotheslineArt />
        </div>
      </div>
    </section>
  );
}
