import { type ReactNode, useState } from 'react';
import { uploadUrl } from '../../../lib/api.ts';

/** A merchandising picture (600 × 400) with its space reserved; a soft wash replaces a broken one. */
export function TileImage({ file, className = '' }: { file: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (!file || broken) {
    return (
      <span
        aria-hidden="true"
        className={`block aspect-[3/2] w-full bg-[linear-gradient(135deg,var(--color-sky),var(--color-blush))] ${className}`}
      />
    );
  }
  return (
    <img
      src={uploadUrl(file)}
      alt=""
      width={600}
      height={400}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={`block aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-[1.04] motion-reduce:transition-none ${className}`}
    />
  );
}

/** The inside of a top-sale, offer, trending or top-pick card: picture, title, description, extra line. */
export function TileBody({
  image,
  title,
  description,
  badge,
  footer,
}: {
  image: string;
  title: string;
  description: string;
  /** Laid over the picture's corner (e.g. a price). */
  badge?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <span className="flex h-full flex-col overflow-hidden rounded-card bg-paper shadow-soft ring-1 ring-line/60 transition-shadow group-hover:shadow-lg">
      <span className="relative block overflow-hidden">
        <TileImage file={image} />
        {badge}
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3 md:p-4">
        <span className="font-display text-base font-extrabold leading-snug text-ink">{title}</span>
        <span className="line-clamp-3 text-sm leading-snug text-ink-soft">{description}</span>
        {footer ? <span className="mt-auto pt-2">{footer}</span> : null}
      </span>
    </span>
  );
}
