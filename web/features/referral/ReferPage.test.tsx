import { act, fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import ReferPage from './ReferPage.tsx';
import { makeShopper } from './test-data.ts';

function renderRefer(signedIn = true, profile: FakeHandlers['profile'] = () => ({ user: makeShopper() })) {
  if (signedIn) {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    localStorage.setItem(USER_ID_KEY, 'user-1');
  }
  fakeApi({ profile });
  return renderRoutes(
    [
      { path: '/refer', element: <ReferPage /> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    '/refer',
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ReferPage', () => {
  it('shows the code and the rewards, and confirms a copy for 2 seconds', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRefer();
    expect(await screen.findByText('LLAB12CD')).toBeInTheDocument();
    expect(
      screen.getByText('Your friend gets 40 coins when they sign up with your code.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You get 100 coins for every friend who joins.')).toBeInTheDocument();
    expect(screen.getByText('1 coin = ₹1, to spend on your orders at checkout.')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('LLAB12CD');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it("alerts 'Failed to copy!' when the clipboard refuses", async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderRefer();
    await screen.findByText('LLAB12CD');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(alert).toHaveBeenCalledWith('Failed to copy!');
  });

  it('opens WhatsApp with a link that fills the code in, and says when the device cannot share', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    renderRefer();
    await screen.findByText('LLAB12CD');
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    const url = String(open.mock.calls[0]?.[0]);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url)).toContain('/signup?ref=LLAB12CD');
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(alert).toHaveBeenCalledWith('Platform not supported for sharing');
  });

  it('tells why there is no code when the profile failed, and offers sign-in when signed out', async () => {
    const error = vi.spyOn(toast, 'error');
    renderRefer(true, () => refusal(500, 'down'));
    await screen.findByText('Your referral code');
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls.at(-1)?.[0])).toMatch(
      /Failed to load profile data|An error occurred while loading your profile|Referral code is not available/,
    );
  });

  it('offers sign-in to a signed-out shopper', () => {
    renderRefer(false);
    expect(screen.getByText('Sign in to get your referral code.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign In/ })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Frefer',
    );
  });
});
