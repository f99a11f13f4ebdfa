import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, Resolver } from 'react-hook-form';
import {
  SELLER_FILE_LIMITS,
  SELLER_FILE_MESSAGES,
  SELLER_IMAGE_TYPES,
  SELLER_LICENSE_EXTENSIONS,
  SELLER_STEP_SCHEMAS,
  type SellerApplication,
  type SellerFileField,
  sellerApplicationSchema,
} from '../../../contract/seller.ts';

// The Become a Seller form (rules/accounts §2, §4 "Seller form", §5 "Seller"): the contract's rules per
// step, the form's empty state, and what the request carries.

export interface SellerFormValues {
  ownername: string;
  email: string;
  password: string;
  number: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  businessname: string;
  storetype: string;
  businesslocation: string;
  businesslandmark: string;
  description: string;
  bankDetails: { bankName: string; accountNumber: string; accountHolderName: string; ifscCode: string };
  gstNumber: string;
}

export type SellerField = FieldPath<SellerFormValues>;

export const EMPTY_SELLER_FORM: SellerFormValues = {
  ownername: '',
  email: '',
  password: '',
  number: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  businessname: '',
  storetype: '',
  businesslocation: '',
  businesslandmark: '',
  description: '',
  bankDetails: { bankName: '', accountNumber: '', accountHolderName: '', ifscCode: '' },
  gstNumber: '',
};

export type Step = 1 | 2 | 3;

/** The fields each step shows and checks before Next (step 1 includes address, city, state, pincode). */
export const STEP_FIELDS = SELLER_STEP_SCHEMAS.map(
  (schema) => Object.keys(schema.shape) as (keyof SellerFormValues)[],
) as readonly (keyof SellerFormValues)[][];

/** The files belong to step 3. */
const FILE_STEP: Step = 3;

/** The step a field (or a server error's field, e.g. 'bankDetails.ifscCode' or 'storelogo') is on. */
export function stepOf(field: string): Step | undefined {
  const top = field.split('.')[0] ?? '';
  const index = STEP_FIELDS.findIndex((fields) => (fields as string[]).includes(top));
  if (index >= 0) return (index + 1) as Step;
  return isFileField(top) ? FILE_STEP : undefined;
}

export function isFileField(field: string): field is SellerFileField {
  return field in SELLER_FILE_LIMITS;
}

export function sellerResolver(): Resolver<SellerFormValues, unknown, SellerApplication> {
  return zodResolver(sellerApplicationSchema) as unknown as Resolver<
    SellerFormValues,
    unknown,
    SellerApplication
  >;
}

/** What the phone input keeps: digits only, at most 10. */
export function phoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 10);
}

/** What the pincode input keeps: digits only, at most 6. */
export function pincodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

export interface SellerFiles {
  storelogo: File | null;
  license: File | null;
  images: File[];
  passbookImage: File[];
}

export const NO_FILES: SellerFiles = { storelogo: null, license: null, images: [], passbookImage: [] };

const isImage = (file: File) => (SELLER_IMAGE_TYPES as readonly string[]).includes(file.type);
const isLicense = (file: File) =>
  SELLER_LICENSE_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext));

/**
 * Why a picked file cannot go in `field`, or null. The browser can only judge the name and type it
 * reports; the server reads the bytes.
 */
export function fileProblem(field: SellerFileField, file: File): string | null {
  const fits = field === 'license' ? isLicense(file) : isImage(file);
  if (!fits) return SELLER_FILE_MESSAGES[field].wrongKind;
  if (file.size > SELLER_FILE_LIMITS[field].maxBytes) return SELLER_FILE_MESSAGES[field].tooLarge;
  return null;
}

/** The multipart body of a seller application: the checked fields, bankDetails as JSON, the files. */
export function toFormData(application: SellerApplication, files: SellerFiles): FormData {
  const form = new FormData();
  const { bankDetails, ...fields } = application;
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value !== '') form.append(name, value);
  }
  form.append('bankDetails', JSON.stringify(bankDetails));
  if (files.storelogo) form.append('storelogo', files.storelogo);
  if (files.license) form.append('license', files.license);
  for (const file of files.images) form.append('images', file);
  for (const file of files.passbookImage) form.append('passbookImage', file);
  return form;
}
