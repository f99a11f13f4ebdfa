import type { z } from 'zod';
import type { PublicUser } from '../../../contract/auth.ts';
import type { articleSchema } from '../../../contract/catalog.ts';

// What the referral screens' fakes answer, in the contract's shapes (fixtures.test.ts parses them).

export type ArticleRow = z.infer<typeof articleSchema>;

export function makeArticle(overrides: Partial<ArticleRow> = {}): ArticleRow {
  return {
    _id: 'a1',
    title: 'How coins work',
    description: 'Invite a friend.\n\n\nEarn 100 coins.\n',
    image: 'article-coins.webp',
    createdAt: '2026-11-21T06:30:00.000Z',
    ...overrides,
  };
}

/** The signed-in shopper the Refer page reads its code from. */
export function makeShopper(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: 'user-1',
    name: 'Asha',
    email: null,
    phone: '9876543210',
    gender: null,
    image: null,
    coins: 40,
    referralCode: 'LLAB12CD',
    role: 'user',
    ...overrides,
  };
}
