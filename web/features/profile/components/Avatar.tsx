import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { uploadUrl } from '../../../lib/api.ts';
import { initials } from '../initials.ts';

const SIZES = {
  md: { box: 'size-16 text-xl', icon: 'size-8', px: 64 },
  lg: { box: 'size-24 text-3xl', icon: 'size-11', px: 96 },
} as const;

/**
 * The shopper's photo; without one (or when it will not load) their initials on a soft tint, or a
 * person icon when there is no name. `src` may be an upload file name or a preview's blob: URL.
 */
export function Avatar({
  src,
  name,
  size = 'md',
}: {
  src: string | null | undefined;
  name: string | null | undefined;
  size?: keyof typeof SIZES;
}) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const style = SIZES[size];
  const letters = initials(name);
  const frame = `grid shrink-0 place-items-center overflow-hidden rounded-full ring-4 ring-paper ${style.box}`;
  if (src && brokenSrc !== src) {
    return (
      <span className={`${frame} bg-sky`}>
        <img
          src={uploadUrl(src)}
          alt=""
          width={style.px}
          height={style.px}
          decoding="async"
          onError={() => setBrokenSrc(src)}
          className="size-full object-cover"
        />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={`${frame} bg-[linear-gradient(135deg,#ffe3d1,#ebe4ff)]`}>
      {letters ? (
        <span className="font-display font-black text-ink/75">{letters}</span>
      ) : (
        <UserRound className={`${style.icon} text-ink/55`} strokeWidth={1.8} />
      )}
    </span>
  );
}
