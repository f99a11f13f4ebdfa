import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerRequestLanguage } from './i18n/request.ts';
import { installErrorHandling } from './lib/error-handler.ts';
import { MESSAGES } from './lib/errors.ts';
import { loggerOptions } from './lib/logger.ts';
import { refusingNul } from './lib/nul-guard.ts';
import { createReadiness, type Readiness } from './lib/readiness.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { alertRoutes } from './modules/alerts/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { socialRoutes } from './modules/auth/social-routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import {
  articleDeskRoutes,
  type CatalogService,
  homeDeskRoutes,
  productDeskRoutes,
  searchRoutes,
  searchWordsRoutes,
  stockSheetRoutes,
  taxonomyRoutes,
  uploadRoutes,
} from './modules/catalog/index.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { couponDeskRoutes } from './modules/checkout/index.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { childrenRoutes } from './modules/children/routes.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { deliveryRoutes } from './modules/delivery/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { invoiceRoutes } from './modules/invoices/index.ts';
import type { SendQueue } from './modules/messages/index.ts';
import { outboxRoutes } from './modules/messages/outbox-routes.ts';
import { broadcastRoutes } from './modules/notifications/index.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { deskChangeRoutes, orderDeskRoutes } from './modules/orders/index.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { reviewDeskRoutes, reviewRoutes } from './modules/reviews/index.ts';
import { sellerReviewRoutes } from './modules/seller/index.ts';
import { sellerRoutes } from './modules/seller/routes.ts';
import { pageHeadHook, seoRoutes } from './modules/seo/index.ts';
import { shoppersDeskRoutes } from './modules/shoppers-desk/index.ts';
import { sizeChartRoutes } from './modules/size-charts/index.ts';
import { staffRoutes } from './modules/staff/index.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { openPlatform, type Platform } from './platform/index.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerApiDocs } from './plugins/docs.ts';
import { registerInstallable } from './plugins/installable.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerAbuseLimits } from './plugins/rate-limits.ts';
import { registerReadiness } from './plugins/readiness.ts';
import { loggingPerRequest, registerRequestIds, requestIdOf } from './plugins/request-ids.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerStorefront } from './plugins/storefront.ts';
import { registerUploads } from './plugins/uploads.ts';
import { buildServices } from './services.ts';

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
  /** The process's logger (main.ts makes it before opening anything); instead of `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** starting → ready → draining, moved by main.ts. Absent: ready (tests). */
  readiness?: Readiness;
  /**
   * The engines besides the database (bus, file store, job queue, metrics), opened by main.ts from the
   * settings, which also starts the queue and closes them. Absent: one process (tests) — opened, started
   * and closed with the app.
   */
  platform?: Platform;
}

