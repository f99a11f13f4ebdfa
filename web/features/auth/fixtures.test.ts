import { describe, expect, it } from 'vitest';
import {
  codeSentResponse,
  resetVerifyResponse,
  sendOtpResponse,
  signInResponse,
} from '../../../contract/auth.ts';
import { codeSent, recoveryGranted, registered, signInAnswer } from './test-helpers.tsx';

// The auth fakes answer what the server answers: each builder's output passes the contract's schema.
// (SocialSignIn.test.tsx also answers with the token under `token` only, a shape the screens tolerate
// on purpose; it is not the server's.)
describe('auth test data', () => {
  it('builds the sign-in answer', () => {
    expect(() => signInResponse.parse(signInAnswer())).not.toThrow();
  });

  it('builds the answers to sending a code', () => {
    expect(() => sendOtpResponse.parse({ success: true, ...codeSent('session-2') })).not.toThrow();
    expect(() => codeSentResponse.parse({ success: true, ...registered() })).not.toThrow();
  });

  it('builds the permission a recovery code gives', () => {
    expect(() => resetVerifyResponse.parse({ success: true, ...recoveryGranted() })).not.toThrow();
  });
});
