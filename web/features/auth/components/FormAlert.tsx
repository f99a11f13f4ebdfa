import { CircleAlert } from 'lucide-react';
import { authText } from '../code-messages.ts';

/**
 * A failure that belongs to the whole form (not one field), read out when it appears; a fixed English
 * message is said in the shown language (auth:messages).
 */
export function FormAlert({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 whitespace-pre-line rounded-2xl border border-berry/25 bg-blush/60 px-4 py-3 text-sm text-ink"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-berry" aria-hidden="true" />
      <span>{authText(message)}</span>
    </p>
  );
}
