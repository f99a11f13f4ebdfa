import { describe, expect, it } from 'vitest';
import {
  SELLER_MESSAGES,
  SELLER_STEP_LABELS,
  SELLER_STEP_TITLES,
  STORE_TYPE_SUGGESTIONS,
} from '../../../contract/seller.ts';
import english from '../../i18n/locales/en/pages.json';
import { STEP_KEYS, STORE_TYPE_KEYS, sellerSays } from './seller-texts.ts';

// The seller form's English words are the contract's, unchanged: its messages, step names and Store Type
// suggestions are listed in pages.json under the keys the screen reads them by.
describe('the seller texts', () => {
  it('lists every seller message with its contract text', () => {
    expect(english.messages.seller).toEqual(SELLER_MESSAGES);
  });

  it('names the steps and suggests store types as the contract does', () => {
    expect(STEP_KEYS.map((key) => english.seller.stepLabels[key])).toEqual([...SELLER_STEP_LABELS]);
    expect(STEP_KEYS.map((key) => english.seller.stepTitles[key])).toEqual([...SELLER_STEP_TITLES]);
    expect(STORE_TYPE_KEYS.map((key) => english.seller.storeTypes[key])).toEqual([...STORE_TYPE_SUGGESTIONS]);
  });

  it('shows the contract messages and the length rule as they are in English', () => {
    expect(sellerSays(SELLER_MESSAGES.ifscInvalid)).toBe(SELLER_MESSAGES.ifscInvalid);
    expect(sellerSays('At most 80 characters')).toBe('At most 80 characters');
    expect(sellerSays('The server said so')).toBe('The server said so');
  });
});
