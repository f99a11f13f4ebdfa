import type { Config } from '../../config.ts';
import type { Sender } from './messenger.ts';

export const SMS_TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway: POST { to, text } as JSON with an optional bearer token. With the DLT
 * registration configured (Indian gateways refuse a commercial SMS without it), the body also carries
 * `sender` (the registered header), `entityId` and the `templateId` of the message's template; a part
 * that is not configured is left out, so a gateway that needs none sees the same body as before.
 * Anything but a 2xx answer (or no answer within 10 s) is a failed delivery.
 */
export function createSmsHttpSender(options: {
  url: string;
  token?: string | undefined;
  dlt?: Config['smsDlt'];
  /** Only tests shorten it. */
  timeoutMs?: number;
}): Sender {
  const dlt = options.dlt;
  return {
    async send(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const templateId = message.template ? dlt?.templateIds[message.template] : undefined;
      const body = {
        to: message.to,
        text: message.text,
        ...(dlt?.senderId ? { sender: dlt.senderId } : {}),
        ...(dlt?.entityId ? { entityId: dlt.entityId } : {}),
        ...(templateId ? { templateId } : {}),
      };
      const response = await fetch(options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? SMS_TIMEOUT_MS),
      });
      // Drain the body so the connection can be reused; its content is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
