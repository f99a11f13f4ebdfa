// Home-page merchandising of the demo shop: banners, cards and the articles behind the offer cards.
import type { Pattern } from './images/patterns-list.ts';
import type { ColourName } from './palette.ts';

export interface SceneItem {
  type: string;
  colour: ColourName;
  pattern: Pattern;
}

export type Deco =
  | 'confetti'
  | 'snow'
  | 'bunting'
  | 'sun'
  | 'clouds'
  | 'stars'
  | 'coins'
  | 'gifts'
  | 'leaves'
  | 'diyas';

/** What a banner or card picture shows: a gradient, decorations and a few garments. */
export interface SceneArt {
  bg: readonly [string, string];
  /** Colour of the big soft shapes behind the garments. */
  blob: string;
  deco: Deco;
  items: readonly SceneItem[];
}

/** Which products a section lists. */
export interface ProductPick {
  categories?: readonly string[];
  types?: readonly string[];
  /** 'sales' (best sellers first), 'rating', 'price' (cheapest first) or 'new'. */
  order: 'sales' | 'rating' | 'price' | 'new';
  maxPrice?: number;
  count: number;
}

export interface SliderContent {
  slug: string;
  title: string;
  art: SceneArt;
  pick: ProductPick;
}

export const SLIDERS: readonly SliderContent[] = [
  {
    slug: 'festive-ethnic-edit',
    title: 'The Festive Ethnic Edit – kurtas, lehengas and sherwanis for little stars',
    art: {
      bg: ['#FFE9C7', '#FFD29A'],
      blob: '#FFC46B',
      deco: 'diyas',
      items: [
        { type: 'lehenga-choli', colour: 'Fuchsia', pattern: 'butti' },
        { type: 'kurta-set', colour: 'Mustard Yellow', pattern: 'butti' },
        { type: 'sherwani', colour: 'Maroon', pattern: 'butti' },
      ],
    },
    pick: { categories: ['ethnic-wear'], order: 'sales', count: 16 },
  },
  {
    slug: 'winter-cosy-collection',
    title: 'Winter Cosy Collection – sweaters, hoodies and puffers from ₹599',
    art: {
      bg: ['#DDEBFA', '#BFD8F3'],
      blob: '#A9CBEF',
      deco: 'snow',
      items: [
        { type: 'jacket', colour: 'Red', pattern: 'plain' },
        { type: 'sweater', colour: 'Mustard Yellow', pattern: 'knit' },
        { type: 'hoodie', colour: 'Navy Blue', pattern: 'print' },
      ],
    },
    pick: { categories: ['winter-wear'], order: 'new', count: 16 },
  },
  {
    slug: 'summer-cotton-favourites',
    title: 'Summer Cotton Favourites – breezy frocks, tees and shorts',
    art: {
      bg: ['#FFF6CF', '#FFE58F'],
      blob: '#FFD65C',
      deco: 'sun',
      items: [
        { type: 'frock', colour: 'Mint Green', pattern: 'floral' },
        { type: 't-shirt', colour: 'Sky Blue', pattern: 'print' },
        { type: 'shorts', colour: 'Coral', pattern: 'plain' },
      ],
    },
    pick: { types: ['frock', 't-shirt', 'shorts', 'top', 'skirt'], order: 'rating', count: 16 },
  },
  {
    slug: 'newborn-essentials',
    title: 'Newborn Essentials – soft rompers, onesies and booties',
    art: {
      bg: ['#E4F6EE', '#C6EBDB'],
      blob: '#A8DEC6',
      deco: 'clouds',
      items: [
        { type: 'romper', colour: 'Baby Pink', pattern: 'dots' },
        { type: 'sleepsuit', colour: 'Powder Blue', pattern: 'stars' },
        { type: 'booties', colour: 'Lemon Yellow', pattern: 'plain' },
      ],
    },
    pick: { categories: ['newborn-infants'], order: 'sales', count: 16 },
  },
];

export interface SectionContent {
  slug: string;
  title: string;
  description: string;
  art: SceneArt;
  pick: ProductPick;
}

