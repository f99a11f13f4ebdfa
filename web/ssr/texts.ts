import type { Resource } from 'i18next';
import english from '../i18n/locales/en.ts';
import hindi from '../i18n/locales/hi.ts';

// The server renders in either language, so it holds every language's texts from the start (the
// browser fetches only its own: web/i18n/i18n.ts).
export const ALL_TEXTS: Resource = { en: english, hi: hindi };
