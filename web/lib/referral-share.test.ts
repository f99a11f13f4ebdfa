import { describe, expect, it } from 'vitest';
import { showInHindi } from '../test/in-hindi.ts';
import { brandedReferralCode, referralShareText, whatsAppShareUrl } from './referral-share.ts';

const options = { shopName: 'Little Loom', brandCode: 'LL', origin: 'https://littleloom.in/' };

describe('referral share', () => {
  it('prefixes the code with the brand code once', () => {
    expect(brandedReferralCode('AB12CD', 'LL')).toBe('LLAB12CD');
    expect(brandedReferralCode(' AB12CD ', 'LL')).toBe('LLAB12CD');
    expect(brandedReferralCode('LLAB12CD', 'LL')).toBe('LLAB12CD');
    expect(brandedReferralCode('llab12cd', 'LL')).toBe('llab12cd');
    expect(brandedReferralCode('AB12CD', '')).toBe('AB12CD');
  });

  it('writes a message with the shop, the branded code and the sign-up link', () => {
    const text = referralShareText('AB12CD', options);
    expect(text).toContain('Little Loom');
    expect(text).toContain('LLAB12CD');
    expect(text).toContain('https://littleloom.in/signup?ref=LLAB12CD');
  });

  it('builds a wa.me link carrying the encoded message', () => {
    const url = whatsAppShareUrl('AB12CD', options);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    const text = new URL(url).searchParams.get('text');
    expect(text).toBe(referralShareText('AB12CD', options));
  });

  describe('in Hindi', () => {
    showInHindi();

    it('writes the message in Hindi, with the same code and link', () => {
      const text = referralShareText('AB12CD', options);
      expect(text).toContain('मेरे रेफ़रल कोड LLAB12CD से साइन अप करें');
      expect(text).toContain('Little Loom');
      expect(text).toContain('https://littleloom.in/signup?ref=LLAB12CD');
      expect(text).not.toContain('Sign up');
    });
  });
});
