import { ArrowLeft, ArrowRight, GripVertical, X } from 'lucide-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadKind } from '../../../../contract/admin-products.ts';
import { uploadUrl } from '../../../lib/api.ts';
import { Badge, focusRing } from '../ui.tsx';
import { DropZone } from './DropZone.tsx';
import { type PendingUpload, UploadRow } from './UploadRow.tsx';
import { dragHasFiles, KIND_ASPECT, PICTURE_HINT, uploadPicture } from './upload.ts';

// A form's list of pictures (a product colour's): drop files on the zone or choose them, each uploaded
// in turn with its own progress and, when refused, the server's words; reorder by dragging a picture
// onto another's place or with the arrow buttons (the keyboard's way); remove one. The first picture is
// the one the shop shows first.

const iconButton = `inline-flex size-9 items-center justify-center rounded-full bg-paper/95 text-ink ring-1 ring-line hover:bg-cream disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;

type Focus = { index: number; action: 'earlier' | 'later' | 'remove' } | { choose: true };

let nextId = 0;

export function PictureList({
  value,
  onChange,
  kind,
  max = 10,
  label,
}: {
  value: string[];
  onChange: (files: string[]) => void;
  kind: UploadKind;
  max?: number;
  label: string;
}) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [said, setSaid] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const focusNext = useRef<Focus | null>(null);
  // The newest list, also between a change and the form's next render (uploads finish one by one).
  const latest = useRef(value);
  latest.current = value;
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted || !list.current) return;
    focusNext.current = null;
    const root = list.current;
    const found =
      'choose' in wanted
        ? root.querySelector<HTMLElement>('[data-choose] button')
        : (root.querySelector<HTMLElement>(
            `[data-picture="${wanted.index}"] [data-action="${wanted.action}"]:not(:disabled)`,
          ) ??
          root.querySelector<HTMLElement>(`[data-picture="${wanted.index}"] [data-action]:not(:disabled)`));
    found?.focus();
  });

  const change = (next: string[]) => {
    latest.current = next;
    onChange(next);
  };
  const patch = (id: number, update: Partial<PendingUpload> | null) =>
    setPending((all) =>
      update === null
        ? all.filter((p) => p.id !== id)
        : all.map((p) => (p.id === id ? { ...p, ...update } : p)),
    );

  /** Uploads one file after those before it, so pictures land in the order they were chosen. */
  function send(upload: PendingUpload) {
    queue.current = queue.current.then(async () => {
      if (latest.current.length >= max) {
        patch(upload.id, { state: 'failed', message: full(max), canRetry: false });
        return;
      }
      patch(upload.id, { state: 'uploading' });
      const outcome = await uploadPicture(upload.file, kind);
      if (outcome.ok) {
        change([...latest.current, outcome.file]);
        patch(upload.id, null);
        setSaid(`${upload.file.name} uploaded.`);
      } else {
        patch(upload.id, { state: 'failed', message: outcome.message, canRetry: true });
      }
    });
  }

  function add(files: File[]) {
    const busy = pending.filter((p) => p.state !== 'failed').length;
    let room = Math.max(0, max - latest.current.length - busy);
    const uploads = files.map((file): PendingUpload => {
      const id = ++nextId;
      // Over 8 MB is refused here, before it is sent for nothing.
      if (file.size > UPLOAD_MAX_BYTES)
        return { id, file, state: 'failed', message: UPLOAD_MESSAGES.tooLarge, canRetry: false };
      if (room === 0) return { id, file, state: 'failed', message: full(max), canRetry: false };
      room -= 1;
      return { id, file, state: 'waiting' };
    });
    setPending((all) => [...all.filter((p) => p.state !== 'failed'), ...uploads]);
    for (const upload of uploads) if (upload.state === 'waiting') send(upload);
  }

  function move(from: number, to: number, action: 'earlier' | 'later' | null) {
    if (to < 0 || to >= value.length || from === to) return;
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    if (action) focusNext.current = { index: to, action };
    change(next);
    setSaid(`Picture ${from + 1} moved to place ${to + 1} of ${value.length}.`);
  }

  function remove(index: number) {
    const next = value.filter((_, i) => i !== index);
    focusNext.current =
      next.length > 0 ? { index: Math.min(index, next.length - 1), action: 'remove' } : { choose: true };
    change(next);
    setSaid(`Picture ${index + 1} removed.`);
  }

  function dropOn(event: DragEvent, index: number) {
    if (dragged === null || dragHasFiles(event)) return;
    event.preventDefault();
    move(dragged, index, null);
    setDragged(null);
    setTarget(null);
  }

  const uploading = pending.filter((p) => p.state !== 'failed').length;
  const isFull = value.length + uploading >= max;
  const fit = kind === 'logo' ? 'object-contain' : 'object-cover';

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-ink">{label}</legend>
      <div ref={list} className="flex flex-col gap-3">
        {value.length > 0 ? (
          <ol aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {value.map((file, index) => (
              <li
                key={file}
                data-picture={index}
                draggable
                onDragStart={(event) => {
                  setDragged(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', file);
                }}
                onDragOver={(event) => {
                  if (dragged === null || dragHasFiles(event)) return;
                  event.preventDefault();
                  setTarget(index);
                }}
                onDragLeave={() => setTarget((current) => (current === index ? null : current))}
                onDrop={(event) => dropOn(event, index)}
                onDragEnd={() => {
                  setDragged(null);
                  setTarget(null);
                }}
                className={`flex flex-col gap-2 rounded-xl bg-paper p-2 ring-1 ${
                  target === index && dragged !== index ? 'ring-2 ring-accent' : 'ring-line/70'
                } ${dragged === index ? 'opacity-50' : ''}`}
              >
                <div className="relative">
                  <img
                    src={uploadUrl(file)}
                    alt={`${label}: ${index + 1} of ${value.length}`}
                    className={`${KIND_ASPECT[kind]} w-full rounded-lg bg-cream ${fit}`}
                    loading="lazy"
                  />
                  <span className="absolute top-1 left-1 cursor-grab rounded-full bg-paper/90 p-1 text-ink-soft">
                    <GripVertical className="size-4" aria-hidden="true" />
                  </span>
                  {index === 0 ? (
                    <span className="absolute bottom-1 left-1">
                      <Badge tone="good">Shown first</Badge>
                    </span>
                  ) : null}
                </div>
                <div className="flex justify-between gap-1">
                  <button
                    type="button"
                    data-action="earlier"
                    className={iconButton}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, 'earlier')}
                    aria-label={`Move picture ${index + 1} earlier`}
                  >
                    <ArrowLeft className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    data-action="later"
                    className={iconButton}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, index + 1, 'later')}
                    aria-label={`Move picture ${index + 1} later`}
                  >
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    data-action="remove"
                    className={`${iconButton} text-danger`}
                    onClick={() => remove(index)}
                    aria-label={`Remove picture ${index + 1}`}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </li>
            ))}
          </ol>
        ) : null}
        {pending.length > 0 ? (
          <ul aria-label="Uploads" className="flex flex-col gap-2">
            {pending.map((upload) => (
              <UploadRow
                key={upload.id}
                upload={upload}
                onRetry={() => {
                  patch(upload.id, { state: 'waiting', message: undefined });
                  send(upload);
                }}
                onDismiss={() => patch(upload.id, null)}
              />
            ))}
          </ul>
        ) : null}
        <div data-choose>
          <DropZone
            onFiles={add}
            multiple
            disabled={isFull}
            chooseLabel="Choose pictures"
            dropLabel={`Drop pictures here: ${label}`}
            inputLabel={`Choose pictures: ${label}`}
            note={isFull ? full(max) : `Up to ${max}. ${PICTURE_HINT}`}
          />
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </fieldset>
  );
}

const full = (max: number) => `This list holds ${max} pictures at most: remove one to add another.`;
