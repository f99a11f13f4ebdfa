// Fabric prints as SVG <pattern>s, and the chest motifs of "print" garments.
import { type Ctx, darken, isLight, lighten } from './svg.ts';

const GOLD_DARK = '#B8862A';
const GOLD_LIGHT = '#F2C55C';
const LEAF = '#5FA36A';

function flower(x: number, y: number, r: number, petal: string, centre: string): string {
  let s = '';
  for (let k = 0; k < 5; k++) {
    const a = (k * 2 * Math.PI) / 5 - Math.PI / 2;
    s += `<circle cx="${(x + Math.cos(a) * r).toFixed(1)}" cy="${(y + Math.sin(a) * r).toFixed(1)}" r="${(r * 0.8).toFixed(1)}" fill="${petal}"/>`;
  }
  return `${s}<circle cx="${x}" cy="${y}" r="${(r * 0.55).toFixed(1)}" fill="${centre}"/>`;
}

export function starPath(x: number, y: number, r: number, inner = 0.45): string {
  let d = '';
  for (let k = 0; k < 10; k++) {
    const a = (k * Math.PI) / 5 - Math.PI / 2;
    const rr = k % 2 ? r * inner : r;
    d += `${k ? 'L' : 'M'}${(x + Math.cos(a) * rr).toFixed(1)} ${(y + Math.sin(a) * rr).toFixed(1)}`;
  }
  return `${d}Z`;
}

export function heartPath(x: number, y: number, s: number): string {
  const k = s / 20;
  const p = (dx: number, dy: number) => `${(x + dx * k).toFixed(1)} ${(y + dy * k).toFixed(1)}`;
  return `M${p(0, 7)}C${p(-12, -2)} ${p(-9, -13)} ${p(0, -6)}C${p(9, -13)} ${p(12, -2)} ${p(0, 7)}Z`;
}

/** The <pattern> for ctx.pattern (id `${ctx.id}-pat`), or '' when the fabric is plain. */
export function patternDef(ctx: Ctx, scale = 1): string {
  const light = isLight(ctx.base);
  const open = (w: number, h: number) =>
    `<pattern id="${ctx.id}-pat" patternUnits="userSpaceOnUse" width="${w}" height="${h}" patternTransform="scale(${scale})">`;
  switch (ctx.pattern) {
    case 'dots':
      return `${open(46, 46)}<circle cx="11.5" cy="11.5" r="6.5" fill="${ctx.ink}" opacity=".9"/><circle cx="34.5" cy="34.5" r="6.5" fill="${ctx.ink}" opacity=".9"/></pattern>`;
    case 'stripes':
      return `${open(40, 40)}<rect y="4" width="40" height="13" fill="${ctx.ink}" opacity=".85"/><rect y="26" width="40" height="3" fill="${ctx.ink2}" opacity=".6"/></pattern>`;
    case 'checks':
      return `${open(44, 44)}<rect width="22" height="44" fill="${ctx.ink}" opacity=".26"/><rect width="44" height="22" fill="${ctx.ink}" opacity=".26"/><path d="M0 33H44M33 0V44" stroke="${ctx.ink}" stroke-width="1.5" opacity=".35"/></pattern>`;
    case 'floral': {
      const petalA = light ? ctx.ink : '#FFFFFF';
      const petalB = light ? '#FFFFFF' : '#FFD66B';
      const centre = ctx.base.toLowerCase() === '#f6dd6b' ? '#E0605E' : '#F6C342';
      return (
        open(96, 96) +
        `<ellipse cx="42" cy="36" rx="9" ry="4" fill="${LEAF}" transform="rotate(35 42 36)"/>` +
        `<ellipse cx="8" cy="40" rx="8" ry="3.5" fill="${LEAF}" transform="rotate(-30 8 40)"/>` +
        flower(24, 24, 8, petalA, centre) +
        `<ellipse cx="86" cy="74" rx="7" ry="3" fill="${LEAF}" transform="rotate(-40 86 74)"/>` +
        flower(70, 70, 6, petalB, centre) +
        `<circle cx="70" cy="22" r="2.5" fill="${petalA}"/><circle cx="24" cy="76" r="2.5" fill="${petalB}"/>` +
        '</pattern>'
      );
    }
    case 'stars':
      return `${open(64, 64)}<path d="${starPath(16, 16, 9)}" fill="${ctx.ink}"/><path d="${starPath(48, 46, 6)}" fill="${ctx.ink2}"/><circle cx="50" cy="14" r="2" fill="${ctx.ink}"/></pattern>`;
    case 'hearts':
      return `${open(60, 60)}<path d="${heartPath(15, 16, 14)}" fill="${ctx.ink}"/><path d="${heartPath(45, 46, 10)}" fill="${ctx.ink2}"/></pattern>`;
    case 'butti': {
      const gold = light ? GOLD_DARK : GOLD_LIGHT;
      const petals = [0, 90, 180, 270]
        .map((a) => `<ellipse cx="15" cy="9" rx="3" ry="5.5" fill="${gold}" transform="rotate(${a} 15 15)"/>`)
        .join('');
      return `${open(60, 60)}${petals}<circle cx="15" cy="15" r="2.6" fill="${lighten(gold, 0.5)}"/><circle cx="45" cy="45" r="3.2" fill="${gold}"/><circle cx="45" cy="38" r="1.5" fill="${gold}"/><circle cx="45" cy="52" r="1.5" fill="${gold}"/><circle cx="38" cy="45" r="1.5" fill="${gold}"/><circle cx="52" cy="45" r="1.5" fill="${gold}"/></pattern>`;
    }
    case 'denim':
      return `${open(7, 7)}<path d="M-1 8L8 -1" stroke="#fff" stroke-width="1.4" opacity=".13"/><path d="M2.5 8L8 2.5" stroke="#000" stroke-width="1" opacity=".12"/></pattern>`;
    case 'knit':
      return `${open(16, 14)}<path d="M2 1L8 12M14 1L8 12" stroke="${darken(ctx.base, 0.35)}" stroke-width="2" opacity=".3" fill="none"/><path d="M3 1L8 9" stroke="#fff" stroke-width="1.2" opacity=".18"/></pattern>`;
    default:
      return '';
  }
}

