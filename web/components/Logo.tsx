import { getShopConfig } from '../lib/shop-config.ts';

/** The little tee-with-a-heart mark (same drawing as the favicon). */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="18" fill="#116AFD" />
      <path d="M22 16h20l10 8-6 7-4-3v20a3 3 0 0 1-3 3H25a3 3 0 0 1-3-3V28l-4 3-6-7z" fill="#FFF6E9" />
      <path d="M27 16a5 5 0 0 0 10 0" fill="none" stroke="#116AFD" strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M32 44.5s-6-3.7-6-7.7a3.3 3.3 0 0 1 6-1.8 3.3 3.3 0 0 1 6 1.8c0 4-6 7.7-6 7.7z"
        fill="#FF7A9C"
      />
    </svg>
  );
}

/** Mark + shop name, as shown in the headers and footer. */
export function Wordmark({ compact = false }: { compact?: boolean }) {
  const { name } = getShopConfig();
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark className={compact ? 'size-8' : 'size-9'} />
      <span
        className={`font-display font-extrabold tracking-tight text-ink ${compact ? 'text-lg' : 'text-xl'}`}
      >
        {name}
      </span>
    </span>
  );
}
