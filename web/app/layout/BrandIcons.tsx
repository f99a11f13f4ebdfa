// Simple outline drawings of third-party marks (lucide no longer ships brand icons).
type IconProps = { className?: string };

export function InstagramIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4.2" />
        <circle cx="17.4" cy="6.6" r="0.6" fill="currentColor" />
      </g>
    </svg>
  );
}

export function FacebookIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        d="M14 8h2.5V4.5H14c-2.5 0-4 1.7-4 4.2V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.9c0-.6.3-.9.5-.9z"
        fill="currentColor"
      />
    </svg>
  );
}

export function WhatsAppIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.4z" />
        <path d="M9 8.6c.2-.5.5-.6.8-.6h.5l.9 2-.6.8c.4.9 1.3 1.8 2.3 2.3l.8-.6 2 .9v.5c0 .3-.1.6-.6.8-1.8.8-6.6-3.6-6.1-6.1z" />
      </g>
    </svg>
  );
}

export function GooglePlayIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d="M5 3.5l10.4 8.5L5 20.5c-.4-.2-.6-.6-.6-1.1V4.6c0-.5.2-.9.6-1.1z" fill="#34A853" />
      <path d="M15.4 12L5 3.5c.3-.2.8-.2 1.2 0l12 6.8z" fill="#4285F4" />
      <path d="M15.4 12l2.8 1.7-12 6.8c-.4.2-.9.2-1.2 0z" fill="#EA4335" />
      <path d="M18.2 10.3l2 1.1c.7.4.7 1.3 0 1.7l-2 1.1-2.8-2.2z" fill="#FBBC04" />
    </svg>
  );
}

export function AppStoreIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <rect x="2.5" y="2.5" width="19" height="19" rx="5" fill="#1C8CF0" />
      <g stroke="#fff" strokeWidth="1.7" strokeLinecap="round">
        <path d="M10.4 6.5l4.6 8" />
        <path d="M13.6 6.5L8.2 16" />
        <path d="M6.8 14h7.5" />
        <path d="M15.6 14h1.8M15.2 16.5l1 1.5" />
      </g>
    </svg>
  );
}
