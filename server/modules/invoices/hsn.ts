// HSN codes of the catalogue's product types (server/db/seed/product-types.ts), printed on each tax
// invoice line. Headings (4 digits) of the Harmonized System as India's Customs Tariff and GST rate
// schedules use them: chapter 61 (apparel, knitted or crocheted), 62 (apparel, not knitted), 64
// (footwear), 65 (headgear) and 42 (bags). Source: CBIC, Customs Tariff of India, Section XI–XII
// chapter notes, and the WCO Harmonized System Nomenclature 2022. A type's heading follows its usual
// material in the catalogue (a knit romper is 6111, a woven frock 6204); a product made otherwise may
// belong under a neighbouring heading, which the shop's accountant can correct here.

export interface HsnEntry {
  /** The 4-digit HSN heading. */
  hsn: string;
  /** What the heading covers, for people reading this table. */
  covers: string;
  /**
   * A GST rate in percent that applies whatever the price, for goods outside the apparel and footwear
   * slabs (GST_SLABS). Unset: the slab of the piece's value decides.
   */
  fixedRate?: number;
}

const knitBaby: HsnEntry = { hsn: '6111', covers: "babies' garments and clothing accessories, knitted" };
const wovenBoys: HsnEntry = {
  hsn: '6203',
  covers: "men's or boys' suits, ensembles, trousers, shorts, not knitted",
};
const wovenGirls: HsnEntry = {
  hsn: '6204',
  covers: "women's or girls' dresses, skirts, ensembles, not knitted",
};
const pyjamas: HsnEntry = { hsn: '6207', covers: "men's or boys' pyjamas and bathrobes, not knitted" };

export const HSN_BY_TYPE: Readonly<Record<string, HsnEntry>> = {
  't-shirt': { hsn: '6109', covers: 'T-shirts, singlets and vests, knitted' },
  shirt: { hsn: '6205', covers: "men's or boys' shirts, not knitted" },
  shorts: wovenBoys,
  jeans: wovenBoys,
  dungaree: wovenBoys,
  frock: wovenGirls,
  top: { hsn: '6206', covers: "women's or girls' blouses, shirts and tops, not knitted" },
  skirt: wovenGirls,
  leggings: { hsn: '6104', covers: "women's or girls' trousers and leggings, knitted" },
  'party-dress': wovenGirls,
  romper: knitBaby,
  onesie: knitBaby,
  bodysuit: knitBaby,
  sleepsuit: knitBaby,
  bib: { hsn: '6209', covers: "babies' garments and clothing accessories, not knitted" },
  'kurta-set': wovenBoys,
  'lehenga-choli': wovenGirls,
  sherwani: wovenBoys,
  'dhoti-kurta': wovenBoys,
  'nehru-jacket': wovenBoys,
  sweater: { hsn: '6110', covers: 'jerseys, pullovers, cardigans and similar, knitted' },
  hoodie: { hsn: '6110', covers: 'jerseys, pullovers, sweatshirts, knitted' },
  jacket: { hsn: '6201', covers: "men's or boys' anoraks and padded jackets, not knitted" },
  'thermal-set': { hsn: '6107', covers: "men's or boys' underwear and thermal sets, knitted" },
  'night-suit': pyjamas,
  pyjama: pyjamas,
  nightie: { hsn: '6208', covers: "women's or girls' nightdresses, not knitted" },
  bathrobe: pyjamas,
  sneakers: { hsn: '6404', covers: 'footwear with outer soles of rubber or plastics and textile uppers' },
  sandals: { hsn: '6402', covers: 'footwear with outer soles and uppers of rubber or plastics' },
  booties: { hsn: '6405', covers: 'other footwear' },
  'school-shoes': { hsn: '6402', covers: 'footwear with outer soles and uppers of rubber or plastics' },
  cap: { hsn: '6505', covers: 'hats and other headgear, knitted or made up from textile' },
  hairband: { hsn: '6217', covers: 'other made-up clothing accessories, not knitted' },
  socks: { hsn: '6115', covers: 'hosiery and socks, knitted' },
  // Bags are not apparel: trunks, cases and bags of heading 4202 are taxed at one rate.
  bag: { hsn: '4202', covers: 'school bags, backpacks and similar containers', fixedRate: 18 },
};

/** A type this table does not know: other garments, not knitted. */
export const HSN_FALLBACK: HsnEntry = { hsn: '6211', covers: 'other garments, not knitted' };

export const hsnOf = (productType: string | null | undefined): HsnEntry =>
  (productType ? HSN_BY_TYPE[productType] : undefined) ?? HSN_FALLBACK;
