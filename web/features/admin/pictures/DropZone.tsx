import { ImageUp } from 'lucide-react';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { focusRing, secondaryButton } from '../ui.tsx';
import { dragHasFiles } from './upload.ts';

// The visible place to drop pictures, with a button that opens the file chooser (the keyboard's and
// the phone's way in). Dragging files over it lights it up; pictures moved inside a list pass by.

export function DropZone({
  onFiles,
  multiple,
  disabled = false,
  chooseLabel,
  inputLabel,
  dropLabel,
  note,
  children,
}: {
  onFiles: (files: File[]) => void;
  multiple: boolean;
  disabled?: boolean;
  /** The button's words, e.g. "Choose pictures". */
  chooseLabel: string;
  /** The file input's accessible name. */
  inputLabel: string;
  /** The zone's accessible name. */
  dropLabel: string;
  /** Said under the button (what may be dropped, or why nothing may). */
  note: ReactNode;
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  function dragOver(event: DragEvent) {
    if (disabled || !dragHasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  }
  function drop(event: DragEvent) {
    if (!dragHasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  }

  return (
    <section
      aria-label={dropLabel}
      data-testid="drop-zone"
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`flex flex-col items-center gap-2 rounded-card border-2 border-dashed px-4 py-5 text-center text-sm transition-colors ${
        over ? 'border-accent bg-blush/60' : 'border-line bg-cream/40'
      } ${disabled ? 'opacity-70' : ''}`}
    >
      {children}
      <ImageUp className="size-6 text-ink-soft" aria-hidden="true" />
      <p className="text-ink-soft">{over ? 'Drop to upload' : 'Drag pictures here, or'}</p>
      <button
        type="button"
        className={`${secondaryButton} ${focusRing}`}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {chooseLabel}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        aria-label={inputLabel}
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file may be chosen again after a failure.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <p className="text-xs text-ink-soft">{note}</p>
    </section>
  );
}
