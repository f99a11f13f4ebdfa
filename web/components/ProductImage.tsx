import { useState } from 'react';
import { uploadUrl } from '../lib/api.ts';

/** A catalogue picture (4:5) with its size reserved; a soft placeholder replaces a missing or broken one. */
export function ProductImage({
  file,
  alt,
  eager = false,
  className = '',
  width = 480,
  height = 600,
}: {
  file: string | undefined;
  alt: string;
  eager?: boolean;
  className?: string;
  width?: number;
  height?: number;
}) {
  const [broken, setBroken] = useState(false);
  if (!file || broken) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`grid aspect-[4/5] w-full place-items-center bg-[linear-gradient(135deg,var(--color-sky),var(--color-blush))] ${className}`}
      >
        <span aria-hidden="true" className="font-display text-3xl font-black text-ink/20">
          LL
        </span>
      </div>
    );
  }
  return (
    <img
      src={uploadUrl(file)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      className={`aspect-[4/5] w-full object-cover ${className}`}
    />
  );
}
