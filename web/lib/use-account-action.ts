import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { type SessionExpiryTiming, useSessionExpiry } from './session-expiry.ts';

// One way to run a signed-in shopper's action (a change of server state): a TanStack mutation whose
// mutation function throws when the call fails (an ApiRequestError from unwrap, or an error of its
// own). A lost session is ended here, once, the same way everywhere (sign-in cleared, toast, /signin
// after the screen's delay); every other failure reaches the action's onError to be put into words.

export type AccountActionOptions<TData, TInput, TContext> = Omit<
  UseMutationOptions<TData, Error, TInput, TContext>,
  'onError'
> & {
  /** A failure that is not a lost session: say why, put back what was shown ahead of the server. */
  onError?: (error: Error, input: TInput, context: TContext | undefined) => unknown;
  /** After a lost session has been ended (e.g. close a dialog, take a loading toast away). */
  onSessionLost?: (error: Error, input: TInput, context: TContext | undefined) => unknown;
  /** The screen's session-expiry timing (account screens' by default). */
  expiry?: SessionExpiryTiming;
};

/**
 * useMutation with the shop's session rule. Failures handed to `mutate`'s own callbacks (or thrown
 * by `mutateAsync`) include a lost session; the hook's `onError` never sees one.
 */
export function useAccountAction<TData = unknown, TInput = void, TContext = unknown>(
  options: AccountActionOptions<TData, TInput, TContext>,
) {
  const { onError, onSessionLost, expiry, ...mutation } = options;
  const expire = useSessionExpiry(expiry);
  return useMutation<TData, Error, TInput, TContext>({
    ...mutation,
    onError: (error, input, context) =>
      expire(error) ? onSessionLost?.(error, input, context) : onError?.(error, input, context),
  });
}