export type MotifKind = 'rainbow' | 'sun' | 'rocket' | 'car';
const MOTIFS: readonly MotifKind[] = ['rainbow', 'sun', 'rocket', 'car'];

export function motifFor(ctx: Ctx): MotifKind {
  return MOTIFS[ctx.hash % MOTIFS.length] as MotifKind;
}

/** A chest print centred at (x, y), about `size` wide. */
export function motif(ctx: Ctx, x: number, y: number, size: number, kind = motifFor(ctx)): string {
  const k = size / 200;
  const t = `translate(${x} ${y}) scale(${k.toFixed(3)})`;
  const outline = isLight(ctx.base) ? '#3B3B4F' : '#FFFFFF';
  let s = '';
  switch (kind) {
    case 'rainbow': {
      const colours = ['#E8534A', '#F39C3D', '#F6CD46', '#62B46B', '#4C8FD6'];
      colours.forEach((c, i) => {
        const r = 86 - i * 15;
        s += `<path d="M${-r} 30A${r} ${r} 0 0 1 ${r} 30" fill="none" stroke="${c}" stroke-width="15"/>`;
      });
      for (const cx of [-72, 72]) {
        s += `<g fill="#fff" stroke="${outline}" stroke-width="3"><circle cx="${cx - 18}" cy="38" r="18"/><circle cx="${cx + 16}" cy="38" r="20"/><circle cx="${cx}" cy="24" r="22"/></g><rect x="${cx - 34}" y="36" width="70" height="20" fill="#fff"/>`;
      }
      break;
    }
    case 'sun': {
      let rays = '';
      for (let i = 0; i < 12; i++)
        rays += `<rect x="-6" y="-92" width="12" height="30" rx="6" fill="#F6A623" transform="rotate(${i * 30})"/>`;
      s = `${rays}<circle r="56" fill="#FFCE3D" stroke="#F6A623" stroke-width="5"/><circle cx="-19" cy="-10" r="7" fill="#3B3B4F"/><circle cx="19" cy="-10" r="7" fill="#3B3B4F"/><path d="M-24 14Q0 40 24 14" fill="none" stroke="#3B3B4F" stroke-width="6" stroke-linecap="round"/><circle cx="-34" cy="10" r="8" fill="#F48A7B" opacity=".7"/><circle cx="34" cy="10" r="8" fill="#F48A7B" opacity=".7"/>`;
      break;
    }
    case 'rocket':
      s =
        '<path d="M-22 60Q0 120 22 60Z" fill="#F6A623"/><path d="M-12 60Q0 100 12 60Z" fill="#FFE066"/>' +
        `<path d="M-34 20L-62 66L-30 58ZM34 20L62 66L30 58Z" fill="#E8534A" stroke="${outline}" stroke-width="4" stroke-linejoin="round"/>` +
        `<path d="M0 -96C40 -60 42 10 30 62L-30 62C-42 10 -40 -60 0 -96Z" fill="#F4F4F6" stroke="${outline}" stroke-width="5"/>` +
        `<path d="M0 -96C18 -80 28 -62 31 -46L-31 -46C-28 -62 -18 -80 0 -96Z" fill="#E8534A" stroke="${outline}" stroke-width="4"/>` +
        `<circle cy="-6" r="17" fill="#5AB0E8" stroke="${outline}" stroke-width="5"/><circle cx="-5" cy="-11" r="5" fill="#fff"/>` +
        `<path d="${starPath(-70, -60, 10)}" fill="#FFE066"/><path d="${starPath(72, -20, 8)}" fill="#FFE066"/>`;
      break;
    default:
      s =
        `<path d="M-88 40L-88 10Q-86 -6 -66 -8L-44 -10L-18 -44Q-12 -50 0 -50L44 -50Q54 -50 60 -42L80 -10Q94 -8 94 8L94 40Z" fill="#E8534A" stroke="${outline}" stroke-width="5" stroke-linejoin="round"/>` +
        `<path d="M-32 -12L-12 -40L14 -40L14 -12ZM24 -12L24 -40L48 -40L64 -12Z" fill="#BFE3F7" stroke="${outline}" stroke-width="4" stroke-linejoin="round"/>` +
        `<circle cx="-50" cy="42" r="22" fill="#3B3B4F" stroke="${outline}" stroke-width="3"/><circle cx="-50" cy="42" r="9" fill="#D9D9D9"/>` +
        `<circle cx="54" cy="42" r="22" fill="#3B3B4F" stroke="${outline}" stroke-width="3"/><circle cx="54" cy="42" r="9" fill="#D9D9D9"/>` +
        '<rect x="82" y="2" width="10" height="10" rx="3" fill="#FFE066"/>';
  }
  return `<g transform="${t}">${s}</g>`;
}