/**
 * Builds the whole HTTP app without listening: main.ts calls listen(), tests call inject().
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? loggerOptions(config) }),
    // Ids unique across instances, or the proxy's own when sane (server/plugins/request-ids.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
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
    // Only after the drain (main.ts): a request still arriving on a kept-alive connection while the
    // app closes gets 503 and `connection: close`, which a load balancer retries elsewhere.
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Every schema-checked value refuses a NUL character first (PostgreSQL cannot store one).
  app.setValidatorCompiler(refusingNul(validatorCompiler as never));
  app.setSerializerCompiler(responseSerializerCompiler);
  installErrorHandling(app);
  registerRequestIds(app);
  const readiness = deps.readiness ?? createReadiness('ready');
  registerReadiness(app, readiness);

  const platform = deps.platform ?? (await openPlatform(config, database, app.log, { oneProcess: true }));
  if (!deps.platform) app.addHook('onClose', () => platform.close());
  app.decorate('platform', platform);
  // First of the plugins, so that every route (the API docs' too) is counted.
  await registerMetrics(app, {
    metrics: platform.metrics,
    database,
    token: config.metricsToken,
    instanceId: config.instanceId,
  });

  await registerSecurityHeaders(app, config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []);
  await registerCompression(app);
  await registerApiDocs(app, config.shopName);
  // With REDIS_URL the counters are shared by every instance (the connection closes with the app).
  const limits = await registerAbuseLimits(app, config.limits, { redisUrl: config.redisUrl });

  // platform: plugins

  const services = buildServices({
    config,
    db: database.db,
    clock: deps.clock ?? (() => new Date()),
    // Lines a service logs while handling a request carry that request's id.
    log: loggingPerRequest(app.log),
    platform,
  });
  app.decorate('requireShopper', services.requireShopper);
  app.decorate('requireStaff', services.requireStaff);
  app.addHook('onClose', () => services.sendQueue.close());
  app.decorate('sendQueue', services.sendQueue);
  // Exposed so tests can drop the catalogue's caches after writing rows straight into the database.
  app.decorate('catalog', services.catalog);
  // request.language (cookie, else the account's choice, else English) and Hindi error answers.
  registerRequestLanguage(app, { accountLanguage: services.accountLanguages.of });
  await app.register(
    async (api) => {
      await api.register(healthRoutes({ database, shopName: config.shopName, platform, readiness }));
      await api.register(catalogRoutes(services.catalog));
      await api.register(searchRoutes(services.searchSuggest));
      await api.register(deliveryRoutes(services.delivery));
      await api.register(authRoutes(services.auth, limits));
      await api.register(socialRoutes(services.social));
      await api.register(profileRoutes(services.profile));
      await api.register(sellerRoutes(services.sellers));
      await api.register(wishlistRoutes(services.wishlist));
      await api.register(alertRoutes(services.alerts));
      await api.register(sizeChartRoutes(services.sizeCharts));
      await api.register(cartRoutes(services.cart));
      await api.register(checkoutRoutes(services.checkout));
      await api.register(addressRoutes(services.addresses));
      await api.register(childrenRoutes(services.children));
      await api.register(notificationRoutes(services.notifications));
      await api.register(orderRoutes(services.orders));
      // The console (/api/admin/*): every route checks the staff member's role (modules/staff).
      await api.register(staffRoutes(services.staff, services.audit));
      await api.register(orderDeskRoutes(services.orderDesk));
      await api.register(sellerReviewRoutes(services.sellerReview));
      await api.register(shoppersDeskRoutes(services.shoppersDesk));
      await api.register(dashboardRoutes(services.dashboard));
      await api.register(deskChangeRoutes(services.deskChanges));
      await api.register(invoiceRoutes(services.invoices));
      // console routes: products desk
      await api.register(productDeskRoutes(services.productDesk));
      // console routes: pictures and stock sheet
      await api.register(uploadRoutes(services.uploads));
      await api.register(stockSheetRoutes(services.stockSheet));
      // console routes: brands and categories
      await api.register(taxonomyRoutes(services.taxonomy));
      await api.register(searchWordsRoutes(services.searchWords));
      // console routes: home merchandising
      await api.register(homeDeskRoutes(services.homeDesk));
      // console routes: coupons
      await api.register(couponDeskRoutes(services.couponDesk));
      // console routes: content
      await api.register(articleDeskRoutes(services.articleDesk));
      await api.register(broadcastRoutes(services.broadcastDesk));
      // Shoppers' reviews and the console's review desk.
      await api.register(reviewRoutes(services.reviews));
      await api.register(reviewDeskRoutes(services.reviewDesk));
      // Only while messages go to the outbox in demo mode: with a real provider, or in production, the
      // route does not exist.
      if (services.messenger.outboxEnabled && config.mode === 'demo')
        await api.register(outboxRoutes(database.db));
    },
    { prefix: '/api' },
  );

  await registerUploads(app, platform.store, {
    uploadsDir: config.uploadsDir,
    publicUrl: config.s3?.publicUrl,
  });
  // The web app manifest (with the shop's name) and the service worker's headers.
  await registerInstallable(app, {
    shopName: config.shopName,
    pictureOrigins: config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [],
  });
  // robots.txt, sitemap.xml and its files (server/modules/seo).
  await app.register(seoRoutes(services.seo));
  await registerStorefront(app, {
    webDist: config.webDist,
    shop: {
      name: config.shopName,
      brandCode: config.brandCode,
      supportEmail: config.supportEmail,
      socialSignIn: config.oidc !== undefined,
      returnWindowDays: config.returnWindowDays,
      picturesUrl: config.s3?.publicUrl ?? '/uploads',
    },
    // Rendered pages show prices and stock: a catalogue change drops them with the other caches.
    onCatalogueChange: (listener) => services.catalog.onCachesInvalidated(listener),
    onProductsChange: (listener) => services.catalog.onProductsChanged(listener),
    // Each shared page's own title, description, canonical URL, Open Graph, Twitter and JSON-LD.
    pageHead: pageHeadHook(services.seo),
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

  // The one-process queue starts with the app (main.ts starts a given platform's queue after migrating).
  if (!deps.platform) {
    await platform.jobs.start();
    app.addHook('onClose', () => platform.jobs.stop(0));
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The bus, file store, job queue and metrics this app runs on (tests drain the queue). */
    platform: Platform;
    catalog: CatalogService;
    /** Messages sent after the answer; tests drain it to read what was sent. */
    sendQueue: SendQueue;
  }
}
