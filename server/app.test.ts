import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../contract/routes.ts';
import { createKit, type Kit, realTime } from './test/kit.ts';

let t: Kit;

beforeAll(async () => {
  t = await createKit({ clock: realTime, env: { SHOP_NAME: 'Little Loom', BODY_LIMIT: '4096' } });
  // A route that only tests add, to drive body parsing and unexpected failures through the real pipeline.
  t.app.post('/api/__test/echo', async (request) => ({ success: true, body: request.body }));
  t.app.get('/api/__test/boom', async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/server/repo.ts:12');
  });
});

afterAll(async () => {
  await t.cleanup();
});

describe('error bodies', () => {
  it('answers malformed JSON with 400 and the error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "frock",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<frock/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(/content type/i);
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(10_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request body is too large.' });
  });

  it('accepts good JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/__test/echo', payload: { a: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, body: { a: 1 } });
  });

  it('answers unknown /api paths with a JSON 404 for every method, never the storefront', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PATCH'] as const) {
      const res = await t.app.inject({ method, url: '/api/user/no-such-thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ success: false, message: 'Not found' });
    }
    const nested = await t.app.inject({ url: '/api/product/123' });
    expect(nested.statusCode).toBe(404);
    expect(nested.body).not.toContain('<html');
  });

  it('never leaks a stack or SQL on an unexpected failure', async () => {
    const res = await t.app.inject({ url: '/api/__test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Something went wrong. Please try again.' });
    expect(res.body).not.toMatch(/secret_table|\/srv\/app|at /);
  });

  it('answers a malformed path id with 400 and field errors', async () => {
    const res = await t.app.inject({ url: '/api/user/Subcategories/view/subcategory/not-a-uuid' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe('Invalid category id');
    expect(body.errors).toEqual([{ field: 'categoryId', msg: 'Invalid category id' }]);
  });
});

describe('security headers', () => {
  it('sends a real CSP without inline scripts, and nosniff', async () => {
    for (const url of ['/', '/api/health']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('storefront serving', () => {
  const concrete = Object.values(ROUTES).map((p) =>
    p.replace(/:id/g, '3f0c6a3e-1c1f-4a55-9b1e-8d1c2b7e6a10'),
  );

  it('answers every route of the route table with index.html, shop name filled in', async () => {
    for (const url of concrete) {
      const res = await t.app.inject({ url: `${url}?q=1` });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      // Shared pages (listings, products) have their own title, with the shop's name in it.
      expect(res.body).toMatch(/<title>([^<]* \| )?Little Loom<\/title>/);
      expect(res.body).toContain('content="{&quot;name&quot;:&quot;Little Loom&quot;');
      expect(res.body).not.toContain('__SHOP');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built assets with long-lived caching and never the raw template', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const raw = await t.app.inject({ url: '/index.html' });
    expect(raw.body).not.toContain('__SHOP_CONFIG__');
  });

  it('gives unknown pages the storefront with a 404 status', async () => {
    const res = await t.app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });
});

describe('uploads', () => {
  it('serves /uploads/{file} with long cache headers and 404s JSON for missing files', async () => {
    writeFileSync(path.join(t.config.uploadsDir, 'swatch.webp'), Buffer.from('RIFF0000WEBPVP8 '));
    const res = await t.app.inject({ url: '/uploads/swatch.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ url: '/uploads/nope.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Not found' });
    const traversal = await t.app.inject({ url: '/uploads/..%2f..%2fetc%2fpasswd' });
    expect([400, 403, 404]).toContain(traversal.statusCode);
  });
});

describe('API docs', () => {
  it('publishes OpenAPI JSON listing the API routes, and the UI', async () => {
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/user/categories/view', '/api/user/brand/view']),
    );
    expect(Object.keys(doc.paths)).not.toContain('/product/{id}');
    const ui = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('documents the PDF answers as files, and 403 where a blocked account is refused', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const pdf = { 'application/pdf': { schema: { type: 'string', format: 'binary' } } };
    for (const path of [
      '/api/admin/orders/{orderId}/invoice',
      '/api/admin/orders/{orderId}/packing-slip',
      '/api/user/order/invoice/{id}',
    ])
      expect(doc.paths[path].get.responses['200'].content).toEqual(pdf);
    for (const path of ['/api/user/auth/login', '/api/user/auth/verify-otp', '/api/user/order/create'])
      expect(Object.keys(doc.paths[path].post.responses)).toContain('403');
  });
});

describe('health', () => {
  it('reports the database up, then 503 once it is away', async () => {
    const up = await t.app.inject({ url: '/api/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ success: true, status: 'ok', database: 'up', shop: 'Little Loom' });

    await t.database.close();
    const down = await t.app.inject({ url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, status: 'degraded', database: 'down' });

    // Other calls that need the database answer 503 too, not 500.
    const list = await t.app.inject({ url: '/api/user/categories/view' });
    expect(list.statusCode).toBe(503);
    expect(list.json().success).toBe(false);
  });
});
