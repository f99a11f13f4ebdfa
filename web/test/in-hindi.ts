import { act } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { afterEach, beforeEach } from 'vitest';
import { loadTexts } from '../i18n/i18n.ts';

/** Every test of the calling file runs with the Hindi texts shown; English comes back after each. */
export function showInHindi(): void {
  beforeEach(async () => {
    const i18n = getI18n();
    const hindi = await loadTexts('hi');
    for (const [namespace, texts] of Object.entries(hindi.hi ?? {})) {
      i18n.addResourceBundle('hi', namespace, texts, true, true);
    }
    await act(() => i18n.changeLanguage('hi'));
  });
  afterEach(async () => {
    await act(() => getI18n().changeLanguage('en'));
  });
}
