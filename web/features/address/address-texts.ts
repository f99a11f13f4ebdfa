import { ADDRESS_TYPE_LABELS } from '../../../contract/address.ts';

// Screen texts of the address pages that the contract does not fix (headings, button labels). The
// spec's own texts (validation, toasts, empty list) live in contract/address.ts.
export const ADDRESS_TEXTS = {
  detailsTitle: 'Account Settings',
  detailsHeading: 'Delivery address',
  detailsIntro: 'Choose where your order should go, or add a new address.',
  manageTitle: 'Manage Address',
  manageIntro: 'Edit or remove the addresses you deliver to.',
  savedHeading: 'Saved addresses',
  loading: 'Loading addresses…',
  addNew: 'Add New Shipping Address',
  addHeading: 'New shipping address',
  save: 'Save Address',
  saving: 'Saving…',
  cancel: 'Cancel',
  verify: 'Verify',
  verifying: 'Verifying…',
  verified: 'Verified',
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting…',
  editTitle: 'Edit address',
  editIntro: 'Change the details and save. An alternate number is needed for every saved address.',
  update: 'Update Address',
  updating: 'Updating…',
  deleteTitle: 'Delete this address?',
  signIn: 'Please sign in to see your saved addresses.',
  noStateMatch: 'No state matches',
  home: ADDRESS_TYPE_LABELS.home,
  work: ADDRESS_TYPE_LABELS.work,
} as const;
