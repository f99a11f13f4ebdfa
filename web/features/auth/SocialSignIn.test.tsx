import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../test/fake-api.ts';
import { clearShopConfig, failure, renderAuth, setShopConfig, signInAnswer } from './test-helpers.tsx';

const SOCIAL_BUTTON = 'Sign in with a social account';

afterEach(() => {
  clearShopConfig();
  sessionStorage.clear();
});

/** The provider's round trip leaves the site; the test stays on the page. */
function clickWithoutLeaving(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
}

describe('social sign-in button', () => {
  it('is disabled and says why when the shop has no provider configured', () => {
    renderAuth('/signin');
    const button = screen.getByRole('button', { name: SOCIAL_BUTTON });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Social sign-in is unavailable right now.');
    expect(screen.queryByRole('link', { name: SOCIAL_BUTTON })).not.toBeInTheDocument();
  });

  it("leaves for the server's start route when a provider is configured", () => {
    setShopConfig({ name: 'Little Loom', socialSignIn: true });
    renderAuth('/signin');
    expect(screen.getByRole('link', { name: SOCIAL_BUTTON })).toHaveAttribute(
      'href',
      '/api/user/auth/google',
    );
    expect(screen.queryByText('Social sign-in is unavailable right now.')).not.toBeInTheDocument();
  });

  it('keeps the page to come back to for the round trip (the provider only knows /signin)', () => {
    setShopConfig({ name: 'Little Loom', socialSignIn: true });
    renderAuth('/signin?redirect=%2Fproduct%2Fprod-1');
    clickWithoutLeaving(screen.getByRole('link', { name: SOCIAL_BUTTON }));
    expect(JSON.parse(sessionStorage.getItem('socialReturnPath') ?? 'null')).toMatchObject({
      path: '/product/prod-1',
    });
  });

  it('forgets an older journey when there is no page to come back to', () => {
    setShopConfig({ name: 'Little Loom', socialSignIn: true });
    sessionStorage.setItem('socialReturnPath', JSON.stringify({ path: '/cart', at: Date.now() }));
    renderAuth('/signin');
    clickWithoutLeaving(screen.getByRole('link', { name: SOCIAL_BUTTON }));
    expect(sessionStorage.getItem('socialReturnPath')).toBeNull();
  });
});

describe('social return', () => {
  it('completes once (even under StrictMode), stores the login data and goes to /addressdetails after 1 s', async () => {
    const success = vi.spyOn(toast, 'success');
    // An answer carrying the token under `token` only (as some callback readers expect) still signs in.
    const { api, router } = renderAuth(
      '/signin?code=abc123&state=st-9&iss=https%3A%2F%2Faccounts.example.com',
      { socialCallback: () => signInAnswer({ accessToken: undefined, token: 'social-token' }) },
      { strict: true },
    );
    expect(screen.getByText('Completing sign-in…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Social sign-in successful!', { duration: 3000 }),
    );
    expect(api.spy).toHaveBeenCalledTimes(1);
    const url = new URL(api.calls('socialCallback')[0]?.url ?? '', 'http://shop.test');
    expect(url.pathname).toBe('/api/user/auth/google/callback');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'abc123',
      state: 'st-9',
      iss: 'https://accounts.example.com',
    });
    expect(localStorage.getItem('accessuserToken')).toBe('social-token');
    expect(localStorage.getItem('userId')).toBe('user-1');
    // The used code leaves the address bar at once.
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Address details page', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.spy).toHaveBeenCalledTimes(1);
  });

  it('goes back to the page the shopper left for the provider from, once', async () => {
    sessionStorage.setItem('socialReturnPath', JSON.stringify({ path: '/cart', at: Date.now() }));
    const { router } = renderAuth('/signin?code=abc123&state=st-9', {
      socialCallback: () => signInAnswer(),
    });
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2Fcart'));
    expect(sessionStorage.getItem('socialReturnPath')).toBeNull();
    expect(await screen.findByText('Signed in! Taking you back…')).toBeInTheDocument();
    expect(await screen.findByText('Cart page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('ignores a kept page that is stale or not on this site', async () => {
    sessionStorage.setItem(
      'socialReturnPath',
      JSON.stringify({ path: '/cart', at: Date.now() - 11 * 60_000 }),
    );
    renderAuth('/signin?code=abc123&state=st-9', {
      socialCallback: () => signInAnswer(),
    });
    expect(await screen.findByText('Address details page', {}, { timeout: 3000 })).toBeInTheDocument();

    sessionStorage.setItem('socialReturnPath', JSON.stringify({ path: '//evil.example', at: Date.now() }));
    renderAuth('/signin?code=abc123&state=st-9', {
      socialCallback: () => signInAnswer(),
    });
    await waitFor(() => expect(screen.getAllByText('Address details page')).toHaveLength(2), {
      timeout: 3000,
    });
  });

  it('a failed return keeps the way back, so signing in by phone afterwards still returns there', async () => {
    sessionStorage.setItem('socialReturnPath', JSON.stringify({ path: '/cart', at: Date.now() }));
    const { router } = renderAuth('/signin?code=used&provider=google', {
      socialCallback: () => failure(400, 'This sign-in link has expired.'),
    });
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fcart');
  });

  it("shows the server's message on failure, cleans the address and offers the forms again", async () => {
    const error = vi.spyOn(toast, 'error');
    const { router } = renderAuth('/signin?code=used&provider=google&redirect=%2Fcart', {
      socialCallback: () => failure(400, 'This sign-in link has expired. Please try again.'),
    });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'This sign-in link has expired. Please try again.',
        expect.objectContaining({ duration: 4000 }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('?redirect=%2Fcart');
    expect(localStorage.getItem('accessuserToken')).toBeNull();
  });

  it("falls back to 'Failed to complete social sign-in' without a server message", async () => {
    const error = vi.spyOn(toast, 'error');
    renderAuth('/signin?code=x&state=y', {
      socialCallback: () => answer({ success: false }, 400),
    });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to complete social sign-in', expect.anything()),
    );
  });

  it("says 'Failed to authenticate with the social provider' when the provider refused or gave no login", async () => {
    const error = vi.spyOn(toast, 'error');
    const { api } = renderAuth('/signin?error=access_denied&state=y');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Failed to authenticate with the social provider',
        expect.anything(),
      ),
    );
    expect(api.spy).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));

    error.mockClear();
    renderAuth('/signin?code=x&state=y', {
      socialCallback: () => answer({ success: true, message: 'ok' }),
    });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Failed to authenticate with the social provider',
        expect.anything(),
      ),
    );
  });

  it('treats a plain visit with a code but no provider or state as an ordinary visit', () => {
    const { api } = renderAuth('/signin?code=abc');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(api.spy).not.toHaveBeenCalled();
  });
});
