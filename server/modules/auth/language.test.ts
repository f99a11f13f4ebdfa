import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { translateEmail, translateMessage } from '../../i18n/index.ts';
import { createKit, type Kit } from '../../test/kit.ts';
import type { OutgoingMessage } from '../messages/index.ts';

// The codes in the shopper's language (decision 028): a sign-in, sign-up or reset code asked for from
// a Hindi page (the ll_lang cookie) goes in Hindi, under the SMS's Hindi template; from an English
// page, or without a choice, exactly as before.

let t: Kit;
let now = Date.parse('2026-11-20T06:00:00Z');
const clock = () => new Date(now);
let phones = 0;
const newPhone = () => `7${String(++phones).padStart(9, '0')}`;

beforeAll(async () => {
  t = await createKit({ clock });
});
afterAll(async () => {
  await t.cleanup();
});
beforeEach(() => {
  now += 3_600_000;
});
afterEach(() => {
  vi.restoreAllMocks();
});

const HINDI = { cookie: 'll_lang=hi' };
const ENGLISH = { cookie: 'll_lang=en' };
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

/** What was sent to `to`, oldest first (after the messages sent behind the answer). */
async function sent(to: string) {
  await t.app.sendQueue.drain();
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(asc(outboxMessages.seq));
}

const shop = () => t.config.shopName;
const hindiCode = (what: string, code: string) =>
  `${what} का आपका कोड ${code} है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी को न बताएँ।`;

describe('sign-in codes', () => {
  it('sends the code of a Hindi page in Hindi, under the Hindi template, and it signs in', async () => {
    const phone = newPhone();
    const res = await post('/user/auth/send-otp', { phone }, HINDI);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('OTP भेज दिया गया!');
    const [sms] = await sent(`+91${phone}`);
    expect(sms).toMatchObject({ channel: 'sms', template: 'sign-in-code-hi' });
    expect(sms!.text).toBe(hindiCode(`${shop()} में साइन इन`, sms!.code!));

    now += 30_000;
    const again = await post('/user/auth/resend-otp', { phone }, HINDI);
    expect(again.statusCode).toBe(200);
    const [, resent] = await sent(`+91${phone}`);
    expect(resent).toMatchObject({ template: 'sign-in-code-hi' });
    expect(resent!.text).toBe(hindiCode(`${shop()} में साइन इन`, resent!.code!));

    const verify = await post(
      '/user/auth/verify-otp',
      { phone, otp: resent!.code, sessionId: again.json().sessionId },
      HINDI,
    );
    expect(verify.statusCode).toBe(200);
  });

  it('sends English from an English page and without a choice, as before', async () => {
    for (const headers of [ENGLISH, {}]) {
      const phone = newPhone();
      expect((await post('/user/auth/send-otp', { phone }, headers)).statusCode).toBe(200);
      const [sms] = await sent(`+91${phone}`);
      expect(sms!.template).toBe('sign-in-code');
      expect(sms!.text).toBe(
        `Your ${shop()} sign-in code is ${sms!.code}. It expires in 5 minutes. Do not share it.`,
      );
    }
  });
});

describe('sign-up codes', () => {
  it('sends the sign-up code and the "already has an account" SMS of a Hindi page in Hindi', async () => {
    const phone = newPhone();
    const email = `asha${phone}@example.com`;
    const res = await post('/user/auth/register', { name: 'Asha', email, phone }, HINDI);
    expect(res.statusCode).toBe(201);
    const [code] = await sent(`+91${phone}`);
    expect(code).toMatchObject({ template: 'sign-up-code-hi' });
    expect(code!.text).toBe(hindiCode(`${email} के लिए ${shop()} साइन-अप`, code!.code!));

    now += 30_000;
    expect((await post('/user/auth/register/resend-otp', { phone }, HINDI)).statusCode).toBe(200);
    const [, resent] = await sent(`+91${phone}`);
    expect(resent).toMatchObject({ template: 'sign-up-code-hi' });
    expect(resent!.text).toBe(hindiCode(`${email} के लिए ${shop()} साइन-अप`, resent!.code!));
    const verified = await post('/user/auth/register/verify-otp', { phone, otp: resent!.code }, HINDI);
    expect(verified.statusCode).toBe(201);

    // Signing up again with the same phone: the SMS says the account exists, in Hindi too.
    now += 30_000;
    expect((await post('/user/auth/register', { name: 'Asha', email, phone }, HINDI)).statusCode).toBe(201);
    const exists = (await sent(`+91${phone}`)).at(-1);
    expect(exists).toMatchObject({ template: 'account-exists-hi', code: null });
    expect(exists!.text).toBe(
      `${shop()}: इस फ़ोन नंबर का खाता पहले से है। अपने फ़ोन नंबर से साइन इन करें; नए साइन-अप की ज़रूरत नहीं है।`,
    );
  });
});

