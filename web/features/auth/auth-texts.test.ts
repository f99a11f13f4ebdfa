import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth.ts';
import english from '../../i18n/locales/en/auth.json';
import hindi from '../../i18n/locales/hi/auth.json';
import { CODE_USED_UP_MESSAGE, WRONG_CODE_MESSAGE } from './code-messages.ts';
import { SIGNUP_VERIFIED_MESSAGE } from './components/SignUpCodeStep.tsx';
import { PASSWORD_REQUIRED } from './form-schemas.ts';

// The auth screens keep the contract's English messages and say them through auth:messages (found by
// their English words): every message they can show must be listed there, word for word.

describe('auth:messages', () => {
  it('lists every AUTH_MESSAGES text under its own key, unchanged', () => {
    for (const [key, text] of Object.entries(AUTH_MESSAGES)) {
      expect(english.messages[key as keyof typeof english.messages], key).toBe(text);
      expect(hindi.messages[key as keyof typeof hindi.messages], key).toBeTruthy();
    }
  });

  it("lists the screens' own fixed messages", () => {
    expect(english.messages.passwordRequired).toBe(PASSWORD_REQUIRED);
    expect(english.messages.wrongCode).toBe(WRONG_CODE_MESSAGE);
    expect(english.messages.codeUsedUp).toBe(CODE_USED_UP_MESSAGE);
    expect(english.messages.signUpVerified).toBe(SIGNUP_VERIFIED_MESSAGE);
  });
});
