// Shared looks of the Account Details inputs.
export const inputClass =
  'block w-full rounded-2xl border border-line bg-cream/50 px-3.5 py-3 text-[15px] text-ink placeholder:text-ink-soft/70 focus:border-accent focus:bg-paper focus:outline-none focus:ring-2 focus:ring-accent/25 aria-[invalid=true]:border-danger';

export const labelClass = 'mb-1.5 block text-sm font-bold text-ink';

export const errorClass = 'mt-1.5 text-sm font-semibold text-danger';
