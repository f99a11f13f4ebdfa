import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers for every answer. Scripts only from our own origin (no inline scripts);
 * inline styles are allowed because the toast library injects a style element.
 *
 * helmet is built once here and applied to the raw response in one hook: the Fastify wrapper
 * re-parsed this whole configuration on every request (4 % of a cart read's CPU).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  /** Origins pictures may also load from (the CDN of S3_PUBLIC_URL). */
  pictureOrigins: readonly string[] = [],
): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...pictureOrigins],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // Lets /uploads images be shown by the shop's own pages only; the app is same-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS belongs to the TLS terminator in front of the shop, not to a plain-HTTP dev server.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
