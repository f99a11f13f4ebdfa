/** A shimmering placeholder that reserves the space of content still loading. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-shimmer motion-reduce:animate-none bg-[linear-gradient(90deg,#f1ebe0_0%,#faf6ef_50%,#f1ebe0_100%)] bg-[length:200%_100%] ${className}`}
    />
  );
}

/** Stable keys for a row of n placeholders. */
export function skeletonKeys(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `skeleton-${index}`);
}
