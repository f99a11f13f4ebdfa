import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELLER_MESSAGES } from '../../../contract/seller.ts';
import { showInHindi } from '../../test/in-hindi.ts';
import { sellerSays } from './seller-texts.ts';
import {
  field,
  makeApplication,
  renderSellerPage,
  signInShopper,
  stubObjectUrls,
  stubSellerApi,
} from './test-support.tsx';

// Become a Seller in Hindi: the steps, labels, checks and toasts take their words from the Hindi texts.

showInHindi();

let restoreUrls: () => void;
beforeEach(async () => {
  signInShopper();
  restoreUrls = stubObjectUrls();
});

afterEach(async () => {
  restoreUrls();
});

describe('become a seller in Hindi', () => {
  it('shows the form in Hindi and says in Hindi what a field is missing', async () => {
    const error = vi.spyOn(toast, 'error');
    stubSellerApi();
    renderSellerPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'सेलर बनें' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('सेलर बनें · Little Loom'));
    expect(await screen.findByRole('heading', { name: 'आपकी जानकारी' })).toBeInTheDocument();
    expect(screen.getByText('चरण 1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'आवेदन की प्रगति' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1आपकी जानकारी',
      '2व्यवसाय',
      '3दस्तावेज़',
    ]);
    expect(field('मालिक का नाम')).toBeInTheDocument();
    expect(field('ईमेल पता')).toBeInTheDocument();
    expect(field('पिनकोड')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'राज्य चुनें' })).toBeInTheDocument();

    fireEvent.change(field('ईमेल पता'), { target: { value: 'meera@' } });
    fireEvent.click(screen.getByRole('button', { name: 'आगे' }));
    expect(await screen.findByText('मालिक का नाम ज़रूरी है')).toBeInTheDocument();
    expect(
      within(field('ईमेल पता').parentElement as HTMLElement).getByText('ईमेल सही नहीं है'),
    ).toBeInTheDocument();
    expect(screen.queryByText(SELLER_MESSAGES.ownerNameRequired)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Owner Name|Personal Information|Step 1 of 3/);
    expect(error).not.toHaveBeenCalled();
  });

  it('moves to step 2 with its Hindi labels once step 1 is filled', async () => {
    stubSellerApi();
    renderSellerPage();
    await screen.findByRole('heading', { name: 'आपकी जानकारी' });
    const values: Record<string, string> = {
      'मालिक का नाम': 'Meera Iyer',
      'ईमेल पता': 'meera@example.in',
      पासवर्ड: 'loom-seller-1',
      'फ़ोन नंबर': '9876501234',
      पता: '14 Temple Street, Mylapore',
      शहर: 'Chennai',
      राज्य: 'Tamil Nadu',
      पिनकोड: '600004',
    };
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(field(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'आगे' }));
    expect(await screen.findByRole('heading', { name: 'व्यवसाय की जानकारी' })).toBeInTheDocument();
    expect(screen.getByText('चरण 2 / 3')).toBeInTheDocument();
    expect(screen.getByText('(पूरा हुआ)')).toBeInTheDocument();
    expect(field('स्टोर का प्रकार')).toHaveAttribute('placeholder', 'जैसे बच्चों के कपड़ों का बुटीक');
    expect(field(/व्यवसाय के पास का लैंडमार्क/)).toBeInTheDocument();
    expect(screen.getAllByText('(ज़रूरी नहीं)')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeInTheDocument();
  });

  it('shows an application under review in Hindi, dated the hi-IN way', async () => {
    stubSellerApi({ application: makeApplication() });
    renderSellerPage();
    expect(await screen.findByRole('heading', { name: 'आपका आवेदन जाँच में है' })).toBeInTheDocument();
    const day = new Intl.DateTimeFormat('hi-IN', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date('2026-11-20T06:30:00.000Z'));
    expect(screen.getByText(`${day} को भेजा गया`)).toBeInTheDocument();
    expect(screen.getByText('शॉप हर आवेदन की जाँच करती है और ईमेल या फ़ोन से आपसे संपर्क करेगी।')).toBeInTheDocument();
  });

  it("says the form's other checks in Hindi, and leaves the server's own words as they are", () => {
    expect(sellerSays(SELLER_MESSAGES.ifscInvalid)).toMatch(/^सही आईएफ़एससी कोड डालें/);
    expect(sellerSays('At most 80 characters')).toBe('अधिकतम 80 अक्षर');
    expect(sellerSays('सर्वर का अपना संदेश')).toBe('सर्वर का अपना संदेश');
  });
});
