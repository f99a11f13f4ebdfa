/**
 * A shimmering placeholder that reserves the space of content still loading. The band is a
 * pseudo-element moved by transform (the compositor's work, no repaint per frame); `contain: paint`
 * clips it and holds it without making the placeholder itself positioned, so a caller may still place
 * it (`absolute inset-0`).
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`bg-[#f1ebe0] [contain:paint] after:absolute after:inset-0 after:animate-shimmer after:bg-[linear-gradient(90deg,transparent_0%,#faf6ef_50%,transparent_100%)] motion-reduce:after:hidden ${className}`}
    />
  );
}

/** Stable keys for a row of n placeholders. */
export function skeletonKeys(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `skeleton-${index}`);
}
