import { AppError, badRequest } from './errors.ts';

// What a multipart form that breaks the limits is told (the profile editor, the seller form and the
// console's picture upload), and the answer a failure while reading one becomes.
export const FORM_MESSAGES = {
  oneImage: 'Send one image at most.',
  tooManyFields: 'The form has too many fields.',
  valueTooLong: 'A form value is too long.',
  unreadable: 'The form data could not be read.',
} as const;

/**
 * The answer to a failure while a multipart form is read: a file over the plugin's size limit is
 * `fileTooLarge`, one file too many is `tooManyFiles` (by default 400, one image at most), too many
 * fields or parts 400, a 4xx or an answer of the shop's own stays as it is, and anything else (busboy's
 * own failures: no boundary, a truncated body) is the client's malformed request.
 */
export function formReadError(
  error: unknown,
  answers: { fileTooLarge: () => AppError; tooManyFiles?: () => AppError },
): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return answers.fileTooLarge();
    case 'FST_FILES_LIMIT':
      return answers.tooManyFiles ? answers.tooManyFiles() : badRequest(FORM_MESSAGES.oneImage);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(FORM_MESSAGES.tooManyFields);
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest(FORM_MESSAGES.unreadable);
}
