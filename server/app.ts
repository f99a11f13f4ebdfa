import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { bearerGuard } from './lib/auth-guard.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { installErrorHandling } from './lib/error-handler.ts';
import { MESSAGES } from './lib/errors.ts';
import { refusingNul } from './lib/nul-guard.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { socialRoutes } from './modules/auth/social-routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import type { CatalogService } from './modules/catalog/service.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { deliveryRoutes } from './modules/delivery/routes.ts';
import { createDeliveryService } from './modules/delivery/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createMessenger } from './modules/messages/messenger.ts';
import { outboxRoutes } from './modules/messages/outbox-routes.ts';
import { createSendQueue, type SendQueue } from './modules/messages/send-queue.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { adminOrderRoutes } from './modules/orders/admin-routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { sellerRoutes } from './modules/seller/routes.ts';
import { stockAlertRoutes } from './modules/stock-alerts/routes.ts';
import type { AccountDeps } from './modules/users/deps.ts';
import { createSessionService } from './modules/users/sessions.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerApiDocs } from './plugins/docs.ts';
import { registerAbuseLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerStorefront } from './plugins/storefront.ts';
import { registerUploads } from './plugins/uploads.ts';

/** A hop count trusts that many proxies nearest the shop; a list trusts those addresses only. */
function trustedProxies(
  setting: Config['trustProxy'],
): string[] | false | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** The time source for rules that depend on "now" (tests pass a fixed clock). */
  clock?: () => Date;
  /** pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole HTTP app without listening: main.ts calls listen(), tests call inject().
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: config.bodyLimit,
    trustProxy: trustedProxies(config.trustProxy),
    // Node's default lets a request (a slow upload) hold its connection for 300 s.
    requestTimeout: config.requestTimeoutMs,
    // Node looks for overdue requests only every 30 s by default, and a headers timeout (60 s) longer
    // than the request timeout would take its place; keep both in step so the timeout holds.
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1_000, Math.floor(config.requestTimeoutMs / 4)),
    },
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Every schema-checked value refuses a NUL character first (PostgreSQL cannot store one).
  app.setValidatorCompiler(refusingNul(validatorCompiler as never));
  app.setSerializerCompiler(responseSerializerCompiler);
  installErrorHandling(app);

  await registerSecurityHeaders(app);
  await registerCompression(app);
  await registerApiDocs(app, config.shopName);
  const limits = await registerAbuseLimits(app, config.limits);

  const clock = deps.clock ?? (() => new Date());
  const catalog = createCatalogService({
    db: database.db,
    clock,
    coinValue: config.coinValue,
    homeCacheTtlMs: config.homeCacheTtlMs,
    listingCacheTtlMs: config.listingCacheTtlMs,
    cardCacheTtlMs: config.cardCacheTtlMs,
  });
  const delivery = createDeliveryService({ clock, remoteCodLimit: config.remoteCodLimit });
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const sessions = createSessionService({
    db: database.db,
    secret,
    clock,
    ttlDays: config.sessionTtlDays,
    checkCacheMs: config.sessionCheckCacheMs,
  });
  const accounts: AccountDeps = {
    db: database.db,
    config,
    clock,
    secret,
    sessions,
    requireUser: bearerGuard(sessions),
  };
  app.decorate('requireShopper', accounts.requireUser);
  const messenger = createMessenger({ config, db: database.db, clock });
  // Messages sent after the answer (password-reset codes); closing the app waits for them.
  const sendQueue = createSendQueue({ messenger, log: app.log });
  app.addHook('onClose', () => sendQueue.close());
  app.decorate('sendQueue', sendQueue);
  // Exposed so other modules (and tests) can drop the home cache after catalogue changes.
  app.decorate('catalog', catalog);
  await app.register(
    async (api) => {
      await api.register(healthRoutes(database, config.shopName));
      await api.register(catalogRoutes(catalog));
      await api.register(deliveryRoutes(delivery));
      await api.register(authRoutes({ ...accounts, messenger, sendQueue, limits }));
      await api.register(socialRoutes(accounts));
      await api.register(profileRoutes(accounts));
      await api.register(sellerRoutes(accounts));
      await api.register(wishlistRoutes({ ...accounts, catalog }));
      await api.register(stockAlertRoutes(accounts));
      await api.register(cartRoutes({ ...accounts, catalog }));
      await api.register(checkoutRoutes(accounts));
      await api.register(addressRoutes({ ...accounts, delivery }));
      await api.register(notificationRoutes(accounts));
      await api.register(orderRoutes({ ...accounts, catalog, delivery }));
      // The shop's order API exists only when ADMIN_TOKEN is configured.
      if (config.adminToken)
        await api.register(adminOrderRoutes({ ...accounts, catalog, adminToken: config.adminToken }));
      // Only while messages go to the outbox in demo mode: with a real provider, or in production, the
      // route does not exist.
      if (messenger.outboxEnabled && config.mode === 'demo') await api.register(outboxRoutes(database.db));
    },
    { prefix: '/api' },
  );

  await registerUploads(app, config.uploadsDir);
  await registerStorefront(app, {
    webDist: config.webDist,
    shop: {
      name: config.shopName,
      brandCode: config.brandCode,
      supportEmail: config.supportEmail,
      socialSignIn: config.oidc !== undefined,
      returnWindowDays: config.returnWindowDays,
    },
  });

  // /api and /uploads answer JSON 404s; any other unknown page gets the storefront's not-found screen.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || url.startsWith('/api') || url.startsWith('/uploads/')) {
      return reply.status(404).send({ success: false, message: MESSAGES.notFound });
    }
    return app.sendStorefrontNotFound(reply);
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
    /** Messages sent after the answer; tests drain it to read what was sent. */
    sendQueue: SendQueue;
  }
}
