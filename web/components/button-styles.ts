// Shared class lists so links and buttons that act alike look alike.
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-accent px-5 py-2.5 text-white shadow-soft hover:bg-accent-strong`,
  secondary: `${base} border border-line bg-paper px-5 py-2.5 text-ink hover:border-accent hover:text-accent`,
  quiet: `${base} px-3 py-2 text-accent hover:bg-accent-soft`,
} as const;
