import { textsOf, tr } from '../../i18n/texts.ts';

// Screen texts of the address pages (shop:address in web/i18n/locales), read in the shown language at
// each use. The spec's own texts (validation, toasts, empty list) are in contract/address.ts; their
// words for the screen are shop:address.messages (the same English), read through ADDRESS_SAYS.
export const ADDRESS_TEXTS = textsOf('shop:address', [
  'detailsTitle',
  'detailsHeading',
  'detailsIntro',
  'manageTitle',
  'manageIntro',
  'savedHeading',
  'loading',
  'addNew',
  'addHeading',
  'save',
  'saving',
  'cancel',
  'verify',
  'verifying',
  'verified',
  'edit',
  'delete',
  'deleting',
  'editTitle',
  'editIntro',
  'update',
  'updating',
  'deleteTitle',
  'signIn',
  'noStateMatch',
  'home',
  'work',
  'phone',
  'alternatePhone',
  'optional',
  'fullName',
  'address',
  'landmark',
  'landmarkExample',
  'pincode',
  'city',
  'state',
  'searchStates',
  'showStates',
  'states',
]);

/** contract/address.ts ADDRESS_MESSAGES, as the screen says them. */
export const ADDRESS_SAYS = textsOf('shop:address.messages', [
  'required',
  'phoneInvalid',
  'primarySameAsAlternate',
  'alternateSameAsPrimary',
  'correctErrors',
  'pincodeInvalid',
  'pincodeInvalidOnVerify',
  'pincodeUnknown',
  'pincodeVerifyFailed',
  'pincodeVerified',
  'autoPopulated',
  'stateInvalid',
  'typeInvalid',
  'somethingWrong',
  'fetchFailed',
  'fetchError',
  'updateFailed',
  'deleteFailed',
  'added',
  'updated',
  'deleted',
  'empty',
  'notFound',
  'limitReached',
  'selectAddress',
  'invalidSelection',
  'missingCheckout',
  'notServiceable',
]);

export const serverErrorText = (error: string) => tr('shop:address.serverError', { error });
export const codUpToText = (limit: string) => tr('shop:address.codUpTo', { limit });
export const codOverLimitText = (limit: string, total: string) =>
  tr('shop:address.codOverLimit', { limit, total });
export const editAddressOf = (name: string) => tr('shop:address.editOf', { name });
export const deleteAddressOf = (name: string) => tr('shop:address.deleteOf', { name });
