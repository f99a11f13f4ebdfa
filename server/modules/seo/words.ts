import type { Language } from '../../../contract/language.ts';

// The few words the shared-link tags add of their own, in each of the shop's languages. Product,
// category and article names are the catalogue's own and are not translated.

export interface HeadWords {
  /** Open Graph's locale of the language. */
  locale: 'en_IN' | 'hi_IN';
  buyOnline: (name: string) => string;
  productFallback: (name: string, brand: string, shop: string) => string;
  listingDescription: (what: string, shop: string) => string;
  categoryDescription: (name: string, subcategories: readonly string[], shop: string) => string;
  searchResults: (search: string) => string;
  allProducts: string;
  categories: string;
  home: string;
  homeDescription: string;
  price: string;
  availability: string;
  inStock: string;
  outOfStock: string;
}

export const HEAD_WORDS: Record<Language, HeadWords> = {
  en: {
    locale: 'en_IN',
    buyOnline: (name) => `Buy ${name} online`,
    productFallback: (name, brand, shop) =>
      `Buy ${name} by ${brand} online at ${shop}. Cash on delivery across India.`,
    listingDescription: (what, shop) =>
      `Buy ${what} for kids online at ${shop}. Cash on delivery across India.`,
    categoryDescription: (name, subcategories, shop) =>
      subcategories.length > 0
        ? `Shop ${name} for kids at ${shop}: ${subcategories.join(', ')}. Cash on delivery across India.`
        : `Shop ${name} for kids at ${shop}. Cash on delivery across India.`,
    searchResults: (search) => `Results for "${search}"`,
    allProducts: 'All products',
    categories: 'Shop by category',
    home: 'Home',
    homeDescription:
      "Children's clothing for little ones across India: fashion-forward outfits, cash on delivery.",
    price: 'Price',
    availability: 'Availability',
    inStock: 'In stock',
    outOfStock: 'Out of stock',
  },
  hi: {
    locale: 'hi_IN',
    buyOnline: (name) => `${name} ऑनलाइन खरीदें`,
    productFallback: (name, brand, shop) =>
      `${shop} पर ${brand} का ${name} ऑनलाइन खरीदें। पूरे भारत में कैश ऑन डिलीवरी।`,
    listingDescription: (what, shop) => `${shop} पर बच्चों के लिए ${what} ऑनलाइन खरीदें। पूरे भारत में कैश ऑन डिलीवरी।`,
    categoryDescription: (name, subcategories, shop) =>
      subcategories.length > 0
        ? `${shop} पर बच्चों के लिए ${name}: ${subcategories.join(', ')}। पूरे भारत में कैश ऑन डिलीवरी।`
        : `${shop} पर बच्चों के लिए ${name}। पूरे भारत में कैश ऑन डिलीवरी।`,
    searchResults: (search) => `"${search}" के नतीजे`,
    allProducts: 'सभी उत्पाद',
    categories: 'श्रेणी के अनुसार खरीदें',
    home: 'होम',
    homeDescription: 'पूरे भारत में नन्हे-मुन्नों के कपड़े: फ़ैशनेबल पोशाकें, कैश ऑन डिलीवरी।',
    price: 'कीमत',
    availability: 'उपलब्धता',
    inStock: 'स्टॉक में है',
    outOfStock: 'स्टॉक में नहीं है',
  },
};
