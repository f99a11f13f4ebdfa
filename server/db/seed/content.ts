// Words of the demo shop: categories, brands, name parts, descriptions and review texts.
import type { Pattern } from './images/patterns-list.ts';
import type { ColourName } from './palette.ts';

export interface SubcategoryContent {
  slug: string;
  name: string;
  /** Product type sold here; also drawn on the subcategory's image. */
  type: string;
  colour: ColourName;
  pattern: Pattern;
}

export interface CategoryContent {
  slug: string;
  name: string;
  /** Backdrop circle colour of the category image. */
  circle: string;
  subcategories: readonly SubcategoryContent[];
}

export const CATEGORIES: readonly CategoryContent[] = [
  {
    slug: 'boys',
    name: 'Boys',
    circle: '#CFE4F7',
    subcategories: [
      {
        slug: 'boys-t-shirts',
        name: 'T-Shirts',
        type: 't-shirt',
        colour: 'Mustard Yellow',
        pattern: 'print',
      },
      { slug: 'boys-shirts', name: 'Shirts', type: 'shirt', colour: 'Sky Blue', pattern: 'checks' },
      { slug: 'boys-shorts', name: 'Shorts', type: 'shorts', colour: 'Navy Blue', pattern: 'plain' },
      {
        slug: 'boys-jeans-trousers',
        name: 'Jeans & Trousers',
        type: 'jeans',
        colour: 'Denim Blue',
        pattern: 'denim',
      },
      { slug: 'boys-dungarees', name: 'Dungarees', type: 'dungaree', colour: 'Denim Blue', pattern: 'denim' },
    ],
  },
  {
    slug: 'girls',
    name: 'Girls',
    circle: '#F9D5DF',
    subcategories: [
      {
        slug: 'girls-frocks-dresses',
        name: 'Frocks & Dresses',
        type: 'frock',
        colour: 'Blush Pink',
        pattern: 'floral',
      },
      { slug: 'girls-tops', name: 'Tops', type: 'top', colour: 'Coral', pattern: 'dots' },
      { slug: 'girls-skirts', name: 'Skirts', type: 'skirt', colour: 'Lavender', pattern: 'floral' },
      { slug: 'girls-leggings', name: 'Leggings', type: 'leggings', colour: 'Fuchsia', pattern: 'plain' },
      {
        slug: 'girls-party-dresses',
        name: 'Party Dresses',
        type: 'party-dress',
        colour: 'Lilac',
        pattern: 'stars',
      },
    ],
  },
  {
    slug: 'newborn-infants',
    name: 'Newborn & Infants',
    circle: '#D9F1E6',
    subcategories: [
      { slug: 'baby-rompers', name: 'Rompers', type: 'romper', colour: 'Mint Green', pattern: 'dots' },
      { slug: 'baby-onesies', name: 'Onesies', type: 'onesie', colour: 'Sky Blue', pattern: 'stars' },
      {
        slug: 'baby-bodysuits',
        name: 'Bodysuits',
        type: 'bodysuit',
        colour: 'Lemon Yellow',
        pattern: 'stripes',
      },
      {
        slug: 'baby-sleepsuits',
        name: 'Sleep Suits',
        type: 'sleepsuit',
        colour: 'Lavender',
        pattern: 'stars',
      },
      { slug: 'baby-bibs', name: 'Bibs', type: 'bib', colour: 'Coral', pattern: 'dots' },
    ],
  },
  {
    slug: 'ethnic-wear',
    name: 'Ethnic Wear',
    circle: '#FBE3B8',
    subcategories: [
      {
        slug: 'ethnic-kurta-sets',
        name: 'Kurta Sets',
        type: 'kurta-set',
        colour: 'Mustard Yellow',
        pattern: 'butti',
      },
      {
        slug: 'ethnic-lehenga-choli',
        name: 'Lehenga Choli',
        type: 'lehenga-choli',
        colour: 'Fuchsia',
        pattern: 'butti',
      },
      { slug: 'ethnic-sherwani', name: 'Sherwani', type: 'sherwani', colour: 'Cream', pattern: 'butti' },
      {
        slug: 'ethnic-dhoti-kurta',
        name: 'Dhoti Kurta',
        type: 'dhoti-kurta',
        colour: 'Marigold',
        pattern: 'plain',
      },
      {
        slug: 'ethnic-nehru-jacket-sets',
        name: 'Nehru Jacket Sets',
        type: 'nehru-jacket',
        colour: 'Maroon',
        pattern: 'butti',
      },
    ],
  },
  {
    slug: 'winter-wear',
    name: 'Winter Wear',
    circle: '#DCE3F5',
    subcategories: [
      { slug: 'winter-sweaters', name: 'Sweaters', type: 'sweater', colour: 'Maroon', pattern: 'knit' },
      { slug: 'winter-hoodies', name: 'Hoodies', type: 'hoodie', colour: 'Grey Melange', pattern: 'print' },
      { slug: 'winter-jackets', name: 'Jackets', type: 'jacket', colour: 'Red', pattern: 'plain' },
      {
        slug: 'winter-thermals',
        name: 'Thermals',
        type: 'thermal-set',
        colour: 'Navy Blue',
        pattern: 'knit',
      },
    ],
  },
  {
    slug: 'nightwear',
    name: 'Nightwear',
    circle: '#E6DDF6',
    subcategories: [
      { slug: 'night-suits', name: 'Night Suits', type: 'night-suit', colour: 'Sky Blue', pattern: 'stars' },
      { slug: 'night-pyjamas', name: 'Pyjamas', type: 'pyjama', colour: 'Navy Blue', pattern: 'checks' },
      { slug: 'night-nighties', name: 'Nighties', type: 'nightie', colour: 'Baby Pink', pattern: 'hearts' },
      {
        slug: 'night-bathrobes',
        name: 'Bathrobes',
        type: 'bathrobe',
        colour: 'Lemon Yellow',
        pattern: 'plain',
      },
    ],
  },
  {
    slug: 'footwear',
    name: 'Footwear',
    circle: '#FFE0CC',
    subcategories: [
      {
        slug: 'footwear-sneakers',
        name: 'Sneakers',
        type: 'sneakers',
        colour: 'Royal Blue',
        pattern: 'plain',
      },
      { slug: 'footwear-sandals', name: 'Sandals', type: 'sandals', colour: 'Tan', pattern: 'plain' },
      { slug: 'footwear-booties', name: 'Booties', type: 'booties', colour: 'Baby Pink', pattern: 'plain' },
      {
        slug: 'footwear-school-shoes',
        name: 'School Shoes',
        type: 'school-shoes',
        colour: 'Black',
        pattern: 'plain',
      },
    ],
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    circle: '#D4EEF0',
    subcategories: [
      { slug: 'acc-caps-hats', name: 'Caps & Hats', type: 'cap', colour: 'Red', pattern: 'plain' },
      {
        slug: 'acc-hair-accessories',
        name: 'Hair Accessories',
        type: 'hairband',
        colour: 'Fuchsia',
        pattern: 'dots',
      },
      { slug: 'acc-socks', name: 'Socks', type: 'socks', colour: 'Sky Blue', pattern: 'stripes' },
      { slug: 'acc-bags', name: 'Bags', type: 'bag', colour: 'Royal Blue', pattern: 'stars' },
    ],
  },
];

