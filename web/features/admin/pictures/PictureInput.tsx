import { useRef, useState } from 'react';
import type { UploadKind } from '../../../../contract/admin-products.ts';
import { uploadUrl } from '../../../lib/api.ts';
import { errorClass, secondaryButton } from '../ui.tsx';
import { DropZone } from './DropZone.tsx';
import { type PendingUpload, UploadRow } from './UploadRow.tsx';
import { KIND_ASPECT, PICTURE_HINT, uploadPicture } from './upload.ts';

// A form's one picture (a banner's, a brand's logo): drop a file or choose one, see it upload (or the
// server's words when it is refused), then replace or remove it. A new picture takes the old one's
// place only once it is stored. A form's message about the picture (`error`) shows under it.

let nextId = 0;

export function PictureInput({
  value,
  onChange,
  kind,
  label,
  error,
}: {
  value: string | null;
  onChange: (file: string | null) => void;
  kind: UploadKind;
  label: string;
  error?: string | undefined;
}) {
  const [upload, setUpload] = useState<PendingUpload | null>(null);
  const [said, setSaid] = useState('');
  const chooser = useRef<HTMLDivElement>(null);
  const current = useRef(0);

  async function send(file: File) {
    const id = ++nextId;
    current.current = id;
    setUpload({ id, file, state: 'uploading' });
    const outcome = await uploadPicture(file, kind);
    // A newer choice replaced this one while it was on its way.
    if (current.current !== id) return;
    if (outcome.ok) {
      setUpload(null);
      onChange(outcome.file);
      setSaid(`${file.name} uploaded.`);
    } else {
      setUpload({ id, file, state: 'failed', message: outcome.message });
    }
  }

  const busy = upload?.state === 'uploading';
  const fit = kind === 'logo' ? 'object-contain' : 'object-cover';

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-ink">{label}</legend>
      <div ref={chooser} className="flex flex-col gap-3">
        <DropZone
          onFiles={(files) => {
            const [file] = files;
            if (file) void send(file);
          }}
          multiple={false}
          disabled={busy}
          chooseLabel={value ? 'Replace picture' : 'Choose a picture'}
          dropLabel={`Drop a picture here: ${label}`}
          inputLabel={`Choose a picture: ${label}`}
          note={PICTURE_HINT}
        >
          {value ? (
            <img
              src={uploadUrl(value)}
              alt={label}
              className={`${KIND_ASPECT[kind]} w-full max-w-64 rounded-lg bg-cream ${fit}`}
            />
          ) : null}
        </DropZone>
        {value && !busy ? (
          <button
            type="button"
            className={`${secondaryButton} self-start`}
            onClick={() => {
              onChange(null);
              setSaid('Picture removed.');
              chooser.current?.querySelector<HTMLElement>('button')?.focus();
            }}
          >
            Remove picture
          </button>
        ) : null}
        {upload ? (
          <ul aria-label="Upload" className="flex flex-col gap-2">
            <UploadRow
              upload={upload}
              onRetry={() => void send(upload.file)}
              onDismiss={() => setUpload(null)}
            />
          </ul>
        ) : null}
      </div>
      {error ? <p className={errorClass}>{error}</p> : null}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </fieldset>
  );
}