export const TOP_SALES: readonly SectionContent[] = [
  {
    slug: 'ts-bestselling-frocks',
    title: 'Bestselling Frocks',
    description: 'Twirly cotton frocks our customers buy again and again.',
    art: {
      bg: ['#FDE7EE', '#F8CADA'],
      blob: '#F4A7B9',
      deco: 'confetti',
      items: [
        { type: 'frock', colour: 'Lemon Yellow', pattern: 'floral' },
        { type: 'frock', colour: 'Lavender', pattern: 'dots' },
      ],
    },
    pick: { types: ['frock', 'party-dress'], order: 'sales', count: 12 },
  },
  {
    slug: 'ts-tees-and-shorts',
    title: 'Tees & Shorts Combos',
    description: 'Everyday play clothes for boys, flying off the shelves.',
    art: {
      bg: ['#E3F0FB', '#C8E0F6'],
      blob: '#9FC8EE',
      deco: 'stars',
      items: [
        { type: 't-shirt', colour: 'Red', pattern: 'stripes' },
        { type: 'shorts', colour: 'Navy Blue', pattern: 'plain' },
      ],
    },
    pick: { types: ['t-shirt', 'shorts', 'shirt'], order: 'sales', count: 12 },
  },
  {
    slug: 'ts-baby-basics',
    title: 'Baby Basics',
    description: 'Rompers, bodysuits and sleepsuits loved by new parents.',
    art: {
      bg: ['#E8F7F0', '#CDEEDF'],
      blob: '#9FDCC4',
      deco: 'clouds',
      items: [
        { type: 'romper', colour: 'Peach', pattern: 'stars' },
        { type: 'bodysuit', colour: 'Sky Blue', pattern: 'stripes' },
      ],
    },
    pick: { categories: ['newborn-infants'], order: 'sales', count: 12 },
  },
  {
    slug: 'ts-festive-bestsellers',
    title: 'Festive Bestsellers',
    description: 'The ethnic sets everyone is wearing this season.',
    art: {
      bg: ['#FFF0D6', '#FFD9A3'],
      blob: '#F2A516',
      deco: 'bunting',
      items: [
        { type: 'dhoti-kurta', colour: 'Marigold', pattern: 'plain' },
        { type: 'lehenga-choli', colour: 'Teal', pattern: 'butti' },
      ],
    },
    pick: { categories: ['ethnic-wear'], order: 'sales', count: 12 },
  },
  {
    slug: 'ts-step-out-shoes',
    title: 'Step Out in Style',
    description: 'Sneakers, sandals and school shoes with happy reviews.',
    art: {
      bg: ['#FFEBDD', '#FFD4B8'],
      blob: '#F8B88B',
      deco: 'confetti',
      items: [
        { type: 'sneakers', colour: 'Royal Blue', pattern: 'plain' },
        { type: 'sandals', colour: 'Coral', pattern: 'plain' },
      ],
    },
    pick: { categories: ['footwear'], order: 'sales', count: 12 },
  },
];