/** The garment shown on each category's own image. */
export const CATEGORY_ART: Readonly<Record<string, { type: string; colour: ColourName; pattern: Pattern }>> =
  {
    boys: { type: 't-shirt', colour: 'Sky Blue', pattern: 'print' },
    girls: { type: 'frock', colour: 'Blush Pink', pattern: 'floral' },
    'newborn-infants': { type: 'romper', colour: 'Mint Green', pattern: 'dots' },
    'ethnic-wear': { type: 'kurta-set', colour: 'Maroon', pattern: 'butti' },
    'winter-wear': { type: 'hoodie', colour: 'Mustard Yellow', pattern: 'plain' },
    nightwear: { type: 'night-suit', colour: 'Lavender', pattern: 'stars' },
    footwear: { type: 'sneakers', colour: 'Red', pattern: 'plain' },
    accessories: { type: 'bag', colour: 'Teal', pattern: 'dots' },
  };

export type EmblemShape = 'circle' | 'rounded' | 'hexagon' | 'scallop' | 'shield' | 'cloud' | 'arch';
export type EmblemIcon =
  | 'spool'
  | 'pebbles'
  | 'mango'
  | 'lotus'
  | 'bee'
  | 'bowtie'
  | 'charkha'
  | 'sun'
  | 'raindrops'
  | 'moon'
  | 'kite'
  | 'rangoli'
  | 'hopscotch'
  | 'ladybug';

export interface BrandContent {
  slug: string;
  name: string;
  /** Two-letter monogram drawn on the logo. */
  initials: string;
  shape: EmblemShape;
  icon: EmblemIcon;
  /** [emblem, accent, ink] */
  colours: readonly [string, string, string];
  isFeatured: boolean;
  /** Categories this brand is known for; products lean towards them. */
  focus: readonly string[];
}

