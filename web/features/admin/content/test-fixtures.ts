import type { AdminArticle, AdminBroadcast } from '../../../../contract/admin-content.ts';

// Articles and offer notifications as the console's content endpoints answer them (ContentPage.test.tsx
// parses each with the contract's schema).

export const ARTICLE_ID = '00000000-0000-4000-8000-0000000000a1';
export const GIRLS_ID = '00000000-0000-4000-8000-0000000000b1';

export function articleRow(overrides: Partial<AdminArticle> = {}): AdminArticle {
  return {
    _id: ARTICLE_ID,
    title: 'How coins work',
    description: 'Invite a friend and both of you earn coins.\n\nSpend them at checkout.',
    image: 'catalogue/card-coins.webp',
    createdAt: '2026-11-01T04:30:00.000Z',
    offerCards: [{ _id: 'card-1', title: 'Coins explained' }],
    ...overrides,
  };
}

export function broadcastRow(overrides: Partial<AdminBroadcast> = {}): AdminBroadcast {
  return {
    _id: '00000000-0000-4000-8000-0000000000e1',
    title: 'Weekend sale',
    message: 'Everything 20% off till Sunday.',
    audience: 'all',
    categoryId: null,
    categoryName: null,
    link: null,
    recipients: 1234,
    sentBy: 'Asha Rao',
    createdAt: '2026-11-20T05:30:00.000Z',
    ...overrides,
  };
}

export const categoriesAnswer = () => ({
  categories: [
    {
      _id: GIRLS_ID,
      name: 'Girls',
      slug: 'girls',
      image: null,
      isVisible: true,
      position: 0,
      products: 12,
      subcategories: [],
    },
  ],
});