export const TOP_PICKS: readonly SectionContent[] = [
  {
    slug: 'tp-party-ready',
    title: 'Party Ready Looks',
    description: 'Tulle dresses and smart shirts for birthday season.',
    art: {
      bg: ['#F3E9FB', '#E3D0F5'],
      blob: '#D3B8E8',
      deco: 'gifts',
      items: [
        { type: 'party-dress', colour: 'Blush Pink', pattern: 'stars' },
        { type: 'shirt', colour: 'Powder Blue', pattern: 'checks' },
      ],
    },
    pick: { types: ['party-dress', 'shirt', 'hairband'], order: 'rating', count: 12 },
  },
  {
    slug: 'tp-back-to-school',
    title: 'Back to School',
    description: 'School shoes, socks and bags at their best prices.',
    art: {
      bg: ['#E6F2EA', '#CCE6D5'],
      blob: '#9DB59A',
      deco: 'stars',
      items: [
        { type: 'bag', colour: 'Royal Blue', pattern: 'stars' },
        { type: 'school-shoes', colour: 'Black', pattern: 'plain' },
      ],
    },
    pick: { types: ['school-shoes', 'socks', 'bag'], order: 'price', count: 12 },
  },
  {
    slug: 'tp-sweet-dreams',
    title: 'Sweet Dreams Nightwear',
    description: 'Cosy night suits and pyjamas under ₹999.',
    art: {
      bg: ['#E9E6FA', '#D4CEF3'],
      blob: '#BBA6E0',
      deco: 'stars',
      items: [
        { type: 'night-suit', colour: 'Sky Blue', pattern: 'stars' },
        { type: 'nightie', colour: 'Baby Pink', pattern: 'hearts' },
      ],
    },
    pick: { categories: ['nightwear'], order: 'price', maxPrice: 99_900, count: 12 },
  },
  {
    slug: 'tp-mini-me-ethnic',
    title: 'Mini-Me Ethnic',
    description: 'Traditional outfits for pujas, weddings and family dinners.',
    art: {
      bg: ['#FDE8E4', '#F8CFC6'],
      blob: '#F27A6B',
      deco: 'diyas',
      items: [
        { type: 'nehru-jacket', colour: 'Maroon', pattern: 'butti' },
        { type: 'lehenga-choli', colour: 'Marigold', pattern: 'butti' },
      ],
    },
    pick: { categories: ['ethnic-wear'], order: 'rating', count: 12 },
  },
  {
    slug: 'tp-everyday-comfort',
    title: 'Everyday Comfort',
    description: 'Leggings, tees and tops that go with everything.',
    art: {
      bg: ['#E4F4F6', '#C9E8EC'],
      blob: '#8FD0D6',
      deco: 'leaves',
      items: [
        { type: 'top', colour: 'Coral', pattern: 'floral' },
        { type: 'leggings', colour: 'Navy Blue', pattern: 'plain' },
      ],
    },
    pick: { types: ['leggings', 't-shirt', 'top', 'pyjama'], order: 'price', count: 12 },
  },
];

export interface ArticleContent {
  slug: string;
  title: string;
  description: string;
  /** Days before the seed date the article was published. */
  ageDays: number;
  art: SceneArt;
}

export const ARTICLES: readonly ArticleContent[] = [
  {
    slug: 'ar-refer-and-earn',
    title: 'Refer friends and earn Little Loom coins',
    ageDays: 45,
    description: [
      'Love shopping at Little Loom? Share the love and get rewarded for it.',
      'Every shopper has a personal referral code on the Refer & Earn page. Share it with friends and family on WhatsApp or anywhere you like.',
      'When your friend signs up with your code they get 40 coins straight away, and you get 100 coins for every friend who joins.',
      'One coin is worth one rupee. Coins show up in your profile and can be applied at checkout to bring your order total down.',
      'You also earn coins on your own purchases, so the more you shop and share, the more you save.',
    ].join('\n'),
    art: {
      bg: ['#E6F0FF', '#C9DCFF'],
      blob: '#9DBCF5',
      deco: 'coins',
      items: [{ type: 'bag', colour: 'Mustard Yellow', pattern: 'plain' }],
    },
  },
  {
    slug: 'ar-festive-sale',
    title: 'The Festive Sale is here: up to 40% off ethnic wear',
    ageDays: 12,
    description: [
      'Diwali, Durga Puja, Eid and the wedding season are around the corner, and our Festive Sale has arrived just in time.',
      'Enjoy up to 40% off kurta sets, lehenga cholis, sherwanis and Nehru jacket sets from Little Lotus, Chotu Couture, Rangoli Kids and more.',
      'Offer prices are already applied on the product pages – no coupon needed. Look for the offer tag on each product.',
      'Pay in cash when the parcel arrives. Check the size before you order: unused items can be returned within a day of delivery, and we do not exchange.',
      'Hurry: the best sizes go fast during the festive rush.',
    ].join('\n'),
    art: {
      bg: ['#FFEBD1', '#FFCF94'],
      blob: '#F2A516',
      deco: 'diyas',
      items: [
        { type: 'kurta-set', colour: 'Maroon', pattern: 'butti' },
        { type: 'lehenga-choli', colour: 'Rose Pink', pattern: 'butti' },
      ],
    },
  },
  {
    slug: 'ar-winter-collection',
    title: 'Our new Winter Collection has landed',
    ageDays: 30,
    description: [
      'As mornings turn chilly, wrap your little ones in something soft and warm.',
      'The new Winter Collection brings fleece-lined hoodies, cosy knit sweaters, light puffer jackets and snug thermal sets in sizes from 2 to 12 years.',
      'Every piece is made with itch-free yarns and soft linings, tested to be gentle on sensitive skin.',
      'Planning a trip to the hills? Our packable puffers fold into a small pouch that fits in any bag.',
      'New styles are added every week – check back often.',
    ].join('\n'),
    art: {
      bg: ['#E3EEFA', '#C4DBF3'],
      blob: '#A9CBEF',
      deco: 'snow',
      items: [
        { type: 'jacket', colour: 'Mustard Yellow', pattern: 'plain' },
        { type: 'sweater', colour: 'Bottle Green', pattern: 'knit' },
      ],
    },
  },
  {
    slug: 'ar-first-order',
    title: 'Welcome! Save on your first order',
    ageDays: 60,
    description: [
      'New to Little Loom? Welcome to the family.',
      'Sign up with your mobile number and look out for the welcome coupon in your notifications – apply it on the checkout page to save on your first order.',
      'Signed up with a friend’s referral code? Your 40 welcome coins are already waiting in your profile.',
      'Pay by cash on delivery and track your order from the Orders page. If the size is not right, ask for a return from My Orders within a day of delivery; we do not exchange.',
      'Happy shopping!',
    ].join('\n'),
    art: {
      bg: ['#FBE9F1', '#F5CCDF'],
      blob: '#F4A7B9',
      deco: 'gifts',
      items: [
        { type: 'frock', colour: 'Coral', pattern: 'dots' },
        { type: 'romper', colour: 'Mint Green', pattern: 'stars' },
      ],
    },
  },
];

