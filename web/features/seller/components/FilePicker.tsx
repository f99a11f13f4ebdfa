import { FileText, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { removeFile } from '../seller-texts.ts';
import { Field } from './Field.tsx';

/** A picked image, shown from an object URL that is released when the thumbnail goes. */
function Thumbnail({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? (
    <img src={url} alt={file.name} className="size-full object-cover" />
  ) : (
    <span className="sr-only">{file.name}</span>
  );
}

function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      aria-label={removeFile(name)}
      onClick={onRemove}
      className="grid size-7 shrink-0 place-items-center rounded-full bg-paper/95 text-ink shadow-soft ring-1 ring-line hover:text-danger"
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

const inputClass =
  'block w-full cursor-pointer rounded-2xl border border-dashed border-line bg-paper p-2 text-sm text-ink-soft file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-accent-soft file:px-4 file:py-2 file:font-semibold file:text-accent-strong hover:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed';

/**
 * A file field of step 3. Images show as thumbnails, a document by its name; each has a remove
 * button. Lists say how many are picked ('Selected Images (n):').
 */
export function FilePicker({
  label,
  hint,
  optional,
  accept,
  multiple = false,
  show,
  files,
  countLabel,
  error,
  disabled,
  onPick,
  onRemove,
}: {
  label: string;
  hint: string;
  optional?: boolean;
  accept: string;
  multiple?: boolean;
  show: 'image' | 'name';
  files: File[];
  countLabel?: (count: number) => string;
  error?: string | undefined;
  disabled: boolean;
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <Field label={label} optional={optional} error={error} hint={hint}>
      {(a11y) => (
        <div className="space-y-3">
          <input
            {...a11y}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            onChange={(event) => {
              onPick(Array.from(event.target.files ?? []));
              // Picking the same file again after removing it must fire a change.
              event.target.value = '';
            }}
            className={inputClass}
          />
          {files.length > 0 && countLabel ? (
            <p className="text-sm font-semibold text-ink">{countLabel(files.length)}</p>
          ) : null}
          {files.length > 0 && show === 'image' ? (
            <ul className="flex flex-wrap gap-3">
              {files.map((file, index) => (
                <li
                  // A file has no id; its place in the list and its name tell the thumbnails apart.
                  key={`${index}-${file.name}-${file.size}`}
                  className="relative size-20 overflow-hidden rounded-xl bg-cream ring-1 ring-line"
                >
                  <Thumbnail file={file} />
                  <span className="absolute right-1 top-1">
                    <RemoveButton name={file.name} onRemove={() => onRemove(index)} />
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {files.length > 0 && show === 'name' ? (
            <ul className="space-y-2">
              {files.map((file, index) => (
                <li
                  key={`${index}-${file.name}-${file.size}`}
                  className="flex items-center gap-2 rounded-xl bg-cream px-3 py-2 text-sm text-ink ring-1 ring-line"
                >
                  <FileText className="size-4 shrink-0 text-ink-soft" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{file.name}</span>
                  <RemoveButton name={file.name} onRemove={() => onRemove(index)} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </Field>
  );
}
