// One look for every auth input: tall, rounded, calm until focused or wrong.
export const inputClass =
  'h-12 w-full min-w-0 rounded-2xl border bg-paper px-4 text-[16px] text-ink transition-colors placeholder:text-ink-soft/70 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent disabled:cursor-not-allowed disabled:bg-cream disabled:text-ink-soft';

export function borderClass(invalid: boolean): string {
  return invalid
    ? 'border-danger focus:border-danger'
    : 'border-line focus:border-accent hover:border-ink-soft/40';
}

export const labelClass = 'mb-1.5 block text-sm font-bold text-ink';

/** The error line under a field keeps its height when empty, so errors do not push the form about. */
export const errorLineClass = 'mt-1 min-h-5 text-sm leading-5 text-danger';
