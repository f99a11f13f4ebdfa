import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { bearerGuard } from './lib/auth-guard.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { createDataCipher } from './lib/data-keys.ts';
import { createAddressService } from './modules/address/index.ts';
import { createAlertMessages, createAlertService } from './modules/alerts/index.ts';
import { createAuthService, createOidcClient, createSocialService } from './modules/auth/index.ts';
import { createCartService, createCartViewCache } from './modules/cart/index.ts';
import {
  createArticleDesk,
  createCatalogService,
  createCatalogStock,
  createCatalogueChanges,
  createHomeDesk,
  createProductDesk,
  createSearchSuggest,
  createSearchWordsDesk,
  createStockSheet,
  createTaxonomyDesk,
  createUploadDesk,
  scheduleOfferWindows,
} from './modules/catalog/index.ts';
import { createCheckoutService, createCouponDesk } from './modules/checkout/index.ts';
import { createChildrenService } from './modules/children/index.ts';
import { createCoinService } from './modules/coins/index.ts';
import { createDashboardService } from './modules/dashboard/index.ts';
import { createDeliveryService } from './modules/delivery/index.ts';
import { createInvoiceService } from './modules/invoices/index.ts';
import { scheduleHousekeeping } from './modules/maintenance/index.ts';
import { createMessenger, createSendQueue } from './modules/messages/index.ts';
import { createBroadcastDesk, createNotificationService } from './modules/notifications/index.ts';
import {
  createDeskChanges,
  createOrderDesk,
  createOrderLifecycle,
  createOrderMessages,
  createOrderService,
  orderDocuments,
} from './modules/orders/index.ts';
import { createProfileService } from './modules/profile/index.ts';
import { createReviewDesk, createReviewService } from './modules/reviews/index.ts';
import {
  createSellerErasure,
  createSellerReviewService,
  createSellerService,
} from './modules/seller/index.ts';
import { createSeo } from './modules/seo/index.ts';
import { createShoppersDesk } from './modules/shoppers-desk/index.ts';
import { createSizeChartService } from './modules/size-charts/index.ts';
import { createAuditService, createStaffService, staffGuard } from './modules/staff/index.ts';
import {
  type AccountDeps,
  createAccountLanguages,
  createSessionService,
  createUserService,
} from './modules/users/index.ts';
import { createWishlistService } from './modules/wishlist/index.ts';
import type { Platform } from './platform/index.ts';

// The composition root: every service of the shop is built here, once, from configuration, the
// database and the clock, and each module receives the other modules' services it works with. Routes
// plugins get the services they answer with (server/app.ts); nothing else builds a service.

export interface ServiceInputs {
  config: Config;
  db: Db;
  clock: () => Date;
  /** The app's logger (follow-up work that fails after a change was committed is logged, not thrown). */
  log: FastifyBaseLogger;
  /** The bus between instances, the file store, the job queue and the metrics (server/platform). */
  platform: Platform;
}