export interface OfferCardContent {
  slug: string;
  title: string;
  description: string;
  articleSlug: string;
  art: SceneArt;
}

/** The first card is the referral share card (the storefront opens a WhatsApp share for it). */
export const OFFER_CARDS: readonly OfferCardContent[] = [
  {
    slug: 'of-share-referral',
    title: 'Share your referral code and earn rewards!',
    description:
      'Invite friends: they get 40 coins on sign-up and you get 100 coins for every friend who joins.',
    articleSlug: 'ar-refer-and-earn',
    art: {
      bg: ['#E3F6EC', '#BFEBD3'],
      blob: '#7FD3A8',
      deco: 'coins',
      items: [{ type: 'bag', colour: 'Royal Blue', pattern: 'stars' }],
    },
  },
  {
    slug: 'of-festive-sale',
    title: 'Festive Sale: up to 40% off',
    description: 'Kurta sets, lehengas and sherwanis at their best prices of the year.',
    articleSlug: 'ar-festive-sale',
    art: {
      bg: ['#FFEAD0', '#FFCC8A'],
      blob: '#F2A516',
      deco: 'diyas',
      items: [{ type: 'kurta-set', colour: 'Royal Blue', pattern: 'butti' }],
    },
  },
  {
    slug: 'of-winter-collection',
    title: 'Winter Collection is here',
    description: 'Fleece hoodies, knit sweaters and puffer jackets, freshly arrived.',
    articleSlug: 'ar-winter-collection',
    art: {
      bg: ['#E2ECF9', '#C2D7F2'],
      blob: '#9FC1EA',
      deco: 'snow',
      items: [{ type: 'hoodie', colour: 'Red', pattern: 'plain' }],
    },
  },
  {
    slug: 'of-first-order',
    title: 'New here? Save on your first order',
    description: 'Sign up today and get a welcome coupon for your very first order.',
    articleSlug: 'ar-first-order',
    art: {
      bg: ['#FCE8F0', '#F6C9DB'],
      blob: '#EFA0BE',
      deco: 'gifts',
      items: [{ type: 'frock', colour: 'Lemon Yellow', pattern: 'floral' }],
    },
  },
];

export interface TrendingContent {
  slug: string;
  title: string;
  description: string;
  /** Paise. */
  affordablePrice: number;
  productType: string;
  art: SceneArt;
}

