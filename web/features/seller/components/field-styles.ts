// The look of the seller form's inputs: the same tall, rounded fields as the account forms.
const control =
  'w-full min-w-0 rounded-2xl border bg-paper px-4 text-[16px] text-ink transition-colors placeholder:text-ink-soft/70 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent disabled:cursor-not-allowed disabled:bg-cream disabled:text-ink-soft';

export const inputClass = `h-12 ${control}`;

export const textareaClass = `min-h-24 resize-y py-3 leading-snug ${control}`;

export function borderClass(invalid: boolean): string {
  return invalid
    ? 'border-danger focus:border-danger'
    : 'border-line focus:border-accent hover:border-ink-soft/40';
}

export const labelClass = 'mb-1.5 block text-sm font-bold text-ink';

/** The line under a field keeps its height when empty, so messages do not push the form about. */
export const messageLineClass = 'mt-1 min-h-5 text-sm leading-5';
