import { describe, expect, it } from 'vitest';
import { profileResponse, profileUpdateResponse } from '../../../contract/profile.ts';
import { profileOk, profileSaved, USER } from './test-fixtures.tsx';

// The profile these tests fake is what the server answers with: the contract's schemas take it whole.

describe('profile test data', () => {
  it('is a profile answer, with or without pending coins, name or photo', () => {
    for (const user of [USER, { ...USER, pendingCoins: 289 }, { ...USER, name: null, image: 'me.webp' }]) {
      const answer = { success: true, ...profileOk(user) };
      expect(profileResponse.parse(answer)).toEqual(answer);
    }
  });

  it('is a profile update answer', () => {
    const answer = { success: true, ...profileSaved({ ...USER, image: 'u1-new.webp' }) };
    expect(profileUpdateResponse.parse(answer)).toEqual(answer);
  });
});
