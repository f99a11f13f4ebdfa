// Small SVG toolkit for the catalogue art: colours, mirrored outlines, shaded pieces and stitches.

import { PRINT_INKS } from '../palette.ts';
import { hashString } from '../prng.ts';
import type { Pattern } from './patterns-list.ts';

/** Product art is drawn in a 600 × 750 frame (4:5), centre line x = 300. */
export const W = 600;
export const H = 750;
export const CX = 300;

// ---------------------------------------------------------------- colours

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [
    Number.parseInt(h.slice(0, 2), 16),
    Number.parseInt(h.slice(2, 4), 16),
    Number.parseInt(h.slice(4, 6), 16),
  ];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a towards b by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return toHex(x.map((v, i) => v + ((y[i] ?? 0) - v) * t));
}

export const darken = (hex: string, t: number) => mix(hex, '#000000', t);
export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);

/** Relative luminance in 0..1. */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const isLight = (hex: string) => luminance(hex) > 0.45;

// ---------------------------------------------------------------- paths

export type Pt = readonly [number, number];
export type Seg =
  | Pt
  | readonly ['Q', number, number, number, number]
  | readonly ['C', number, number, number, number, number, number];

const n = (v: number) => Math.round(v * 10) / 10;

/**
 * A left–right symmetric outline from its right half: the first point is the start (on the centre
 * line), each following entry a line, quadratic or cubic segment; the last point should be on the
 * centre line again. The left half is the mirror image, walked backwards.
 */
export function sym(segs: readonly Seg[], cx = CX): string {
  const m = (x: number) => n(2 * cx - x);
  const first = segs[0];
  if (first?.length !== 2) throw new Error('sym: start with a point');
  const points: Pt[] = [first as Pt];
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (const s of segs.slice(1)) {
    if (s.length === 2) {
      d += `L${n(s[0])} ${n(s[1])}`;
      points.push(s as Pt);
    } else if (s[0] === 'Q') {
      d += `Q${n(s[1])} ${n(s[2])} ${n(s[3])} ${n(s[4])}`;
      points.push([s[3], s[4]]);
    } else {
      d += `C${n(s[1])} ${n(s[2])} ${n(s[3])} ${n(s[4])} ${n(s[5])} ${n(s[6])}`;
      points.push([s[5], s[6]]);
    }
  }
  for (let i = segs.length - 1; i >= 1; i--) {
    const s = segs[i] as Seg;
    const to = points[i - 1] as Pt;
    if (s.length === 2) d += `L${m(to[0])} ${n(to[1])}`;
    else if (s[0] === 'Q') d += `Q${m(s[1])} ${n(s[2])} ${m(to[0])} ${n(to[1])}`;
    else d += `C${m(s[3])} ${n(s[4])} ${m(s[1])} ${n(s[2])} ${m(to[0])} ${n(to[1])}`;
  }
  return `${d}Z`;
}

/** A path through points (lines), optionally closed. */
export function poly(points: readonly Pt[], close = true): string {
  return points.map((p, i) => `${i ? 'L' : 'M'}${n(p[0])} ${n(p[1])}`).join('') + (close ? 'Z' : '');
}

/** Mirrors an absolute path (M, L, Q, C, Z only, space separated numbers) about x = cx. */
export function mirror(d: string, cx = CX): string {
  return d.replace(/([MLQCZ])([^MLQCZ]*)/g, (_, cmd: string, args: string) => {
    const nums = args.trim()
      ? args
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : [];
    const out = nums.map((v, i) => (i % 2 === 0 ? n(2 * cx - v) : v));
    return cmd + out.join(' ');
  });
}

/** Point on a quadratic Bézier at t. */
export function quadAt(p0: Pt, c: Pt, p1: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0], u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1]];
}

/** Unit normal of a quadratic Bézier at t. */
export function quadNormal(p0: Pt, c: Pt, p1: Pt, t: number): Pt {
  const dx = 2 * (1 - t) * (c[0] - p0[0]) + 2 * t * (p1[0] - c[0]);
  const dy = 2 * (1 - t) * (c[1] - p0[1]) + 2 * t * (p1[1] - c[1]);
  const len = Math.hypot(dx, dy) || 1;
  return [-dy / len, dx / len];
}

// ---------------------------------------------------------------- drawing context

/** Everything one garment drawing needs; `id` keeps its defs apart from other drawings in the same SVG. */
export interface Ctx {
  id: string;
  base: string;
  pattern: Pattern;
  /** Outline colour. */
  line: string;
  /** Inside of the garment (neck openings). */
  inner: string;
  /** Ribbing, bands, cuffs. */
  band: string;
  /** Print colour(s). */
  ink: string;
  ink2: string;
  /** Stitching colour. */
  stitchColour: string;
  /** A stable number for choices made inside the drawing. */
  hash: number;
  defs: string[];
}

export function makeCtx(id: string, base: string, pattern: Pattern, salt = ''): Ctx {
  // A print is one artwork per colour: the garment's front and its fabric close-up (another salt) must
  // show the same motif in the same inks, so the salt does not enter a print's hash.
  const hash = hashString(pattern === 'print' ? `${base}:print` : `${base}:${pattern}:${salt}`);
  const light = isLight(base);
  const i1 = hash % PRINT_INKS.length;
  let i2 = (hash >>> 8) % PRINT_INKS.length;
  if (i2 === i1) i2 = (i1 + 1) % PRINT_INKS.length;
  const ink = light ? (PRINT_INKS[i1] as string) : '#FFFFFF';
  const ink2 = light ? (PRINT_INKS[i2] as string) : '#FFD66B';
  return {
    id,
    base,
    pattern,
    line: luminance(base) < 0.06 ? lighten(base, 0.28) : darken(base, 0.42),
    inner: darken(base, 0.3),
    band: light ? darken(base, 0.08) : lighten(base, 0.08),
    ink,
    ink2,
    stitchColour: light ? darken(base, 0.35) : lighten(base, 0.4),
    hash,
    defs: [],
  };
}

