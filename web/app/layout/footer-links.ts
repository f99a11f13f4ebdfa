// The shop's external pages and postal address, as linked from the footer.
// (Invented for the demo shop; a real deployment replaces them here.)
export const EXTERNAL_LINKS = {
  whatsapp: 'https://wa.me/918047181234',
  instagram: 'https://www.instagram.com/littleloom.in',
  facebook: 'https://www.facebook.com/littleloom.in',
  googlePlay: 'https://play.google.com/store/apps/details?id=in.littleloom.shop',
  appStore: 'https://apps.apple.com/in/app/little-loom-kids-fashion/id6479021847',
} as const;

export const POSTAL_ADDRESS = [
  '2nd Floor, 14 Jyoti Nivas College Road',
  'Koramangala 5th Block',
  'Bengaluru, Karnataka 560095',
] as const;