export const BRANDS: readonly BrandContent[] = [
  {
    slug: 'tiny-threads',
    name: 'Tiny Threads',
    initials: 'TT',
    shape: 'circle',
    icon: 'spool',
    colours: ['#F28B82', '#FFF1EC', '#7A2E2A'],
    isFeatured: true,
    focus: ['girls', 'boys'],
  },
  {
    slug: 'pebble-and-pip',
    name: 'Pebble & Pip',
    initials: 'PP',
    shape: 'rounded',
    icon: 'pebbles',
    colours: ['#7FB7A4', '#F1FAF6', '#22524A'],
    isFeatured: true,
    focus: ['newborn-infants', 'nightwear'],
  },
  {
    slug: 'mango-sprout',
    name: 'Mango Sprout',
    initials: 'MS',
    shape: 'scallop',
    icon: 'mango',
    colours: ['#F6B940', '#FFF8E6', '#6B4A0E'],
    isFeatured: true,
    focus: ['boys', 'girls', 'accessories'],
  },
  {
    slug: 'little-lotus',
    name: 'Little Lotus',
    initials: 'LL',
    shape: 'arch',
    icon: 'lotus',
    colours: ['#E57FA6', '#FFF0F5', '#6E1F43'],
    isFeatured: true,
    focus: ['ethnic-wear', 'girls'],
  },
  {
    slug: 'bumble-bee-kids',
    name: 'Bumble Bee Kids',
    initials: 'BB',
    shape: 'hexagon',
    icon: 'bee',
    colours: ['#F4C430', '#FFF8DC', '#2B2B2B'],
    isFeatured: false,
    focus: ['boys', 'winter-wear'],
  },
  {
    slug: 'chotu-couture',
    name: 'Chotu Couture',
    initials: 'CC',
    shape: 'shield',
    icon: 'bowtie',
    colours: ['#3E5C9A', '#EEF2FB', '#1D2B4D'],
    isFeatured: true,
    focus: ['ethnic-wear', 'boys'],
  },
  {
    slug: 'kiddo-khadi',
    name: 'Kiddo Khadi',
    initials: 'KK',
    shape: 'circle',
    icon: 'charkha',
    colours: ['#B07A4A', '#F7EFE3', '#4E3219'],
    isFeatured: false,
    focus: ['ethnic-wear', 'newborn-infants'],
  },
  {
    slug: 'sunny-side',
    name: 'Sunny Side',
    initials: 'SS',
    shape: 'scallop',
    icon: 'sun',
    colours: ['#FF9F43', '#FFF4E8', '#7A3B00'],
    isFeatured: false,
    focus: ['girls', 'boys', 'accessories'],
  },
  {
    slug: 'pitter-patter',
    name: 'Pitter Patter',
    initials: 'PT',
    shape: 'cloud',
    icon: 'raindrops',
    colours: ['#5DADE2', '#EEF7FD', '#1B4F72'],
    isFeatured: true,
    focus: ['footwear'],
  },
  {
    slug: 'moonbeam-minis',
    name: 'Moonbeam Minis',
    initials: 'MM',
    shape: 'circle',
    icon: 'moon',
    colours: ['#5B4B9A', '#F0EDFA', '#2A2150'],
    isFeatured: false,
    focus: ['nightwear', 'newborn-infants'],
  },
  {
    slug: 'cotton-kite',
    name: 'Cotton Kite',
    initials: 'CK',
    shape: 'rounded',
    icon: 'kite',
    colours: ['#E74C3C', '#FDEDEB', '#7B241C'],
    isFeatured: false,
    focus: ['boys', 'winter-wear'],
  },
  {
    slug: 'rangoli-kids',
    name: 'Rangoli Kids',
    initials: 'RK',
    shape: 'hexagon',
    icon: 'rangoli',
    colours: ['#C0398A', '#FCEBF5', '#5E1443'],
    isFeatured: true,
    focus: ['ethnic-wear', 'girls'],
  },
  {
    slug: 'hop-scotch',
    name: 'Hop Scotch',
    initials: 'HS',
    shape: 'shield',
    icon: 'hopscotch',
    colours: ['#2EAD8A', '#E9F8F3', '#135443'],
    isFeatured: false,
    focus: ['footwear', 'accessories'],
  },
  {
    slug: 'snuggle-bug',
    name: 'Snuggle Bug',
    initials: 'SB',
    shape: 'cloud',
    icon: 'ladybug',
    colours: ['#E0525A', '#FDEEEF', '#5C1A1E'],
    isFeatured: false,
    focus: ['newborn-infants', 'nightwear', 'winter-wear'],
  },
];