export const TRENDING: readonly TrendingContent[] = [
  {
    slug: 'tr-graphic-tees',
    title: 'Graphic Tees',
    description: 'Rockets, rainbows and suns on soft cotton tees.',
    affordablePrice: 29_900,
    productType: 't-shirt',
    art: {
      bg: ['#E5F1FB', '#C7E1F6'],
      blob: '#8CC8F0',
      deco: 'stars',
      items: [{ type: 't-shirt', colour: 'Mustard Yellow', pattern: 'print' }],
    },
  },
  {
    slug: 'tr-cotton-frocks',
    title: 'Cotton Frocks',
    description: 'Breezy everyday frocks in happy prints.',
    affordablePrice: 49_900,
    productType: 'frock',
    art: {
      bg: ['#FDEAF0', '#F8CEDC'],
      blob: '#F4A7B9',
      deco: 'leaves',
      items: [{ type: 'frock', colour: 'Sky Blue', pattern: 'floral' }],
    },
  },
  {
    slug: 'tr-baby-rompers',
    title: 'Baby Rompers',
    description: 'Snap-button rompers in soft, breathable cotton.',
    affordablePrice: 39_900,
    productType: 'romper',
    art: {
      bg: ['#E6F6EF', '#C9ECDC'],
      blob: '#9FDCC4',
      deco: 'clouds',
      items: [{ type: 'romper', colour: 'Lemon Yellow', pattern: 'dots' }],
    },
  },
  {
    slug: 'tr-night-suits',
    title: 'Night Suits',
    description: 'Button-down night suits for sweet dreams.',
    affordablePrice: 49_900,
    productType: 'night-suit',
    art: {
      bg: ['#ECE8FA', '#D6CEF3'],
      blob: '#BBA6E0',
      deco: 'stars',
      items: [{ type: 'night-suit', colour: 'Mint Green', pattern: 'checks' }],
    },
  },
  {
    slug: 'tr-sandals',
    title: 'Summer Sandals',
    description: 'Easy velcro sandals with cushioned soles.',
    affordablePrice: 49_900,
    productType: 'sandals',
    art: {
      bg: ['#FFF1DD', '#FFDDB0'],
      blob: '#F8B88B',
      deco: 'sun',
      items: [{ type: 'sandals', colour: 'Blush Pink', pattern: 'plain' }],
    },
  },
];

export interface LowestPriceContent {
  slug: string;
  description: string;
  /** Paise. */
  startingPrice: number;
  /** What the card opens (its words must name these, and its price their cheapest). */
  productTypes: readonly string[];
  art: SceneArt;
}

export const LOWEST_PRICE: readonly LowestPriceContent[] = [
  {
    slug: 'lp-socks-and-bibs',
    description: 'Socks, bibs and hairbands',
    startingPrice: 19_900,
    productTypes: ['socks', 'bib', 'hairband'],
    art: {
      bg: ['#E8F4FB', '#CDE6F5'],
      blob: '#8CC8F0',
      deco: 'confetti',
      items: [
        { type: 'socks', colour: 'Mustard Yellow', pattern: 'stripes' },
        { type: 'hairband', colour: 'Red', pattern: 'dots' },
      ],
    },
  },
  {
    slug: 'lp-tees-and-leggings',
    description: 'Tees and leggings',
    startingPrice: 24_900,
    productTypes: ['t-shirt', 'leggings'],
    art: {
      bg: ['#FDEFE6', '#F9D9C4'],
      blob: '#F8B88B',
      deco: 'stars',
      items: [
        { type: 't-shirt', colour: 'Bottle Green', pattern: 'stripes' },
        { type: 'leggings', colour: 'Fuchsia', pattern: 'plain' },
      ],
    },
  },
  {
    slug: 'lp-baby-bodysuits',
    description: 'Baby bodysuits and rompers',
    startingPrice: 29_900,
    productTypes: ['bodysuit', 'romper'],
    art: {
      bg: ['#EAF7F1', '#CFEEDF'],
      blob: '#9FDCC4',
      deco: 'clouds',
      items: [
        { type: 'bodysuit', colour: 'Baby Pink', pattern: 'hearts' },
        { type: 'romper', colour: 'Sky Blue', pattern: 'stars' },
      ],
    },
  },
  {
    slug: 'lp-everyday-frocks',
    description: 'Everyday frocks and tops',
    startingPrice: 34_900,
    productTypes: ['frock', 'top'],
    art: {
      bg: ['#F6ECFB', '#E8D5F5'],
      blob: '#D3B8E8',
      deco: 'leaves',
      items: [
        { type: 'frock', colour: 'Peach', pattern: 'checks' },
        { type: 'top', colour: 'Mint Green', pattern: 'dots' },
      ],
    },
  },
];

/** How many products are featured on the home page. */
export const FEATURED_COUNT = 12;
