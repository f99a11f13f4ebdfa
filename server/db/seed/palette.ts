// Garment colours (name → hex) and the soft studio backgrounds the product art sits on.

export const COLOURS = {
  'Blush Pink': '#F4A7B9',
  'Baby Pink': '#F9C6D3',
  'Rose Pink': '#E56B8F',
  Fuchsia: '#D63F8C',
  Coral: '#F27A6B',
  Peach: '#F8B88B',
  'Mustard Yellow': '#E3A92B',
  'Lemon Yellow': '#F6DD6B',
  'Mint Green': '#9FDCC4',
  'Sage Green': '#9DB59A',
  'Bottle Green': '#1F6B4F',
  Olive: '#7A7F3A',
  Teal: '#1F8A8A',
  'Sky Blue': '#8CC8F0',
  'Powder Blue': '#B9D6EE',
  'Royal Blue': '#2F5BC9',
  'Navy Blue': '#223A66',
  'Denim Blue': '#4A6FA5',
  'Dark Indigo': '#2C3A5E',
  'Light Wash': '#8DA9CF',
  Lavender: '#BBA6E0',
  Lilac: '#D3B8E8',
  Purple: '#6E4AA8',
  Maroon: '#7E2338',
  Red: '#D23A3A',
  Orange: '#F08A3C',
  Rust: '#B5552E',
  Marigold: '#F2A516',
  Gold: '#D4A640',
  Cream: '#F3E7CF',
  'Off White': '#F5F2EA',
  White: '#FAFAFA',
  Beige: '#E2CDAE',
  Khaki: '#B8A77A',
  Tan: '#C08A55',
  Brown: '#7A4E2D',
  Grey: '#9AA1AB',
  'Grey Melange': '#B7BBC2',
  Charcoal: '#464B55',
  Black: '#23252B',
} as const;

export type ColourName = keyof typeof COLOURS;

export function colourHex(name: ColourName): string {
  return COLOURS[name];
}

const HEX_TO_NAME = new Map<string, ColourName>(
  (Object.entries(COLOURS) as [ColourName, string][]).map(([name, hex]) => [
    hex.slice(1).toLowerCase(),
    name,
  ]),
);

/** Looks a colour up by its six hex digits (no '#', any case): image names carry only the digits. */
export function colourByHex(digits: string): ColourName | undefined {
  return HEX_TO_NAME.get(digits.toLowerCase());
}

/** Pastel backdrops: [top, bottom] of a soft vertical gradient. */
export const BACKDROPS: readonly (readonly [string, string])[] = [
  ['#FDF3EA', '#F6E2D2'], // apricot cream
  ['#EEF6F3', '#DCEDE6'], // mint mist
  ['#F1F0FA', '#E2DFF4'], // lavender haze
  ['#FFF8E6', '#F8EBC8'], // butter
  ['#EAF3FB', '#D8E8F6'], // baby blue
  ['#FBEFF3', '#F4DCE5'], // rose water
  ['#F4F1EA', '#E8E1D3'], // linen
];

/** Contrast inks for prints on light fabrics. */
export const PRINT_INKS = ['#2F4A7A', '#E0605E', '#3A8F6B', '#8B5CC2', '#E39B2B', '#D1477A'] as const;
