/**
 * The service worker's address. With a pictures CDN (S3_PUBLIC_URL), its address rides along as
 * ?pictures=… so the worker (web/pwa/service-worker-plugin.ts) knows which pictures it may keep.
 */
export function serviceWorkerUrl(picturesUrl: string): string {
  return /^https?:\/\//i.test(picturesUrl) ? `/sw.js?pictures=${encodeURIComponent(picturesUrl)}` : '/sw.js';
}
