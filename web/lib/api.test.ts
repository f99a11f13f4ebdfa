import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDelete, apiGet, apiPatch, apiPost, NO_TOKEN_MESSAGE, unwrap, uploadUrl } from './api.ts';
import { TOKEN_KEY } from './auth-storage.ts';
import { resetShopConfigCache } from './shop-config.ts';

function stub(response: Response | Error) {
  const spy = vi.fn((_url: string, _init?: RequestInit) =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  localStorage.clear();
});

describe('api wrapper', () => {
  it('GETs under /api and returns the body as data with the status', async () => {
    const fetchSpy = stub(json({ success: true, categories: [] }));
    const result = await apiGet('/user/categories/view');
    expect(result).toEqual({ success: true, data: { success: true, categories: [] }, status: 200 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/user/categories/view');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('sends bodies as JSON with the matching method', async () => {
    const fetchSpy = stub(json({ success: true }, 201));
    await apiPost('/user/wishlist/add', { body: { productId: 'p1' } });
    await apiPatch('/user/cart/update/quantity', { body: { action: 'increment' } });
    await apiDelete('/user/wishlist/delete', { body: { productId: 'p1' } });
    const calls = fetchSpy.mock.calls.map(([, init]) => [
      init?.method,
      init?.body,
      new Headers(init?.headers).get('Content-Type'),
    ]);
    expect(calls).toEqual([
      ['POST', '{"productId":"p1"}', 'application/json'],
      ['PATCH', '{"action":"increment"}', 'application/json'],
      ['DELETE', '{"productId":"p1"}', 'application/json'],
    ]);
  });

  it('sends a FormData as the multipart body, leaving the Content-Type (and its boundary) to the browser', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    const fetchSpy = stub(json({ success: true }));
    const form = new FormData();
    form.append('name', 'Asha');
    form.append('image', new File(['png'], 'me.png', { type: 'image/png' }));
    await apiPatch('/user/profile/update', { form, auth: true, body: { ignored: true } });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/user/profile/update');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe(form);
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends the stored token as a bearer header on auth calls', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    const fetchSpy = stub(json({ success: true, wishlist: [] }));
    const result = await apiGet('/user/wishlist/get', { auth: true });
    expect(result.success).toBe(true);
    expect(new Headers(fetchSpy.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer tok-123');
  });

  it('refuses an auth call without a stored token, making no request', async () => {
    const fetchSpy = stub(json({}));
    const result = await apiGet('/user/wishlist/get', { auth: true });
    expect(result).toEqual({ success: false, error: { message: NO_TOKEN_MESSAGE }, status: 401 });
    expect(NO_TOKEN_MESSAGE).toBe('No token provided');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("returns the server's JSON body as the error on a failure status", async () => {
    stub(json({ success: false, message: 'Login Required.' }, 401));
    const result = await apiGet('/user/cart/view/u1');
    expect(result).toEqual({
      success: false,
      error: { success: false, message: 'Login Required.' },
      status: 401,
    });
  });

  it('keeps validation details from the server', async () => {
    const body = {
      success: false,
      message: 'Invalid input',
      errors: [{ field: 'phone', msg: 'Enter a valid 10-digit phone number' }],
    };
    stub(json(body, 400));
    const result = await apiPost('/user/auth/register', { body: {} });
    expect(result).toEqual({ success: false, error: body, status: 400 });
  });

  it('gives a message when a failure has no JSON body', async () => {
    stub(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const result = await apiGet('/user/home');
    expect(result).toEqual({ success: false, error: { message: 'Bad Gateway' }, status: 502 });
  });

  it('reports status 500 with the exception message when no response came', async () => {
    stub(new TypeError('Failed to fetch'));
    const result = await apiGet('/user/home');
    expect(result).toEqual({ success: false, error: { message: 'Failed to fetch' }, status: 500 });
  });

  it('treats an empty success body (204) as null data', async () => {
    stub(new Response(null, { status: 204 }));
    const result = await apiDelete('/user/profile/delete', { body: undefined });
    expect(result).toEqual({ success: true, data: null, status: 204 });
  });

  it('passes the abort signal to fetch', async () => {
    const fetchSpy = stub(json({}));
    const controller = new AbortController();
    await apiGet('/user/home', { signal: controller.signal });
    expect(fetchSpy.mock.calls[0]![1]?.signal).toBe(controller.signal);
  });

  it('unwrap resolves with data or throws an error carrying status and body', async () => {
    stub(json({ ok: 1 }));
    await expect(unwrap(apiGet('/x'))).resolves.toEqual({ ok: 1 });
    stub(json({ success: false, message: 'Product not found' }, 404));
    await expect(unwrap(apiGet('/x'))).rejects.toMatchObject({
      message: 'Product not found',
      status: 404,
      body: { message: 'Product not found' },
    });
  });
});

describe('uploadUrl', () => {
  it('serves file names from /uploads and passes absolute URLs through', () => {
    expect(uploadUrl('frock-1.webp')).toBe('/uploads/frock-1.webp');
    expect(uploadUrl('/uploads/frock-1.webp')).toBe('/uploads/frock-1.webp');
    expect(uploadUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(uploadUrl('//cdn.example.com/a.jpg')).toBe('//cdn.example.com/a.jpg');
  });

  it("loads pictures from the shop's CDN when the page names one", () => {
    document.head.innerHTML =
      '<meta name="shop-config" content="{&quot;picturesUrl&quot;:&quot;https://cdn.example.in&quot;}">';
    resetShopConfigCache();
    try {
      expect(uploadUrl('catalogue/a.webp')).toBe('https://cdn.example.in/catalogue/a.webp');
      expect(uploadUrl('/uploads/catalogue/a.webp')).toBe('https://cdn.example.in/catalogue/a.webp');
    } finally {
      document.head.innerHTML = '';
      resetShopConfigCache();
    }
  });
});