export const url = (ctx: Ctx, name: string) => `url(#${ctx.id}-${name})`;

export interface PieceOptions {
  fill?: string;
  /** Paint the fabric print over the fill (default true). */
  print?: boolean;
  /** 'h' horizontal light (default), 'v' vertical, or none. */
  shade?: 'h' | 'v' | 'none';
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
}

/** One fabric piece: fill, print, shading, outline. */
export function piece(ctx: Ctx, d: string, o: PieceOptions = {}): string {
  const fill = o.fill ?? ctx.base;
  const op = o.opacity !== undefined ? ` opacity="${o.opacity}"` : '';
  let s = `<path d="${d}" fill="${fill}"${op}/>`;
  if ((o.print ?? true) && hasFill(ctx.pattern)) s += `<path d="${d}" fill="${url(ctx, 'pat')}"${op}/>`;
  const shade = o.shade ?? 'h';
  if (shade !== 'none') s += `<path d="${d}" fill="${url(ctx, shade === 'h' ? 'sh' : 'sv')}"/>`;
  s += `<path d="${d}" fill="none" stroke="${o.stroke ?? ctx.line}" stroke-width="${o.strokeWidth ?? 3}" stroke-linejoin="round"/>`;
  return s;
}

/** Patterns that fill fabric (print is a motif drawn separately, plain has none). */
export function hasFill(p: Pattern): boolean {
  return p !== 'plain' && p !== 'print';
}

/** A plain filled shape with an outline. */
export function shape(d: string, fill: string, stroke: string, width = 3, extra = ''): string {
  return `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"${extra}/>`;
}

/** A dashed stitching line. */
export function stitch(ctx: Ctx, d: string, colour = ctx.stitchColour, width = 2): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="7 5" stroke-linecap="round" opacity=".8"/>`;
}

/** A soft fold: a wide translucent stroke. */
export function fold(d: string, dark = true, width = 5, opacity = 0.12): string {
  return `<path d="${d}" fill="none" stroke="${dark ? '#000' : '#fff'}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;
}

export function line(d: string, colour: string, width = 3, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

/** A sewn-on button with two holes. */
export function button(x: number, y: number, r: number, fill: string, edge: string): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${fill}" stroke="${edge}" stroke-width="1.6"/>` +
    `<circle cx="${n(x - r * 0.32)}" cy="${n(y)}" r="${n(r * 0.17)}" fill="${edge}"/>` +
    `<circle cx="${n(x + r * 0.32)}" cy="${n(y)}" r="${n(r * 0.17)}" fill="${edge}"/>`
  );
}

/** A press stud (snap), as on baby clothes. */
export function snap(x: number, y: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="6.5" fill="#E9E6E1" stroke="#9A958C" stroke-width="1.5"/><circle cx="${n(x)}" cy="${n(y)}" r="2.5" fill="#B9B3A8"/>`;
}

/** Short rib lines across a band that follows a quadratic curve. */
export function ribsAlong(p0: Pt, c: Pt, p1: Pt, width: number, count: number, colour: string): string {
  let d = '';
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const p = quadAt(p0, c, p1, t);
    const nn = quadNormal(p0, c, p1, t);
    d += `M${n(p[0] - (nn[0] * width) / 2)} ${n(p[1] - (nn[1] * width) / 2)}L${n(p[0] + (nn[0] * width) / 2)} ${n(p[1] + (nn[1] * width) / 2)}`;
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="1.6" opacity=".55" fill="none"/>`;
}

/** A ribbed band: a thick curve with an outline and rib lines. */
export function ribBand(ctx: Ctx, p0: Pt, c: Pt, p1: Pt, width: number, colour = ctx.band): string {
  const d = `M${n(p0[0])} ${n(p0[1])}Q${n(c[0])} ${n(c[1])} ${n(p1[0])} ${n(p1[1])}`;
  const count = Math.max(6, Math.round(Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) / 8));
  return (
    `<path d="${d}" fill="none" stroke="${ctx.line}" stroke-width="${width + 5}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>` +
    ribsAlong(p0, c, p1, width - 2, count, ctx.line)
  );
}

/** Vertical rib lines inside a polygon-ish band between two x positions (for cuffs and hems). */
export function ribLines(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  step: number,
  colour: string,
  slant = 0,
) {
  let d = '';
  for (let x = x0 + step / 2; x < x1; x += step) d += `M${n(x)} ${n(y0)}L${n(x + slant)} ${n(y1)}`;
  return `<path d="${d}" stroke="${colour}" stroke-width="1.6" opacity=".5" fill="none"/>`;
}

/** Default shading gradients of a drawing. */
export function shadingDefs(ctx: Ctx): string {
  return (
    `<linearGradient id="${ctx.id}-sh" x1="0" y1="0" x2="1" y2="0">` +
    '<stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".32" stop-color="#fff" stop-opacity="0"/>' +
    '<stop offset=".68" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>' +
    `<linearGradient id="${ctx.id}-sv" x1="0" y1="0" x2="0" y2="1">` +
    '<stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>'
  );
}

/** A complete SVG document. */
export function svgDoc(width: number, height: number, defs: string, body: string, viewBox?: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox ?? `0 0 ${width} ${height}`}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

/** Escapes text for SVG. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const FONT = 'DejaVu Sans, Verdana, Arial, Helvetica, sans-serif';
