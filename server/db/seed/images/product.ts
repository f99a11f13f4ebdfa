// Product pictures: one garment (or pair of shoes, or accessory) on a soft studio backdrop, plus
// fabric close-ups. All in the 600 × 750 frame.

import { BACKDROPS } from '../palette.ts';
import { hashString } from '../prng.ts';
import { ACCESSORY_DRAWERS } from './accessories.ts';
import { FOOTWEAR_DETAIL_DRAWERS, FOOTWEAR_DRAWERS } from './footwear.ts';
import { type Drawer, GARMENT_DRAWERS } from './garments.ts';
import { motif, patternDef } from './patterns.ts';
import type { Pattern } from './patterns-list.ts';
import { type Ctx, darken, H, isLight, lighten, luminance, makeCtx, shadingDefs, svgDoc, W } from './svg.ts';

export const DRAWERS: Readonly<Record<string, Drawer>> = {
  ...GARMENT_DRAWERS,
  ...FOOTWEAR_DRAWERS,
  ...ACCESSORY_DRAWERS,
};

export function hasDrawer(type: string): boolean {
  return type in DRAWERS;
}

/** Where the detail (close-up) view of footwear and accessories looks: centre and zoom. */
const DETAIL_FOCUS: Readonly<Record<string, readonly [number, number, number]>> = {
  // Footwear close-ups are their own drawing (one shoe), shown whole.
  sneakers: [300, 375, 1],
  sandals: [300, 375, 1],
  booties: [300, 375, 1],
  'school-shoes': [300, 375, 1],
  cap: [300, 420, 1.7],
  hairband: [372, 300, 1.9],
  socks: [330, 470, 1.6],
  bag: [300, 470, 1.5],
};

export function hasDetailView(type: string): boolean {
  return type in DETAIL_FOCUS;
}

export interface DrawnItem {
  defs: string;
  body: string;
  /** The drop shadow of the item, already blurred and offset. */
  shadow: string;
}

/** Draws one item with its own ids (prefix `id`), ready to place in any SVG. */
export function drawItem(
  type: string,
  hex: string,
  pattern: Pattern,
  id: string,
  closeUp = false,
): DrawnItem {
  const drawer = (closeUp ? FOOTWEAR_DETAIL_DRAWERS[type] : undefined) ?? DRAWERS[type];
  if (!drawer) throw new Error(`no drawing for product type ${type}`);
  const ctx: Ctx = makeCtx(id, hex, pattern, type);
  const drawing = drawer(ctx);
  const defs = patternDef(ctx) + shadingDefs(ctx) + ctx.defs.join('');
  const paths = drawing.silhouette
    .map((s) =>
      typeof s === 'string' ? `<path d="${s}"/>` : `<path d="${s.d}" transform="${s.transform}"/>`,
    )
    .join('');
  // A soft drop shadow from two offset copies of the outline (a blur filter would triple the render time).
  const shadow = paths
    ? `<g fill="#3A2A20" stroke="#3A2A20" stroke-width="16" stroke-linejoin="round" opacity=".05" transform="translate(13 18)">${paths}</g>` +
      `<g fill="#3A2A20" opacity=".08" transform="translate(8 11)">${paths}</g>`
    : '';
  return { defs, body: drawing.body, shadow };
}

/** A backdrop that suits the garment: a pastel chosen by type and colour, never too close to it. */
export function backdropFor(type: string, hex: string): readonly [string, string] {
  const h = hashString(`${type}|${hex}`);
  const first = BACKDROPS[h % BACKDROPS.length] as readonly [string, string];
  if (luminance(hex) > 0.75) {
    // White and cream clothes need a backdrop with some colour to stand out.
    return ([BACKDROPS[4], BACKDROPS[2], BACKDROPS[1]][h % 3] ?? first) as readonly [string, string];
  }
  return first;
}

function studio(bg: readonly [string, string], id: string): { defs: string; body: string } {
  const defs =
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>` +
    `<radialGradient id="${id}-floor"><stop offset="0" stop-color="#5A4636" stop-opacity=".22"/><stop offset="1" stop-color="#5A4636" stop-opacity="0"/></radialGradient>`;
  const arch = darken(bg[1], 0.035);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/>` +
    `<path d="M70 750L70 250A230 230 0 0 1 530 250L530 750Z" fill="${arch}" opacity=".55"/>` +
    `<ellipse cx="300" cy="716" rx="230" ry="22" fill="url(#${id}-floor)"/>`;
  return { defs, body };
}

