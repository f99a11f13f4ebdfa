import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { uploadUrl } from '../../../../lib/api.ts';
import { Badge } from '../../ui.tsx';

// A small square picture in a list (a logo, a tile), its space reserved; a quiet mark when there is none.

export function Thumb({ file, size = 44 }: { file: string | null; size?: number }) {
  const [broken, setBroken] = useState(false);
  const box = 'grid shrink-0 place-items-center overflow-hidden rounded-xl bg-cream ring-1 ring-line/60';
  if (!file || broken) {
    return (
      <span className={box} style={{ width: size, height: size }}>
        <ImageOff className="size-4 text-ink-soft" aria-hidden="true" />
      </span>
    );
  }
  return (
    <span className={box} style={{ width: size, height: size }}>
      <img
        src={uploadUrl(file)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setBroken(true)}
        className="size-full object-contain"
      />
    </span>
  );
}

export function VisibleBadge({ visible }: { visible: boolean }) {
  return visible ? <Badge tone="good">Visible</Badge> : <Badge tone="danger">Hidden</Badge>;
}
