import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/pwa.json';
import hi from '../i18n/locales/hi/pwa.json';
import { serviceWorkerUrl } from './worker-url.ts';

describe('the service worker’s address', () => {
  it('is /sw.js when pictures come from the shop itself', () => {
    expect(serviceWorkerUrl('/uploads')).toBe('/sw.js');
  });

  it('carries the pictures CDN’s address, so the worker keeps those pictures too', () => {
    const url = serviceWorkerUrl('https://cdn.example.in/shop');
    expect(url).toBe('/sw.js?pictures=https%3A%2F%2Fcdn.example.in%2Fshop');
    expect(new URL(url, 'https://shop.example.in').searchParams.get('pictures')).toBe(
      'https://cdn.example.in/shop',
    );
  });
});

describe('the install banner’s texts', () => {
  it('exist in Hindi for every English text, naming the shop in the title', () => {
    expect(Object.keys(hi.install).sort()).toEqual(Object.keys(en.install).sort());
    expect(en.install.title).toContain('{{shop}}');
    expect(hi.install.title).toContain('{{shop}}');
  });
});
