import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_TOKEN_MESSAGE } from './api.ts';
import { TOKEN_KEY } from './auth-storage.ts';
import { downloadPath, filenameOf } from './download.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

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
