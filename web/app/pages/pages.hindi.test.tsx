import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInHindi } from '../../test/in-hindi.ts';
import { renderAt } from '../../test/render.tsx';
import ContactPage from './ContactPage.tsx';
import SubscribePage from './SubscribePage.tsx';

// Contact us and the community card (Message Center) in Hindi.

showInHindi();

describe('the contact and community pages in Hindi', () => {
  it('shows how to reach the shop in Hindi, and offers sign-in to save an address', async () => {
    renderAt(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('हमसे संपर्क करें · Little Loom'));
    expect(screen.getByRole('heading', { name: 'ईमेल' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमसे चैट करें' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    expect(screen.getByRole('heading', { name: 'डिलीवरी का पता सेव करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fcontact',
    );
    expect(screen.getByText(/उन्हें सेव करने के लिए/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Contact us|Chat with us|Save a delivery address/);
  });

  it('invites to the community in Hindi', async () => {
    renderAt(<SubscribePage />, '/subscribe');
    expect(screen.getByRole('heading', { level: 1, name: 'Little Loom परिवार से जुड़ें' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('मैसेज सेंटर · Little Loom'));
    expect(screen.getByRole('link', { name: 'WhatsApp पर जुड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram पर फ़ॉलो करें' })).toBeInTheDocument();
    expect(screen.getByText(/हमारी WhatsApp कम्युनिटी में/)).toBeInTheDocument();
  });
});
