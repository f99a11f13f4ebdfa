import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { NO_TOKEN_MESSAGE } from './api.ts';
import { TOKEN_KEY } from './auth-storage.ts';
import { downloadPath, filenameOf, openPath } from './download.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A tab as window.open gives one, and the object URLs jsdom does not keep. */
function stubTab() {
  const tab = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  URL.createObjectURL = vi.fn(() => 'blob:file-1');
  URL.revokeObjectURL = vi.fn();
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return { tab, open };
}

describe('filenameOf', () => {
  it('reads plain and RFC 5987 names, and nothing from no header', () => {
    expect(filenameOf('inline; filename="LL-2026-27-000042.pdf"')).toBe('LL-2026-27-000042.pdf');
    expect(filenameOf('attachment; filename=slip.pdf')).toBe('slip.pdf');
    expect(filenameOf("inline; filename*=UTF-8''invoice%20one.pdf")).toBe('invoice one.pdf');
    expect(filenameOf('inline')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});

describe('downloadPath', () => {
  it('fails locally without a stored token, as a signed-in call does', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await downloadPath('/user/order/invoice/x', 'x.pdf')).toEqual({
      success: false,
      error: { message: NO_TOKEN_MESSAGE },
      status: 401,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads a refusal in the server’s words and a network failure as no answer', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ success: false, message: 'Not yet.' }), { status: 409 }),
      ),
    );
    expect(await downloadPath('/user/order/invoice/x', 'x.pdf')).toMatchObject({
      success: false,
      status: 409,
      error: { success: false, message: 'Not yet.' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await downloadPath('/user/order/invoice/x', 'x.pdf')).toEqual({
      success: false,
      status: 500,
      error: { message: 'Failed to fetch' },
    });
  });
});

describe('openPath', () => {
  it('opens a tab at the click and points it at the file fetched with the token', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    const { tab, open } = stubTab();
    const fetch = vi.fn(async () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' })));
    vi.stubGlobal('fetch', fetch);
    expect(await openPath('/admin/orders/x/invoice')).toMatchObject({ success: true, status: 200 });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('blob:file-1');
    expect(tab.close).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/admin\/orders\/x\/invoice$/);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('closes the tab and resolves to the refusal in the server’s words, or to no answer', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    const { tab } = stubTab();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ success: false, message: 'Not ready.' }), { status: 409 }),
      ),
    );
    expect(await openPath('/admin/orders/x/packing-slip')).toMatchObject({
      success: false,
      status: 409,
      error: { success: false, message: 'Not ready.' },
    });
    expect(tab.close).toHaveBeenCalledTimes(1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await openPath('/admin/orders/x/packing-slip')).toEqual({
      success: false,
      status: 500,
      error: { message: 'Failed to fetch' },
    });
    expect(tab.close).toHaveBeenCalledTimes(2);
  });

  it('opens no tab and asks nothing without a stored token', async () => {
    const { open } = stubTab();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await openPath('/admin/orders/x/invoice')).toEqual({
      success: false,
      error: { message: NO_TOKEN_MESSAGE },
      status: 401,
    });
    expect(open).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