describe('password reset codes', () => {
  /** An account with this phone and email (signed up in English). */
  async function account() {
    const phone = newPhone();
    const email = `lata${phone}@example.com`;
    expect((await post('/user/auth/register', { name: 'Lata', email, phone })).statusCode).toBe(201);
    const [code] = await sent(`+91${phone}`);
    expect((await post('/user/auth/register/verify-otp', { phone, otp: code!.code })).statusCode).toBe(201);
    now += 60_000;
    return { phone, email };
  }

  it('sends the reset code of a Hindi page by SMS in Hindi, under the Hindi template', async () => {
    const { phone } = await account();
    const res = await post('/user/auth/forgot-password/send-otp', { phone }, HINDI);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(translateMessage(AUTH_MESSAGES.codeSentNeutral, 'hi'));
    const sms = (await sent(`+91${phone}`)).at(-1);
    expect(sms).toMatchObject({ template: 'reset-code-hi' });
    expect(sms!.text).toBe(hindiCode(`${shop()} पासवर्ड रीसेट`, sms!.code!));
  });

  it('sends the reset code of a Hindi page by email in Hindi, its subject too', async () => {
    const { email } = await account();
    const enqueue = vi.spyOn(t.app.sendQueue, 'enqueue');
    const res = await post('/user/auth/forgot-password/send-otp', { email }, HINDI);
    expect(res.statusCode).toBe(200);
    const [mail] = await sent(email);
    expect(mail).toMatchObject({ channel: 'email', template: null });
    expect(mail!.text).toBe(hindiCode(`${shop()} पासवर्ड रीसेट`, mail!.code!));
    const queued = enqueue.mock.calls[0]?.[0] as OutgoingMessage;
    // The subject is written in English and translated when sent, as every email's is.
    expect(queued).toMatchObject({ language: 'hi', subject: `${shop()} password reset code` });
    expect(translateEmail(queued.subject!, 'hi')).toBe(`${shop()} पासवर्ड रीसेट कोड`);
  });

  it('sends the reset email of an English page in English', async () => {
    const { email } = await account();
    const enqueue = vi.spyOn(t.app.sendQueue, 'enqueue');
    expect((await post('/user/auth/forgot-password/send-otp', { email }, ENGLISH)).statusCode).toBe(200);
    const [mail] = await sent(email);
    expect(mail!.text).toBe(
      `Your ${shop()} password reset code is ${mail!.code}. It expires in 5 minutes. Do not share it.`,
    );
    const queued = enqueue.mock.calls[0]?.[0] as OutgoingMessage;
    expect(queued).toMatchObject({ language: 'en', subject: `${shop()} password reset code` });
  });
});

describe("the storefront's words for the server's refusals", () => {
  // The auth screens recognise a refusal by its words (a wrong code, a code sent moments ago, a lapsed
  // reset): in Hindi, the server's words must be the storefront's auth:messages.
  const storefront = JSON.parse(
    readFileSync(new URL('../../../web/i18n/locales/hi/auth.json', import.meta.url), 'utf8'),
  ) as { messages: Record<string, string> };

  it.each(['codeInvalid', 'resendTooSoon', 'resetGrantInvalid'] as const)('agree on %s', (key) => {
    expect(storefront.messages[key]).toBe(translateMessage(AUTH_MESSAGES[key], 'hi'));
  });
});
