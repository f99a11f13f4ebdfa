import { Shirt } from 'lucide-react';
import { useEffect, useState } from 'react';
import { uploadUrl } from '../lib/api.ts';

/** The soft placeholder that stands in for a missing or broken product picture (same 4:5 space). */
export function ProductImagePlaceholder({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-placeholder="true"
      className={`relative grid aspect-[4/5] w-full place-items-center overflow-hidden bg-[linear-gradient(140deg,var(--color-sky),var(--color-lilac)_55%,var(--color-blush))] ${className}`}
    >
      <span aria-hidden="true" className="absolute -left-6 -top-6 size-20 rounded-full bg-paper/35" />
      <span aria-hidden="true" className="absolute -bottom-8 -right-4 size-24 rounded-full bg-paper/30" />
      <span
        aria-hidden="true"
        className="relative grid size-14 place-items-center rounded-full bg-paper/70 text-accent/70 shadow-soft"
      >
        <Shirt className="size-7" strokeWidth={1.75} />
      </span>
    </div>
  );
}

/** A catalogue picture (4:5) with its size reserved; a soft placeholder replaces a missing or broken one. */
export function ProductImage({
  file,
  alt,
  eager = false,
  className = '',
  width = 600,
  height = 750,
  sizes,
}: {
  file: string | undefined;
  alt: string;
  eager?: boolean;
  className?: string;
  width?: number;
  height?: number;
  /** The img `sizes` attribute: how wide the picture is drawn at each screen width. */
  sizes?: string;
}) {
  const [broken, setBroken] = useState(false);
  // A new picture gets a fresh chance to load.
  useEffect(() => setBroken(false), [file]);
  if (!file || broken) return <ProductImagePlaceholder label={alt} className={className} />;
  return (
    <img
      src={uploadUrl(file)}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      className={`aspect-[4/5] w-full object-cover ${className}`}
    />
  );
}
