import { useState } from 'react';
import {
  SELLER_FILE_LIMITS,
  SELLER_FILE_MESSAGES,
  SELLER_MESSAGES,
  type SellerFileField,
} from '../../../contract/seller.ts';
import { fileProblem, NO_FILES, type SellerFiles } from './seller-form.ts';

export type FileErrors = Partial<Record<SellerFileField, string>>;

export interface SellerFilesState {
  files: SellerFiles;
  errors: FileErrors;
  /** Adds picked files to a field: one replaces the logo or license, lists grow up to their limit. */
  pick: (field: SellerFileField, picked: File[]) => void;
  /** Removes the logo or license (no index) or one image of a list. */
  remove: (field: SellerFileField, index?: number) => void;
  /** True when the required logo is there; otherwise says 'Store logo is required'. */
  checkRequired: () => boolean;
  setError: (field: SellerFileField, message: string) => void;
  clear: () => void;
}

/** The uploads of step 3, checked as they are picked (type, size, count). */
export function useSellerFiles(): SellerFilesState {
  const [files, setFiles] = useState<SellerFiles>(NO_FILES);
  const [errors, setErrors] = useState<FileErrors>({});

  const setError = (field: SellerFileField, message: string | undefined) =>
    setErrors((old) => {
      const next = { ...old };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });

  function pick(field: SellerFileField, picked: File[]) {
    if (picked.length === 0) return;
    const problems = picked.map((file) => fileProblem(field, file));
    const fitting = picked.filter((_, index) => problems[index] === null);
    let message = problems.find((problem) => problem !== null) ?? undefined;
    if (field === 'storelogo' || field === 'license') {
      const [file] = fitting;
      if (file) setFiles((old) => ({ ...old, [field]: file }));
      setError(field, message);
      return;
    }
    const room = SELLER_FILE_LIMITS[field].maxFiles - files[field].length;
    if (fitting.length > room) message ??= SELLER_FILE_MESSAGES[field].tooMany;
    const added = fitting.slice(0, Math.max(room, 0));
    if (added.length > 0) setFiles((old) => ({ ...old, [field]: [...old[field], ...added] }));
    setError(field, message);
  }

  function remove(field: SellerFileField, index?: number) {
    setFiles((old) => {
      if (field === 'storelogo' || field === 'license') return { ...old, [field]: null };
      return { ...old, [field]: old[field].filter((_, at) => at !== index) };
    });
    setError(field, undefined);
  }

  function checkRequired(): boolean {
    if (files.storelogo) return true;
    setError('storelogo', SELLER_MESSAGES.storeLogoRequired);
    return false;
  }

  return {
    files,
    errors,
    pick,
    remove,
    checkRequired,
    setError: (field, message) => setError(field, message),
    clear: () => {
      setFiles(NO_FILES);
      setErrors({});
    },
  };
}