/** Words a pattern lends to a product name ("Floral Print Cotton Frock"). */
export const PATTERN_WORDS: Readonly<Record<Pattern, readonly string[]>> = {
  plain: ['Solid', 'Classic', 'Essential', 'Basic'],
  dots: ['Polka Dot', 'Dotted', 'Spotty'],
  stripes: ['Striped', 'Breton Stripe', 'Candy Stripe'],
  checks: ['Checked', 'Gingham', 'Plaid'],
  floral: ['Floral Print', 'Ditsy Floral', 'Blossom Print'],
  stars: ['Star Print', 'Twinkle Star', 'Starry'],
  hearts: ['Heart Print', 'Sweetheart', 'Little Hearts'],
  butti: ['Butti Work', 'Zari Butti', 'Embroidered'],
  print: ['Graphic Print', 'Printed', 'Applique'],
  denim: ['Washed', 'Stonewash', 'Classic Denim'],
  knit: ['Textured Knit', 'Ribbed', 'Cable Knit'],
};

/** Second lines of descriptions: fabric and care, whatever the type. */
export const CARE_LINES: readonly string[] = [
  'Machine wash cold with similar colours; do not bleach.',
  'Gentle machine wash inside out; dry in shade to keep the colours bright.',
  'Hand wash or gentle machine wash; warm iron on the reverse.',
  'Dyed with azo-free colours that are safe for sensitive skin.',
  'Pre-washed and pre-shrunk, so the size you buy is the size it stays.',
];

export const AGE_WORDS: Readonly<Record<string, string>> = {
  Girls: 'Girls',
  Boys: 'Boys',
  Babies: 'Babies',
  Kids: 'Kids',
};

export const REVIEWERS: readonly string[] = [
  'Priya',
  'Ananya',
  'Rahul',
  'Kavitha',
  'Sneha',
  'Arjun',
  'Meera',
  'Vikram',
  'Divya',
  'Rohan',
  'Pooja',
  'Aditya',
  'Lakshmi',
  'Farhan',
  'Neha',
  'Karthik',
  'Shreya',
  'Imran',
  'Deepa',
  'Siddharth',
  'Aarti',
  'Manish',
  'Nandini',
  'Gurpreet',
  'Ritu',
  'Suresh',
  'Zoya',
  'Harsha',
  'Anjali',
  'Joseph',
  'Tanvi',
  'Varun',
  'Fatima',
  'Nikhil',
  'Swati',
  'Abhishek',
];

export const REVIEW_TEXTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly (readonly [string, string])[]>> = {
  5: [
    [
      'Absolutely love it',
      'The fabric is so soft and the colour is exactly as shown. My daughter did not want to take it off!',
    ],
    [
      'Perfect fit',
      'Ordered one size up as suggested and it fits perfectly. Stitching is neat and there are no loose threads.',
    ],
    [
      'Great quality',
      'Washed it three times already and it still looks new. Very good quality for the price.',
    ],
    ['Worth every rupee', 'Bought it for my nephew’s birthday and the whole family asked where it was from.'],
    ['Super comfy', 'My son wears it all day without any complaints. Breathable even in Chennai heat.'],
    ['Beautiful', 'Looks even better in person. Delivered in two days with nice packaging.'],
    ['Festive favourite', 'Wore it for Diwali and got so many compliments. The embroidery is lovely.'],
    ['Very happy', 'Soft on the skin, no itching at all. Will definitely buy more colours.'],
  ],
  4: [
    ['Good buy', 'Nice fabric and good fit. Colour is slightly lighter than the picture but still pretty.'],
    ['Nice product', 'Comfortable and well stitched. Runs a little big, so it will last longer.'],
    ['Happy with it', 'Good quality for daily wear. Took a day longer to arrive than expected.'],
    ['Cute design', 'The print is very cute. Wish there were more size options, otherwise great.'],
    ['Value for money', 'Decent material and neat finishing. Did not shrink after the first wash.'],
  ],
  3: [
    ['Okay', 'Fabric is fine but the fit is a bit tight around the arms. Order a size up.'],
    ['Average', 'Colour faded slightly after a few washes. Still okay for play time.'],
    ['Decent', 'Looks good but the material is thinner than I expected.'],
  ],
  2: [
    ['Not as expected', 'The colour was quite different from the photo and the size runs small.'],
    ['Could be better', 'Stitching came loose near the hem after two washes.'],
  ],
  1: [
    ['Disappointed', 'Received the wrong size and the return took a long time.'],
    ['Poor fit', 'Too small even after ordering one size up. Returned it.'],
  ],
};

export const OFFER_TITLES: readonly string[] = [
  'Festive Flat {p}% Off',
  'Weekend Special: {p}% Off',
  'Bestseller Deal – {p}% Off',
  'Season Sale: {p}% Off',
  'App Exclusive {p}% Off',
  'Limited Time {p}% Off',
];

export const OFFER_DESCRIPTIONS: readonly string[] = [
  'Extra {p}% off on this style for a limited period. No coupon needed.',
  'Price drop! Save {p}% while stocks last.',
  'Save {p}% today; the offer price is applied automatically at checkout.',
];
