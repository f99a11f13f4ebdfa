import {
  BRAND_CODE_DEFAULT,
  RETURN_WINDOW_DAYS_DEFAULT,
  SHOP_NAME_DEFAULT,
  SUPPORT_EMAIL_DEFAULT,
} from '../../contract/constants.ts';
import { filledText, recordOr } from './read.ts';

export interface ShopConfig {
  name: string;
  brandCode: string;
  supportEmail: string;
  /** Whether the server has a social sign-in provider configured. */
  socialSignIn: boolean;
  /** Days after delivery for a return (the server's RETURN_WINDOW_DAYS). */
  returnWindowDays: number;
  /** Where uploaded pictures are loaded from: `/uploads` (the shop) or a CDN's address (S3_PUBLIC_URL). */
  picturesUrl: string;
}

export const SHOP_CONFIG_DEFAULTS: ShopConfig = {
  name: SHOP_NAME_DEFAULT,
  brandCode: BRAND_CODE_DEFAULT,
  supportEmail: SUPPORT_EMAIL_DEFAULT,
  socialSignIn: false,
  returnWindowDays: RETURN_WINDOW_DAYS_DEFAULT,
  picturesUrl: '/uploads',
};

/** `/uploads` or an http(s) address without a trailing slash; anything else is not a pictures address. */
function picturesUrlOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim().replace(/\/+$/, '');
  return url === '/uploads' || /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : undefined;
}

const RAW_TOKEN = '__SHOP_CONFIG__';

/**
 * Parses the content of `<meta name="shop-config">`. The server fills it with a JSON string;
 * under `vite dev` (or if anything is off) the defaults from the contract are used.
 */
export function parseShopConfig(content: string | null | undefined): ShopConfig {
  if (!content || content === RAW_TOKEN) return SHOP_CONFIG_DEFAULTS;
  try {
    const parsed: unknown = JSON.parse(content);
    if (typeof parsed !== 'object' || parsed === null) return SHOP_CONFIG_DEFAULTS;
    const record = recordOr(parsed);
    return {
      name: filledText(record.name, { trim: true }) ?? SHOP_CONFIG_DEFAULTS.name,
      brandCode: filledText(record.brandCode, { trim: true }) ?? SHOP_CONFIG_DEFAULTS.brandCode,
      supportEmail: filledText(record.supportEmail, { trim: true }) ?? SHOP_CONFIG_DEFAULTS.supportEmail,
      socialSignIn: record.socialSignIn === true,
      returnWindowDays:
        typeof record.returnWindowDays === 'number' &&
        Number.isInteger(record.returnWindowDays) &&
        record.returnWindowDays > 0
          ? record.returnWindowDays
          : SHOP_CONFIG_DEFAULTS.returnWindowDays,
      picturesUrl: picturesUrlOf(record.picturesUrl) ?? SHOP_CONFIG_DEFAULTS.picturesUrl,
    };
  } catch {
    return SHOP_CONFIG_DEFAULTS;
  }
}

let cached: ShopConfig | undefined;

/** The shop's name, brand code and support address, read once from the page. */
export function getShopConfig(): ShopConfig {
  if (cached) return cached;
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="shop-config"]');
  cached = parseShopConfig(meta?.getAttribute('content'));
  return cached;
}

/** The server-side renderer has no page to read: it hands over the same settings it writes there. */
export function provideShopConfig(config: ShopConfig): void {
  cached = config;
}

/** For tests: forget the cached value so the next read looks at the page again. */
export function resetShopConfigCache(): void {
  cached = undefined;
}
