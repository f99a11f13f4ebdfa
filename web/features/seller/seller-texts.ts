import {
  SELLER_MESSAGES,
  SELLER_STEP_LABELS,
  SELLER_STEP_TITLES,
  STORE_TYPE_SUGGESTIONS,
} from '../../../contract/seller.ts';
import { textsOf, tr } from '../../i18n/texts.ts';
import { knownText } from '../../lib/known-text.ts';

// Screen texts of the Become a Seller page (pages:seller in web/i18n/locales), read in the shown
// language at each use. The spec's own texts (validation, toasts, step names) live in contract/seller.ts;
// their words for the screen are pages:messages.seller (the same English), read through sellerSays.
export const SELLER_TEXTS = textsOf('pages:seller', [
  'title',
  // Before the reason the shop gave for not approving the last application.
  'rejectReason',
  'intro',
  'progress',
  'done',
  'previous',
  'next',
  'submit',
  'submitting',
  'optional',
  'ownername',
  'email',
  'password',
  'passwordHint',
  'number',
  'address',
  'city',
  'state',
  'chooseState',
  'pincode',
  'businessname',
  'storetype',
  'storetypePlaceholder',
  'businesslocation',
  'businesslandmark',
  'description',
  'descriptionPlaceholder',
  'bankName',
  'accountNumber',
  'accountHolderName',
  'ifscCode',
  'gstNumber',
  'storelogo',
  'storelogoHint',
  'license',
  'licenseHint',
  'images',
  'imagesHint',
  'passbookImage',
  'passbookHint',
  'loading',
  'loadFailed',
  'reviewNote',
  'approvedNote',
]);

export const stepOfText = (step: number, total: number) => tr('pages:seller.stepOf', { step, total });
export const selectedImages = (number: number) => tr('pages:seller.selectedImages', { number });
export const selectedPages = (number: number) => tr('pages:seller.selectedPages', { number });
export const removeFile = (name: string) => tr('pages:seller.remove', { name });
export const submittedOn = (date: string) => tr('pages:seller.submittedOn', { date });

/** The steps in the contract's order (SELLER_STEP_LABELS, SELLER_STEP_TITLES). */
export const STEP_KEYS = ['personal', 'business', 'documents'] as const;

/** The short name of step `index` (0-based) under the progress bar. */
export const stepLabel = (index: number) =>
  tr(`pages:seller.stepLabels.${STEP_KEYS[index]}`, { defaultValue: SELLER_STEP_LABELS[index] });

/** The heading of step `index` (0-based). */
export const stepTitle = (index: number) =>
  tr(`pages:seller.stepTitles.${STEP_KEYS[index]}`, { defaultValue: SELLER_STEP_TITLES[index] });

/** The Store Type suggestions in the contract's order (STORE_TYPE_SUGGESTIONS). */
export const STORE_TYPE_KEYS = [
  'boutique',
  'baby',
  'ethnic',
  'uniforms',
  'footwear',
  'handloom',
  'toys',
  'wholesale',
] as const;

/** The Store Type suggestions, in the shown language. */
export const storeTypeSuggestions = () =>
  STORE_TYPE_KEYS.map((key, index) =>
    tr(`pages:seller.storeTypes.${key}`, { defaultValue: STORE_TYPE_SUGGESTIONS[index] }),
  );

const MESSAGE_KEYS = new Map<string, string>(
  Object.entries(SELLER_MESSAGES).map(([key, text]) => [text, key]),
);
const AT_MOST = /^At most (\d+) characters$/;

/**
 * A message of the seller form (a contract's text, the length rule's 'At most n characters') in the
 * shown language; a server's own words (already in the shopper's language) pass as they are.
 */
export function sellerSays(message: string): string {
  const key = MESSAGE_KEYS.get(message);
  if (key) return tr(`pages:messages.seller.${key}`);
  const max = AT_MOST.exec(message)?.[1];
  if (max) return tr('pages:seller.atMost', { max: Number(max) });
  return knownText(message);
}
