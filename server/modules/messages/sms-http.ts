import type { Sender } from './messenger.ts';

export const SMS_TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway: POST { to, text } as JSON with an optional bearer token.
 * Anything but a 2xx answer (or no answer within 10 s) is a failed delivery.
 */
export function createSmsHttpSender(options: {
  url: string;
  token?: string | undefined;
  /** Only tests shorten it. */
  timeoutMs?: number;
}): Sender {
  return {
    async send(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetch(options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? SMS_TIMEOUT_MS),
      });
      // Drain the body so the connection can be reused; its content is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
