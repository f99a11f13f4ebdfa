import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_NAME_DEFAULT } from '../../contract/constants.ts';
import { InstallPrompt } from './InstallPrompt.tsx';
import {
  countVisit,
  listenForInstallOffer,
  OFFER_DONE_KEY,
  resetInstallOffer,
  VISITS_KEY,
} from './install-offer.ts';

// The install offer from the browser's side: Chromium fires `beforeinstallprompt`; the banner shows from
// the second visit (a visit = a browsing session), once: Install or Not now end it for good.

const BANNER_TITLE = `Add ${SHOP_NAME_DEFAULT} to your home screen`;

function installEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

function browserOffers(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const fired = installEvent(outcome);
  act(() => {
    window.dispatchEvent(fired.event);
  });
  return fired;
}

/** A new browsing session on the same device: the session's mark is gone, the count is kept. */
function newVisit(): number {
  sessionStorage.clear();
  return countVisit();
}

let stop: () => void;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetInstallOffer();
  stop = listenForInstallOffer();
});
afterEach(() => {
  stop();
  resetInstallOffer();
  sessionStorage.clear();
});

describe('visits', () => {
  it('count once per browsing session', () => {
    expect(newVisit()).toBe(1);
    expect(countVisit()).toBe(1); // a reload or another page in the same session
    expect(newVisit()).toBe(2);
    expect(localStorage.getItem(VISITS_KEY)).toBe('2');
  });
});

describe('the install banner', () => {
  it('is not offered on the first visit, and keeps the browser’s own banner away', () => {
    newVisit();
    render(<InstallPrompt />);
    const { event } = browserOffers();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
  });

  it('is offered from the second visit with the shop’s name; Install opens the browser’s dialog, once', async () => {
    newVisit();
    newVisit();
    render(<InstallPrompt />);
    expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
    const { prompt } = browserOffers();
    const banner = screen.getByRole('complementary', { name: BANNER_TITLE });
    expect(banner).toHaveTextContent('Open the shop in one tap, like an app.');

    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
    expect(localStorage.getItem(OFFER_DONE_KEY)).not.toBeNull();

    // The browser offers again later (the shopper closed its dialog, or a later visit): never again.
    newVisit();
    const again = browserOffers();
    expect(again.event.defaultPrevented).toBe(true);
    expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
  });

  it('Not now ends the offer for good on this device', () => {
    newVisit();
    newVisit();
    render(<InstallPrompt />);
    const { prompt } = browserOffers();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt).not.toHaveBeenCalled();
    expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
    expect(localStorage.getItem(OFFER_DONE_KEY)).toBe('dismissed');

    newVisit();
    browserOffers();
    expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
  });

  it('goes away when the shop is installed another way (the browser’s menu)', () => {
    newVisit();
    newVisit();
    render(<InstallPrompt />);
    browserOffers();
    expect(screen.getByTestId('install-prompt')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
    expect(localStorage.getItem(OFFER_DONE_KEY)).toBe('installed');
  });

  it('is not offered while running installed (standalone)', () => {
    newVisit();
    newVisit();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(display-mode: standalone)', media: query })),
    );
    render(<InstallPrompt />);
    browserOffers();
    expect(screen.queryByTestId('install-prompt')).not.toBeInTheDocument();
  });
});
