import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ADDRESS_STATES } from '../contract/address.ts';
import { DELIVERY_RULE_DEFAULT, PURCHASE_COINS_PER_100_RUPEES } from '../contract/checkout.ts';
import { BRAND_CODE_DEFAULT, SHOP_NAME_DEFAULT, SUPPORT_EMAIL_DEFAULT } from '../contract/constants.ts';
import { PINCODE_PATTERN } from '../contract/delivery.ts';
import { RETURN_WINDOW_DAYS_DEFAULT } from '../contract/order.ts';
import { GSTIN_PATTERN } from '../contract/seller.ts';
import { GST_SLABS_DEFAULT, type GstSlab, parseGstSlabs } from './modules/invoices/gst.ts';

// The only reader of process.env. Everything else receives a Config.

/** A well-formed sample GSTIN (Maharashtra's state code 27) for the demo shop's invoices. */
export const DEMO_GSTIN = '27AAAAA0000A1Z5';
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  SHOP_NAME: z.string().min(1).default(SHOP_NAME_DEFAULT),
  BRAND_CODE: z
    .string()
    .regex(/^[A-Z]{2,4}$/, 'BRAND_CODE must be 2–4 capital letters')
    .default(BRAND_CODE_DEFAULT),
  SUPPORT_EMAIL: z.email().default(SUPPORT_EMAIL_DEFAULT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * demo: seeded demo shop, outbox readable at /api/dev/outbox (the default on loopback).
   * production: refuses to start without a real secret, PostgreSQL and message providers; never seeds
   * demo data or mounts the outbox. Unset on a non-loopback HOST without providers: refused (main.ts).
   */
  SHOP_MODE: z.enum(['demo', 'production']).optional(),
  /** Seed the demo shop into an empty database at start-up (demo mode only). */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Where the built storefront lives (vite build output). */
  WEB_DIST: z.string().min(1).default('./dist/web'),
  /** Largest accepted request body in bytes (JSON); larger → 413. */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /**
   * Which proxies in front may set X-Forwarded-For: a hop count (1 = the one proxy in front) or a
   * comma list of addresses/CIDRs. Never "trust everyone": the client address could then be spoofed.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): number | string[] | false => {
      const value = v.trim();
      if (value === '' || value === 'false' || value === '0') return false;
      if (/^[0-9]+$/.test(value)) return Number(value);
      if (value === 'true' || value === '*') {
        ctx.addIssue({
          code: 'custom',
          message: 'TRUST_PROXY must be a hop count (e.g. 1) or a list of proxy addresses, never "true"',
        });
        return z.NEVER;
      }
      return value
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
    }),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Longest a request (body included, e.g. an upload on a slow line) may take before 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  /** Abuse limits per client address (0 switches one off). See server/plugins/rate-limits.ts. */
  LIMIT_CODE_SENDS_PER_CLIENT_HOUR: z.coerce.number().int().min(0).default(20),
  LIMIT_CODE_SENDS_GLOBAL_HOUR: z.coerce.number().int().min(0).default(2000),
  LIMIT_SIGNIN_PER_CLIENT_10MIN: z.coerce.number().int().min(0).default(60),
  LIMIT_SIGNUPS_PER_CLIENT_HOUR: z.coerce.number().int().min(0).default(10),
  LIMIT_REQUESTS_PER_CLIENT_MINUTE: z.coerce.number().int().min(0).default(1200),
  /** Referral rewards one referrer may earn in a calendar month (India time). */
  REFERRAL_MONTHLY_CAP: z.coerce.number().int().min(0).default(10),
  /**
   * Keys that encrypt personal data at rest (bank account numbers), AES-256-GCM: a comma list of
   * `version:key` with the key as 64 hex characters or base64 of 32 bytes, newest first; the first
   * encrypts, every listed one decrypts. Unset: one key derived from AUTH_SECRET (version 0).
   */
  DATA_KEYS: z.string().optional(),
  /** Rupees one loyalty coin is worth at checkout. */
  COIN_VALUE: z.coerce.number().positive().max(100).default(1),
  /** Delivery is free when the items total reaches this many rupees; otherwise DELIVERY_CHARGE rupees. */
  FREE_DELIVERY_FROM: z.coerce.number().min(0).default(DELIVERY_RULE_DEFAULT.freeFromRupees),
  DELIVERY_CHARGE: z.coerce.number().min(0).default(DELIVERY_RULE_DEFAULT.chargeRupees),
  /**
   * Rupees of cash on delivery one order may hold in the remote zones (the north-east, Sikkim, the
   * islands, Jammu and Kashmir, Ladakh); 0: the shop does not deliver there (decision 020).
   */
  REMOTE_COD_LIMIT: z.coerce.number().int().min(0).default(5000),
  /** Days after delivery in which a shopper may ask to return an order (the spec's 1 day). */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(1).max(30).default(RETURN_WINDOW_DAYS_DEFAULT),
  /** Coins a shopper earns for every whole ₹100 of an order's payable amount. */
  COINS_PER_100: z.coerce.number().int().min(0).max(100).default(PURCHASE_COINS_PER_100_RUPEES),
  HOME_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  LISTING_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  CARD_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * Signs access tokens and keys the one-time-code hashes. Unset → a random secret is made once and
   * kept in DATA_DIR/auth-secret (one instance); set it (32+ characters) when running several.
   */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /** How long a sign-in lasts (its session row can end it sooner). */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How often expired codes, old sessions, abandoned checkouts and the like are deleted (0: never). */
  PRUNE_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** How long one process trusts a checked token and live session before checking again (0: never). */
  SESSION_CHECK_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /**
   * How long one process may answer a cart view from memory while the cart's lines are unchanged
   * (0: never). The lines are checked on every view; only catalogue figures (prices, stock) can be
   * this old.
   */
  CART_VIEW_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** The shop's public address, for links in messages and the social sign-in return address. */
  PUBLIC_URL: z.url().optional(),
  /** Email delivery through SMTP (nodemailer), e.g. smtps://user:pass@smtp.example.com:465. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** SMS delivery: the shop POSTs JSON { to, text } here with the bearer token below. */
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /** Social sign-in (OpenID Connect). Without a client id and secret it is switched off. */
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Gone: the shop's staff sign in at /admin (decision 024). Still read, only to say so at start-up. */
  ADMIN_TOKEN: z.string().optional(),
  /**
   * The seller printed on tax invoices (server/modules/invoices): the legal name (default SHOP_NAME),
   * GSTIN, one-line address, state and pincode. The defaults are a demo shop's, not a real registration.
   */
  SHOP_LEGAL_NAME: z.string().trim().min(1).max(120).optional(),
  SHOP_GSTIN: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(GSTIN_PATTERN, 'SHOP_GSTIN must be a 15-character GSTIN, e.g. 27AAAAA0000A1Z5'))
    .default(DEMO_GSTIN),
  SHOP_ADDRESS: z.string().trim().min(1).max(200).default('1 Demo Road, Andheri East, Mumbai'),
  SHOP_STATE: z
    .string()
    .trim()
    .default('Maharashtra')
    .transform((v, ctx) => {
      const state = ADDRESS_STATES.find((s) => s.toLowerCase() === v.replace(/\s+/g, ' ').toLowerCase());
      if (state) return state;
      ctx.addIssue({
        code: 'custom',
        message: 'SHOP_STATE must be an Indian state or union territory, e.g. Maharashtra',
      });
      return z.NEVER;
    }),
  SHOP_PINCODE: z.string().trim().regex(PINCODE_PATTERN, 'SHOP_PINCODE must be 6 digits').default('400069'),
  /**
   * GST rates by the value of one piece: `rate@upToRupees,…,rate`. The default is the apparel and
   * footwear rates in force from 22 September 2025 (CBIC notification 9/2025-Central Tax (Rate), GST
   * Council's 56th meeting): 5% for a piece of at most ₹2,500, 18% above.
   */
  // ── Several instances (README "Running several instances", docs/decisions/026) ──
  /** Redis for the bus between instances (pub/sub) and the shared abuse limits; unset: none. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** An S3-compatible bucket for pictures and seller documents; unset: local disk under DATA_DIR. */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The server's address for an S3-compatible store other than AWS (MinIO, R2, Spaces, …). */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** bucket-in-path addressing (most S3-compatible servers); AWS uses bucket-in-host. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Where shoppers load public pictures from (a CDN or the bucket's public address); unset: /uploads via the shop. */
  S3_PUBLIC_URL: z.url().optional(),
  /** Key prefixes: public pictures (readable by anyone) and private documents (never public). */
  S3_PUBLIC_PREFIX: z.string().default('public/'),
  S3_PRIVATE_PREFIX: z.string().default('private/'),
  /** How long a signed link to a private document works. */
  S3_SIGNED_URL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** Tries after the first for a message that could not be sent, with doubling waits from the delay. */
  MESSAGE_RETRIES: z.coerce.number().int().min(0).max(20).default(4),
  MESSAGE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Indian SMS gateways (TRAI's DLT rules) need the registered sender id (header), the principal entity
   * id and, per message, the registered template's id: `template=id,…` with the templates sign-in-code,
   * sign-up-code, account-exists, reset-code, order-placed, order-shipped, order-delivered,
   * order-cancelled, return-accepted, return-declined, back-in-stock, price-drop (SMS_TEMPLATES in
   * server/modules/messages).
   */
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Z0-9]{3,11}$/, 'SMS_SENDER_ID must be the 3–11 character sender id (header), e.g. LLOOMS')
    .optional(),
  SMS_ENTITY_ID: z
    .string()
    .regex(/^[0-9]{6,30}$/, 'SMS_ENTITY_ID must be the DLT entity id (digits)')
    .optional(),
  SMS_TEMPLATE_IDS: z.string().optional(),
  /** On SIGTERM: not ready at once, keep serving this long (the load balancer notices), then close. */
  DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /** When set, /metrics asks for `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** This instance's name in logs and metrics (default: host name and process id). */
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'INSTANCE_ID may hold letters, digits, dot, dash and underscore')
    .optional(),
  GST_SLABS: z
    .string()
    .default(GST_SLABS_DEFAULT)
    .transform((v, ctx): GstSlab[] => {
      try {
        return parseGstSlabs(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  shopName: string;
  brandCode: string;
  supportEmail: string;
  logLevel: string;
  /** 'demo' unless SHOP_MODE=production. */
  mode: 'demo' | 'production';
  /** Whether SHOP_MODE was set at all (an unset mode on a public HOST without providers is refused). */
  modeExplicit: boolean;
  seedDemo: boolean;
  webDist: string;
  bodyLimit: number;
  trustProxy: number | string[] | false;
  shutdownGraceMs: number;
  requestTimeoutMs: number;
  limits: {
    codeSendsPerClientHour: number;
    codeSendsGlobalHour: number;
    signInPerClient10Min: number;
    signUpsPerClientHour: number;
    requestsPerClientMinute: number;
  };
  referralMonthlyCap: number;
  /** Raw DATA_KEYS (parsed by server/lib/data-keys.ts); undefined → derived from the auth secret. */
  dataKeys: string | undefined;
  coinValue: number;
  /** Paise. */
  delivery: { freeFromPaise: number; chargePaise: number };
  /** Rupees; 0: no delivery to the remote zones. */
  remoteCodLimit: number;
  /** Days after delivery for a return request; coins earned are credited once they pass. */
  returnWindowDays: number;
  coinsPer100Rupees: number;
  homeCacheTtlMs: number;
  listingCacheTtlMs: number;
  cardCacheTtlMs: number;
  /** undefined → made and kept under dataDir by server/lib/auth-secret.ts. */
  authSecret: string | undefined;
  sessionTtlDays: number;
  sessionCheckCacheMs: number;
  cartViewCacheMs: number;
  pruneIntervalMs: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  /** ADMIN_TOKEN is set although it no longer does anything (a warning at start-up). */
  staleAdminToken: boolean;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** Redis for the bus and the shared limits (undefined: PostgreSQL NOTIFY, or one process). */
  redisUrl: string | undefined;
  /** The bucket, or undefined for local disk. */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        forcePathStyle: boolean;
        publicUrl: string | undefined;
        publicPrefix: string;
        privatePrefix: string;
        signedUrlSeconds: number;
      }
    | undefined;
  messageRetries: number;
  messageRetryDelaySeconds: number;
  /** DLT registration for SMS (undefined parts are not sent). */
  smsDlt: { senderId: string | undefined; entityId: string | undefined; templateIds: Record<string, string> };
  drainMs: number;
  metricsToken: string | undefined;
  instanceId: string;
  /** The seller on tax invoices and the GST slabs (server/modules/invoices). */
  invoicing: {
    legalName: string;
    gstin: string;
    address: string;
    state: string;
    pincode: string;
    gstSlabs: GstSlab[];
  };
}

export class ConfigError extends Error {}

/** `order-placed=1107…, order-shipped=1107…` → { 'order-placed': '1107…', … }. */
function parseTemplateIds(value: string | undefined): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [name, id] = pair.split('=').map((p) => p.trim());
    if (!name) continue;
    if (!id || !/^[0-9]{6,30}$/.test(id))
      throw new ConfigError(
        `Invalid configuration:\n  SMS_TEMPLATE_IDS: "${name}" needs =<template id digits>`,
      );
    ids[name] = id;
  }
  return ids;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    shopName: e.SHOP_NAME,
    brandCode: e.BRAND_CODE,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    mode: e.SHOP_MODE ?? 'demo',
    modeExplicit: e.SHOP_MODE !== undefined,
    seedDemo: e.SHOP_MODE !== 'production' && e.SEED_DEMO,
    webDist: path.resolve(e.WEB_DIST),
    bodyLimit: e.BODY_LIMIT,
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    limits: {
      codeSendsPerClientHour: e.LIMIT_CODE_SENDS_PER_CLIENT_HOUR,
      codeSendsGlobalHour: e.LIMIT_CODE_SENDS_GLOBAL_HOUR,
      signInPerClient10Min: e.LIMIT_SIGNIN_PER_CLIENT_10MIN,
      signUpsPerClientHour: e.LIMIT_SIGNUPS_PER_CLIENT_HOUR,
      requestsPerClientMinute: e.LIMIT_REQUESTS_PER_CLIENT_MINUTE,
    },
    referralMonthlyCap: e.REFERRAL_MONTHLY_CAP,
    dataKeys: e.DATA_KEYS,
    coinValue: e.COIN_VALUE,
    delivery: {
      freeFromPaise: Math.round(e.FREE_DELIVERY_FROM * 100),
      chargePaise: Math.round(e.DELIVERY_CHARGE * 100),
    },
    remoteCodLimit: e.REMOTE_COD_LIMIT,
    returnWindowDays: e.RETURN_WINDOW_DAYS,
    coinsPer100Rupees: e.COINS_PER_100,
    homeCacheTtlMs: e.HOME_CACHE_TTL_MS,
    listingCacheTtlMs: e.LISTING_CACHE_TTL_MS,
    cardCacheTtlMs: e.CARD_CACHE_TTL_MS,
    authSecret: e.AUTH_SECRET,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    sessionCheckCacheMs: e.SESSION_CHECK_CACHE_MS,
    cartViewCacheMs: e.CART_VIEW_CACHE_MS,
    pruneIntervalMs: e.PRUNE_INTERVAL_MS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.SHOP_NAME} <${e.SUPPORT_EMAIL}>`,
    smsHttpUrl: e.SMS_HTTP_URL,
    smsHttpToken: e.SMS_HTTP_TOKEN,
    staleAdminToken: Boolean(e.ADMIN_TOKEN),
    oidc:
      e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    redisUrl: e.REDIS_URL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          publicPrefix: e.S3_PUBLIC_PREFIX,
          privatePrefix: e.S3_PRIVATE_PREFIX,
          signedUrlSeconds: e.S3_SIGNED_URL_SECONDS,
        }
      : undefined,
    messageRetries: e.MESSAGE_RETRIES,
    messageRetryDelaySeconds: e.MESSAGE_RETRY_DELAY_SECONDS,
    smsDlt: {
      senderId: e.SMS_SENDER_ID,
      entityId: e.SMS_ENTITY_ID,
      templateIds: parseTemplateIds(e.SMS_TEMPLATE_IDS),
    },
    drainMs: e.DRAIN_MS,
    metricsToken: e.METRICS_TOKEN,
    instanceId: e.INSTANCE_ID ?? `${os.hostname()}-${process.pid}`,
    invoicing: {
      legalName: e.SHOP_LEGAL_NAME ?? e.SHOP_NAME,
      gstin: e.SHOP_GSTIN,
      address: e.SHOP_ADDRESS,
      state: e.SHOP_STATE,
      pincode: e.SHOP_PINCODE,
      gstSlabs: e.GST_SLABS,
    },
  };
}