export function buildServices({ config, db, clock, log, platform }: ServiceInputs) {
  const { bus, store, jobs, metrics } = platform;
  // platform: wiring
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const onFollowUpError = (err: unknown) => log.warn({ err }, 'order follow-up failed');

  // Shared by every module that reads or changes them.
  const catalog = createCatalogService({
    db,
    clock,
    coinValue: config.coinValue,
    homeCacheTtlMs: config.homeCacheTtlMs,
    listingCacheTtlMs: config.listingCacheTtlMs,
    cardCacheTtlMs: config.cardCacheTtlMs,
    // Changes made here drop every instance's cached answers; theirs drop this one's.
    bus,
    metrics,
  });
  const catalogStock = createCatalogStock({ db });
  const delivery = createDeliveryService({ clock, remoteCodLimit: config.remoteCodLimit });
  // Each account's chosen language, for signed-in requests without the language cookie (server/i18n).
  const accountLanguages = createAccountLanguages({ db });
  const sessions = createSessionService({
    db,
    secret,
    clock,
    ttlDays: config.sessionTtlDays,
    checkCacheMs: config.sessionCheckCacheMs,
    // Sessions ended here end on every instance at once; theirs end here.
    bus,
    meter: metrics.cache('sessions'),
    // The session check reads the account's language too.
    languages: accountLanguages,
  });
  const coins = createCoinService({ db, config });
  const notifications = createNotificationService({ db });
  const users = createUserService({ db, config, coins });
  const messenger = createMessenger({ config, db, clock });
  // Messages sent after the answer (password-reset codes, order messages) through the job queue,
  // retried, and kept in failed_jobs when every try failed.
  const sendQueue = createSendQueue({
    messenger,
    log,
    jobs,
    retries: config.messageRetries,
    retryDelaySeconds: config.messageRetryDelaySeconds,
  });
  // "Notify me": shoppers told once when stock comes back or a price drops (in-app, SMS and email).
  const alerts = createAlertService({
    db,
    clock,
    notifications,
    catalogStock,
    messages: createAlertMessages({ config, sendQueue }),
  });
  // Every console write to the catalogue goes through this (listing columns, typo words, caches).
  const catalogueChanges = createCatalogueChanges({
    invalidateCaches: catalog.invalidateCaches,
    tellWaitingShoppers: alerts.tellWaitingShoppers,
  });
  // Scheduled jobs, run once per tick across instances: the housekeeping, and offers starting and ending.
  scheduleHousekeeping(jobs, { db, clock, coins, log, intervalMs: config.pruneIntervalMs });
  scheduleOfferWindows(jobs, {
    db,
    clock,
    invalidateCaches: catalog.invalidateCaches,
    tellWaitingShoppers: alerts.tellWaitingShoppers,
  });
  // The shopper's SMS and email about their orders, handed to the send queue after each change commits.
  const orderMessages = createOrderMessages({ config, sendQueue, users });

  const requireShopper = bearerGuard(sessions);
  // The console: staff roles, the guard of every /api/admin endpoint, and the audit log of staff actions.
  const audit = createAuditService({ db, clock });
  const staff = createStaffService({ db, clock, users, audit });
  const requireStaff = staffGuard(requireShopper, staff);
  const accounts: AccountDeps = { db, config, clock, secret, sessions, requireUser: requireShopper };

  const cartViews = createCartViewCache({
    ttlMs: config.cartViewCacheMs,
    clock,
    meter: metrics.cache('cart-views'),
  });
  // Announced catalogue changes (an order taking stock, a status change putting it back) count at once.
  catalog.onCachesInvalidated(cartViews.clear);
  // Suggestions while typing: shelves in memory, answers kept briefly, both following catalogue changes.
  const searchSuggest = createSearchSuggest({
    db,
    dictionary: catalog.searchDictionary,
    ttlMs: config.listingCacheTtlMs,
    meter: metrics.cache('search-suggest'),
    onError: (err) => log.warn({ err }, 'reading the shelves for search suggestions failed'),
  });
  catalog.onCachesInvalidated(searchSuggest.drop);
  // Shared links: the pages' head tags, sitemap.xml and robots.txt (sitemap files follow catalogue changes).
  const seo = createSeo({ db, config, catalog, meter: metrics.cache('sitemap') });
  catalog.onCachesInvalidated(seo.dropCaches);
  const checkout = createCheckoutService({ db, clock, config, coins, products: catalogStock });
  // GST tax invoices and packing slips (PDF): an order's invoice is issued by the move that ships it.
  const invoices = createInvoiceService({ db, clock, config, audit, orders: orderDocuments });
  const lifecycle = createOrderLifecycle({
    db,
    config,
    clock,
    catalog,
    coins,
    notifications,
    alerts,
    catalogStock,
    audit,
    onFollowUpError,
    onShipped: invoices.issueOnShipping,
    messages: orderMessages,
  });
  const addresses = createAddressService({ db, clock, delivery });
  // The console's order desk and returns desk, read side: lists, the new-orders badge, one order.
  const orderDesk = createOrderDesk({ db, clock, config, audit, staff });
  const oidc = config.oidc
    ? createOidcClient({ ...config.oidc, redirectUri: `${config.publicUrl}/signin` })
    : undefined;

  return {
    config,
    // The console's sellers desk, shoppers desk and dashboard.
    sellerReview: createSellerReviewService({
      db,
      store,
      signedUrlSeconds: config.s3?.signedUrlSeconds ?? 300,
      clock,
      secret,
      notifications,
      audit,
      staff,
    }),
    shoppersDesk: createShoppersDesk({
      db,
      clock,
      coins,
      addresses,
      orderDesk,
      sessions,
      staff,
      audit,
    }),
    dashboard: createDashboardService({ db, clock }),
    catalog,
    searchSuggest,
    delivery,
    sessions,
    accountLanguages,
    requireShopper,
    requireStaff,
    staff,
    audit,
    messenger,
    sendQueue,
    notifications,
    alerts,
    auth: createAuthService({ ...accounts, messenger, sendQueue, log, users, coins, notifications, metrics }),
    social: createSocialService({ ...accounts, oidc, users }),
    profile: createProfileService({
      ...accounts,
      store,
      coins,
      users,
      sellers: createSellerErasure({ store }),
      languages: accountLanguages,
    }),
    sellers: createSellerService({
      db,
      store,
      clock,
      cipher: createDataCipher(config.dataKeys, secret),
    }),
    // Product pages' size charts and "which size?".
    sizeCharts: createSizeChartService({ db }),
    wishlist: createWishlistService({ db, clock, catalogCards: catalog.cards }),
    // The shopper's children, read by listings and product pages for sizes by age.
    children: createChildrenService({ db, clock }),
    cart: createCartService({ db, clock, config, views: cartViews, products: catalogStock }),
    checkout,
    addresses,
    orders: createOrderService({
      ...accounts,
      catalog,
      delivery,
      coins,
      notifications,
      catalogStock,
      checkout,
      alerts,
      lifecycle,
      onFollowUpError,
      messages: orderMessages,
      metrics,
    }),
    lifecycle,
    orderDesk,
    // The console's order and returns desks: staff changes to orders, each in the audit log.
    deskChanges: createDeskChanges({ db, config, clock, lifecycle, audit, coins }),
    // GST tax invoices and packing slips (PDF); issuing an invoice is in the audit log.
    invoices,
    catalogueChanges,
    // console: products desk
    productDesk: createProductDesk({ db, clock, audit, catalogueChanges }),
    // console: pictures and stock sheet
    uploads: createUploadDesk({ db, store, audit }),
    stockSheet: createStockSheet({ db, clock, audit, catalogueChanges }),
    // console: brands and categories
    taxonomy: createTaxonomyDesk({ db, clock, audit, catalogueChanges }),
    // console: search words
    searchWords: createSearchWordsDesk({ db, clock, audit, catalogueChanges }),
    // console: home merchandising
    homeDesk: createHomeDesk({ db, clock, audit, catalogueChanges, homeAt: catalog.homeAt }),
    // console: coupons
    couponDesk: createCouponDesk({ db, clock, brandCode: config.brandCode, audit }),
    // console: content
    articleDesk: createArticleDesk({ db, clock, audit, catalogueChanges }),
    broadcastDesk: createBroadcastDesk({ db, clock, audit }),
    // Shoppers' reviews, and the console's desk that approves them (ratings follow, caches dropped).
    reviews: createReviewService({ db, clock, store }),
    reviewDesk: createReviewDesk({ db, clock, audit, catalogueChanges }),
    seo,
  };
}

export type Services = ReturnType<typeof buildServices>;
