import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/language.ts';
import { hydrateAllParts } from '../components/HydrateWhenNear.tsx';

// The storefront's texts, in resource files per area: web/i18n/locales/<language>/<area>.json. English
// holds the spec's texts unchanged; Hindi the same keys. A screen reads its area's texts with
// `useTranslation('<area>')` and `t('key')`. The console (web/features/admin) stays in English.
//
// Each language's files are one module and one chunk, fetched once before the first render.

export const NAMESPACES = ['common', 'catalog', 'shop', 'account', 'auth', 'pages', 'pwa'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Each language's texts: one module, one file for the browser (web/i18n/locales/<language>.ts). */
const bundles: Record<Language, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  en: () => import('./locales/en.ts'),
  hi: () => import('./locales/hi.ts'),
};

/** All of a language's texts, as i18next resources ({ [language]: { [area]: texts } }). */
export async function loadTexts(language: Language): Promise<Resource> {
  return { [language]: (await bundles[language]()).default };
}

/**
 * An i18next instance with its texts already in hand (initialised synchronously, so the first render
 * — on the server or hydrating in the browser — is in the chosen language). English is the fallback
 * for any key a language lacks.
 */
export function createI18n(language: Language, resources: Resource): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}

/** Adds another language's texts to a running instance and switches to it. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'common')) {
    const resources = await loadTexts(language);
    for (const [namespace, texts] of Object.entries(resources[language] ?? {})) {
      instance.addResourceBundle(language, namespace, texts, true, true);
    }
  }
  // Parts of the page still showing the server's markup hydrate first, in the language they were drawn
  // in (web/components/HydrateWhenNear.tsx); the switch then redraws them with the rest.
  await hydrateAllParts();
  await instance.changeLanguage(language);
}
