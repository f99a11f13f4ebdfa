import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';

// Screens read their texts through react-i18next: tests see the English resource files, loaded up front.
const english = import.meta.glob<Record<string, unknown>>('../i18n/locales/en/*.json', {
  eager: true,
  import: 'default',
});
createI18n('en', {
  en: Object.fromEntries(
    Object.entries(english).map(([file, texts]) => [file.replace(/^.*\/(\w+)\.json$/, '$1'), texts]),
  ),
});

// jsdom does not scroll; the router's scroll restoration calls this.
Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true });

// jsdom has no ResizeObserver (every browser the shop supports does); components such as the Radix
// slider need one to mount. Tests that depend on sizes stub their own.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Pages are lazy chunks compiled on first import; on a busy 2-core CI box that can take over the
// default 1 s wait of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});