/** The product picture: 'front' for everything, 'detail' a close-up for footwear and accessories. */
export function productSvg(type: string, hex: string, pattern: Pattern, view: 'front' | 'detail'): string {
  const bg = backdropFor(type, hex);
  const st = studio(bg, 'st');
  const item = drawItem(type, hex, pattern, 'g', view === 'detail');
  const defs = st.defs + item.defs;
  const body = st.body + item.shadow + item.body;
  const [fx, fy, zoom] = DETAIL_FOCUS[type] ?? [300, 375, 1];
  if (view === 'front' || zoom === 1) return svgDoc(W, H, defs, body);
  const vw = W / zoom;
  const vh = H / zoom;
  const vx = Math.max(0, Math.min(W - vw, fx - vw / 2));
  const vy = Math.max(0, Math.min(H - vh, fy - vh / 2));
  return svgDoc(W, H, defs, body, `${vx.toFixed(1)} ${vy.toFixed(1)} ${vw.toFixed(1)} ${vh.toFixed(1)}`);
}

/**
 * A fabric close-up (the second picture of clothes): a folded swatch with a stitched hem and a
 * button, the print at a larger scale. Independent of the garment type, so clothes of one colour
 * and print share it.
 */
export function fabricSvg(hex: string, pattern: Pattern): string {
  const ctx = makeCtx('f', hex, pattern, 'fabric');
  const bg = backdropFor('fabric', hex);
  const light = isLight(hex);
  const sheet = 'M-20 120L640 60L640 800L-20 800Z';
  const foldD = 'M-20 520Q260 470 640 400L640 800L-20 800Z';
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>` +
    `<linearGradient id="lightfall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient>` +
    `<linearGradient id="foldshade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset=".18" stop-color="#000" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>` +
    patternDef(ctx, 1.9);
  const textures =
    pattern === 'plain' || pattern === 'print'
      ? `<pattern id="weave" patternUnits="userSpaceOnUse" width="6" height="6"><path d="M0 3H6" stroke="#000" stroke-width="1" opacity=".07"/><path d="M3 0V6" stroke="#fff" stroke-width="1" opacity=".08"/></pattern>`
      : '';
  const print = pattern === 'plain' || pattern === 'print' ? 'url(#weave)' : 'url(#f-pat)';
  const stitchColour = light ? darken(hex, 0.4) : lighten(hex, 0.45);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<path d="${sheet}" fill="#3A2A20" opacity=".08" transform="translate(0 22)"/><path d="${sheet}" fill="#3A2A20" opacity=".1" transform="translate(0 10)"/>` +
    `<path d="${sheet}" fill="${hex}"/><path d="${sheet}" fill="${print}"/>` +
    (pattern === 'print' ? motif(ctx, 330, 290, 300) : '') +
    `<path d="${sheet}" fill="url(#lightfall)"/>` +
    `<path d="M-20 150L640 90" stroke="${stitchColour}" stroke-width="3" stroke-dasharray="10 7" opacity=".85"/>` +
    // A woven care label sewn under the hem, its "text" drawn as bars.
    '<g transform="translate(84 150) rotate(-5.2)"><path d="M0 0L118 0L118 70L0 70Z" fill="#FBFAF6" stroke="#D8D1C3" stroke-width="2"/>' +
    '<path d="M16 20H102M16 34H86M16 48H96" stroke="#B9B1A3" stroke-width="5" stroke-linecap="round"/>' +
    '<path d="M0 0L118 0" stroke="#E6DFD2" stroke-width="6"/></g>' +
    `<path d="${foldD}" fill="#000" opacity=".08" transform="translate(0 -16)"/><path d="${foldD}" fill="#000" opacity=".12" transform="translate(0 -7)"/>` +
    `<path d="${foldD}" fill="${darken(hex, 0.04)}"/><path d="${foldD}" fill="${print}"/><path d="${foldD}" fill="url(#foldshade)"/>` +
    `<path d="M-20 520Q260 470 640 400" fill="none" stroke="#fff" stroke-width="4" opacity=".25"/>` +
    `<path d="M-20 556Q260 506 640 436" fill="none" stroke="${stitchColour}" stroke-width="3" stroke-dasharray="10 7" opacity=".8"/>` +
    `<g transform="translate(470 610)"><circle r="34" fill="${light ? '#FFFFFF' : '#F1ECE2'}" stroke="${darken(hex, 0.45)}" stroke-width="3"/>` +
    `<circle r="26" fill="none" stroke="${darken(hex, 0.2)}" stroke-width="2" opacity=".5"/>` +
    '<circle cx="-8" cy="-8" r="4.5" fill="#8C857A"/><circle cx="8" cy="-8" r="4.5" fill="#8C857A"/><circle cx="-8" cy="8" r="4.5" fill="#8C857A"/><circle cx="8" cy="8" r="4.5" fill="#8C857A"/>' +
    `<path d="M-8 -8L8 8M8 -8L-8 8" stroke="${darken(hex, 0.3)}" stroke-width="2.5"/></g>`;
  return svgDoc(W, H, defs + textures, body);
}
