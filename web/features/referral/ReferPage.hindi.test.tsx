import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import { fakeApi, refusal } from '../../test/fake-api.ts';
import { showInHindi } from '../../test/in-hindi.ts';
import { renderRoutes } from '../../test/render.tsx';
import EarnPage from './EarnPage.tsx';
import ReferPage from './ReferPage.tsx';
import ReferralArticlePage from './ReferralArticlePage.tsx';
import { makeArticle, makeShopper } from './test-data.ts';

// The referral pages in Hindi: Refer & Earn, how coins are earned, and an offer's article.

showInHindi();

function signIn() {
  localStorage.setItem(TOKEN_KEY, 'token-1');
  localStorage.setItem(USER_ID_KEY, 'user-1');
}

describe('the referral pages in Hindi', () => {
  it('shows Refer & Earn with its code, share buttons and rewards in Hindi', async () => {
    signIn();
    fakeApi({ profile: () => ({ user: makeShopper() }) });
    renderRoutes([{ path: '/refer', element: <ReferPage /> }], '/refer');
    expect(await screen.findByText('LLAB12CD')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'रेफ़र करें और कमाएँ' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('रेफ़र करें और कमाएँ · Little Loom'));
    expect(screen.getByRole('heading', { name: 'आपका रेफ़रल कोड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कॉपी करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'टेलीग्राम' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'और' })).toBeInTheDocument();
    expect(screen.getByText('आपके कोड से साइन अप करने पर आपके दोस्त को 40 कॉइन मिलते हैं।')).toBeInTheDocument();
    expect(screen.getByText('जुड़ने वाले हर दोस्त के लिए आपको 100 कॉइन मिलते हैं।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कॉइन कमाने के और तरीके' })).toHaveAttribute('href', '/earn');
    expect(document.body.textContent).not.toMatch(/Your referral code|How it works|Share with/);
  });

  it('says in Hindi why there is no code', async () => {
    signIn();
    const error = vi.spyOn(toast, 'error');
    fakeApi({ profile: () => refusal(500, 'down') });
    renderRoutes([{ path: '/refer', element: <ReferPage /> }], '/refer');
    await screen.findByRole('heading', { name: 'आपका रेफ़रल कोड' });
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls.at(-1)?.[0])).toMatch(
      /प्रोफ़ाइल की जानकारी लोड नहीं हो सकी|आपकी प्रोफ़ाइल लोड करते समय गड़बड़ी हुई|रेफ़रल कोड अभी उपलब्ध नहीं है/,
    );
  });

  it('offers sign-in in Hindi to a signed-out shopper', () => {
    fakeApi({});
    renderRoutes([{ path: '/refer', element: <ReferPage /> }], '/refer');
    expect(screen.getByText('अपना रेफ़रल कोड पाने के लिए साइन इन करें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /साइन इन करें/ })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Frefer',
    );
  });

  it('explains coins in Hindi, with the amounts written the hi-IN way', async () => {
    fakeApi({ coinValue: () => ({ coinValue: 1 }) });
    renderRoutes([{ path: '/earn', element: <EarnPage /> }], '/earn');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Little Loom के साथ कॉइन कमाएँ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कमाने के तरीके' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपना कोड शेयर करें' })).toHaveAttribute('href', '/refer');
    const rupees = (amount: number) =>
      new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
        amount,
      );
    expect(screen.getByText(new RegExp(`${rupees(499)} या उससे ज़्यादा पर मुफ़्त`))).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('हमारे साथ कमाएँ · Little Loom'));
  });

  it("shows an offer's article with its date the hi-IN way", async () => {
    fakeApi({ article: () => ({ data: [makeArticle()] }) });
    renderRoutes([{ path: '/referral/:id', element: <ReferralArticlePage /> }], '/referral/a1');
    expect(screen.getByText('कंटेंट लोड हो रहा है...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'How coins work' })).toBeInTheDocument();
    const day = new Intl.DateTimeFormat('hi-IN', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date('2026-11-21T06:30:00.000Z'));
    expect(screen.getByText(day)).toBeInTheDocument();
    expect(day).toMatch(/नवंबर/);
  });

  it('says in Hindi when the article cannot be shown', async () => {
    fakeApi({ article: () => refusal(404, 'gone') });
    renderRoutes([{ path: '/referral/:id', element: <ReferralArticlePage /> }], '/referral/a1');
    expect(await screen.findByRole('heading', { name: 'उफ़!' })).toBeInTheDocument();
    expect(screen.getByText('यह कंटेंट अभी उपलब्ध नहीं है')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});
