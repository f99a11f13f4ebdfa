import { afterEach, describe, expect, it } from 'vitest';
import { getShopConfig, parseShopConfig, resetShopConfigCache, SHOP_CONFIG_DEFAULTS } from './shop-config.ts';

afterEach(() => {
  document.head.innerHTML = '';
  resetShopConfigCache();
});

describe('shop config', () => {
  it('falls back to the defaults for a missing meta tag or the raw token', () => {
    expect(parseShopConfig(null)).toEqual(SHOP_CONFIG_DEFAULTS);
    expect(parseShopConfig('__SHOP_CONFIG__')).toEqual(SHOP_CONFIG_DEFAULTS);
    expect(parseShopConfig('{not json')).toEqual(SHOP_CONFIG_DEFAULTS);
    expect(getShopConfig()).toEqual({
      name: 'Little Loom',
      brandCode: 'LL',
      supportEmail: 'care@littleloom.in',
      socialSignIn: false,
      returnWindowDays: 1,
      picturesUrl: '/uploads',
    });
  });

  it('reads the configured values from the HTML-escaped meta tag', () => {
    document.head.innerHTML =
      '<meta name="shop-config" content="{&quot;name&quot;:&quot;Tiny &amp; Co&quot;,&quot;brandCode&quot;:&quot;TC&quot;,&quot;supportEmail&quot;:&quot;help@tiny.example&quot;}">';
    expect(getShopConfig()).toEqual({
      name: 'Tiny & Co',
      brandCode: 'TC',
      supportEmail: 'help@tiny.example',
      socialSignIn: false,
      returnWindowDays: 1,
      picturesUrl: '/uploads',
    });
  });

  it("reads the shop's return window, and ignores one that is not a positive whole number", () => {
    expect(parseShopConfig('{"returnWindowDays":3}').returnWindowDays).toBe(3);
    for (const bad of ['0', '-2', '1.5', '"3"']) {
      expect(parseShopConfig(`{"returnWindowDays":${bad}}`).returnWindowDays).toBe(1);
    }
  });

  it('reads where pictures load from: /uploads or an http(s) address, never anything else', () => {
    expect(parseShopConfig('{"picturesUrl":"https://cdn.example.in/shop/"}').picturesUrl).toBe(
      'https://cdn.example.in/shop',
    );
    for (const bad of ['"javascript:alert(1)"', '"//evil.example"', '"/elsewhere"', '3', '""']) {
      expect(parseShopConfig(`{"picturesUrl":${bad}}`).picturesUrl).toBe('/uploads');
    }
  });

  it('fills missing fields from the defaults', () => {
    expect(parseShopConfig('{"name":"Bumble"}')).toEqual({ ...SHOP_CONFIG_DEFAULTS, name: 'Bumble' });
  });
});
