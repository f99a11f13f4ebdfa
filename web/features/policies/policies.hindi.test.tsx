import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { showInHindi } from '../../test/in-hindi.ts';
import { renderAt } from '../../test/render.tsx';
import AccountDeletePolicyPage from './AccountDeletePolicyPage.tsx';
import PrivacyPolicyPage from './PrivacyPolicyPage.tsx';
import ReturnPolicyPage from './ReturnPolicyPage.tsx';

// The policy pages in Hindi: every heading and paragraph from the Hindi texts, with their numbers and
// links kept.

showInHindi();

/** No sentence of the English page is left (names such as the shop's or its email may stay). */
const noEnglishProse = () => expect(document.body.textContent).not.toMatch(/\b(the|and|you|your|we)\b/i);

describe('the policy pages in Hindi', () => {
  it('states the return policy in Hindi, with its windows and links', async () => {
    renderAt(<ReturnPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'रिटर्न और रिफ़ंड पॉलिसी' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('रिटर्न और रिफ़ंड पॉलिसी · Little Loom'));
    expect(screen.getByRole('heading', { name: 'ऑर्डर रद्द करना' })).toBeInTheDocument();
    expect(screen.getByText(/ऑर्डर देने के 24 घंटे के अंदर/)).toBeInTheDocument();
    expect(screen.getByText('डिलीवरी के 1 दिन के अंदर सामान रिटर्न किया जा सकता है।')).toBeInTheDocument();
    expect(screen.getByText(/सामान मिलने के 1 दिन के अंदर/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'मेरे ऑर्डर' })) {
      expect(link).toHaveAttribute('href', '/order');
    }
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    noEnglishProse();
  });

  it('states the privacy policy in Hindi, dated the hi-IN way', () => {
    renderAt(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' })).toBeInTheDocument();
    expect(screen.getByText('आख़िरी बार अपडेट किया गया: 30 मार्च 2025')).toBeInTheDocument();
    expect(screen.getByText(/13 साल से कम उम्र के लोगों के लिए नहीं है/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अकाउंट डिलीट करने की पॉलिसी' })).toHaveAttribute(
      'href',
      '/account-delete-policy',
    );
    noEnglishProse();
  });

  it('states the account deletion policy in Hindi', () => {
    renderAt(<AccountDeletePolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'अकाउंट डिलीट करने की पॉलिसी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हम क्या रखते हैं' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अकाउंट' })).toHaveAttribute('href', '/profile');
    expect(screen.getAllByRole('link', { name: /@/ })).toHaveLength(2);
    noEnglishProse();
  });

  it('hydrates the server-rendered Hindi pages without a mismatch', async () => {
    for (const Page of [ReturnPolicyPage, PrivacyPolicyPage, AccountDeletePolicyPage]) {
      const page = (
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.append(container);
      expect(container.textContent).toMatch(/पॉलिसी/);
      const errors = vi.spyOn(console, 'error');
      const root = await act(async () => hydrateRoot(container, page));
      expect(errors).not.toHaveBeenCalled();
      act(() => root.unmount());
      container.remove();
      errors.mockRestore();
    }
  });
});
