import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadKind } from '../../../../contract/admin-products.ts';
import { failureText } from '../../../lib/failure.ts';
import { adminCall } from '../call.ts';

// One picture sent to POST /api/admin/uploads. The server judges the bytes; a file over 8 MB is
// refused here first, so it is not sent for nothing.

export type UploadOutcome = { ok: true; file: string } | { ok: false; message: string };

/** What each kind of picture is drawn as (CSS aspect-ratio), for thumbnails. */
export const KIND_ASPECT: Record<UploadKind, string> = {
  product: 'aspect-[4/5]',
  banner: 'aspect-[5/2]',
  card: 'aspect-[3/2]',
  tile: 'aspect-square',
  logo: 'aspect-[2/1]',
};

export const PICTURE_HINT = 'JPEG, PNG, WebP, GIF or AVIF, at most 8 MB each.';

export async function uploadPicture(file: File, kind: UploadKind): Promise<UploadOutcome> {
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  const form = new FormData();
  form.append('file', file, file.name);
  const result = await adminCall('adminUpload', { query: { kind }, form });
  if (result.success) return { ok: true, file: result.data.file };
  return {
    ok: false,
    message: failureText(result, {
      failed: 'The picture could not be uploaded.',
      noAnswer: 'The picture could not be uploaded: check the connection and try again.',
    }),
  };
}

/** Whether a drag carries files from outside the page (not a picture being moved inside the list). */
export const dragHasFiles = (event: { dataTransfer: DataTransfer | null }) =>
  Array.from(event.dataTransfer?.types ?? []).includes('Files');
