// Home-page pictures: slider banners (1200 × 480, no text – the storefront overlays the title),
// section cards (600 × 400) and category tiles (320 × 320).
import type { Deco, SceneArt, SceneItem } from '../merch-content.ts';
import { colourHex } from '../palette.ts';
import { hashString, mulberry32, type Rng } from '../prng.ts';
import { heartPath, starPath } from './patterns.ts';
import { drawItem } from './product.ts';
import { darken, lighten, svgDoc } from './svg.ts';

export const BANNER = { width: 1200, height: 480 } as const;
export const CARD = { width: 600, height: 400 } as const;
export const TILE = { width: 320, height: 320 } as const;

const FOOTWEAR_TYPES = new Set(['sneakers', 'sandals', 'booties', 'school-shoes']);

const CONFETTI = ['#F28B82', '#FBBC04', '#34A853', '#4285F4', '#A142F4', '#FF6D01', '#F06292'];

const f = (v: number) => v.toFixed(1);

function snowflake(x: number, y: number, r: number): string {
  let d = '';
  for (let k = 0; k < 3; k++) {
    const a = (k * Math.PI) / 3;
    d += `M${f(x - Math.cos(a) * r)} ${f(y - Math.sin(a) * r)}L${f(x + Math.cos(a) * r)} ${f(y + Math.sin(a) * r)}`;
  }
  return `<path d="${d}" stroke="#fff" stroke-width="${f(Math.max(2, r / 5))}" stroke-linecap="round" opacity=".85"/>`;
}

function cloud(x: number, y: number, s: number): string {
  return (
    `<g fill="#fff" opacity=".9" transform="translate(${f(x)} ${f(y)}) scale(${f(s)})">` +
    '<circle cx="-30" cy="6" r="22"/><circle cx="0" cy="-8" r="30"/><circle cx="32" cy="6" r="20"/><rect x="-52" y="4" width="104" height="24" rx="12"/></g>'
  );
}

function diya(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s)})">` +
    '<path d="M0 -46C10 -30 10 -18 0 -10C-10 -18 -10 -30 0 -46Z" fill="#FFB300"/><path d="M0 -34C5 -26 5 -18 0 -14C-5 -18 -5 -26 0 -34Z" fill="#FFF3B0"/>' +
    '<path d="M-40 -8Q0 -2 40 -8Q34 26 0 28Q-34 26 -40 -8Z" fill="#C0522B"/><path d="M-40 -8Q0 -2 40 -8Q0 -16 -40 -8Z" fill="#8E3A1C"/>' +
    '<path d="M-28 8Q0 14 28 8" stroke="#F2C55C" stroke-width="3" fill="none"/><circle cx="0" cy="16" r="3" fill="#F2C55C"/></g>'
  );
}

function gift(x: number, y: number, s: number, colour: string): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s)})">` +
    `<rect x="-30" y="-22" width="60" height="48" rx="4" fill="${colour}"/><rect x="-34" y="-34" width="68" height="16" rx="4" fill="${darken(colour, 0.12)}"/>` +
    '<rect x="-6" y="-34" width="12" height="60" fill="#FFF3D6"/>' +
    '<path d="M0 -34C-16 -54 -34 -44 -20 -34ZM0 -34C16 -54 34 -44 20 -34Z" fill="#FFF3D6"/></g>'
  );
}

function coin(x: number, y: number, r: number): string {
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#F4C542" stroke="#C9971A" stroke-width="${f(r / 8)}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.7)}" fill="none" stroke="#FFE28A" stroke-width="${f(r / 10)}"/>` +
    `<path d="${starPath(x, y, r * 0.42)}" fill="#FFE28A"/>`
  );
}

function leaf(x: number, y: number, s: number, rot: number): string {
  return `<path d="M0 0C12 -22 40 -24 56 -10C40 8 14 10 0 0Z" fill="#6DBE5A" transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(s)})"/><path d="M0 0Q28 -10 52 -10" stroke="#4E9A3F" stroke-width="2" fill="none" transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(s)})"/>`;
}

function garland(w: number, y: number): string {
  let s = '';
  const swags = Math.max(2, Math.round(w / 300));
  const span = w / swags;
  for (let k = 0; k < swags; k++) {
    for (let t = 0; t <= 1.0001; t += 0.07) {
      const x = k * span + t * span;
      const yy = y + Math.sin(t * Math.PI) * 34;
      s += `<circle cx="${f(x)}" cy="${f(yy)}" r="9" fill="${Math.round(t / 0.07) % 2 ? '#F59E0B' : '#FBBF24'}"/>`;
    }
    s += `<path d="M${f(k * span)} ${y}L${f(k * span)} ${y + 40}" stroke="#3F8F3A" stroke-width="3"/><circle cx="${f(k * span)}" cy="${y + 46}" r="8" fill="#E8590C"/>`;
  }
  return s;
}

function decoration(kind: Deco, w: number, h: number, rng: Rng, calmLeft: number): string {
  const xs = () => calmLeft * 0.35 + rng() * (w - calmLeft * 0.35);
  let s = '';
  switch (kind) {
    case 'confetti':
      for (let i = 0; i < 26; i++) {
        const c = CONFETTI[i % CONFETTI.length];
        const x = xs();
        const y = rng() * h;
        s +=
          i % 3 === 0
            ? `<circle cx="${f(x)}" cy="${f(y)}" r="${f(4 + rng() * 5)}" fill="${c}" opacity=".8"/>`
            : `<rect x="${f(x)}" y="${f(y)}" width="${f(8 + rng() * 8)}" height="5" rx="2" fill="${c}" opacity=".8" transform="rotate(${f(rng() * 180)} ${f(x)} ${f(y)})"/>`;
      }
      break;
    case 'snow':
      for (let i = 0; i < 18; i++) s += snowflake(xs(), rng() * h, 6 + rng() * 12);
      for (let i = 0; i < 30; i++)
        s += `<circle cx="${f(rng() * w)}" cy="${f(rng() * h)}" r="${f(2 + rng() * 3)}" fill="#fff" opacity=".8"/>`;
      break;
    case 'bunting': {
      const n = Math.round(w / 60);
      let d = `M0 ${h * 0.06}`;
      for (let i = 0; i < n; i++) {
        const x0 = (i * w) / n;
        const x1 = ((i + 1) * w) / n;
        const sag = Math.sin(((i + 0.5) / n) * Math.PI) * h * 0.05;
        s += `<path d="M${f(x0 + 6)} ${f(h * 0.06 + sag)}L${f(x1 - 6)} ${f(h * 0.06 + sag)}L${f((x0 + x1) / 2)} ${f(h * 0.06 + sag + 40)}Z" fill="${CONFETTI[i % CONFETTI.length]}"/>`;
        d += `L${f(x1)} ${f(h * 0.06 + sag)}`;
      }
      s = `<path d="${d}" stroke="#8D6E63" stroke-width="2" fill="none"/>${s}`;
      break;
    }
    case 'sun': {
      const cx = w * 0.86;
      const cy = h * 0.16;
      let rays = '';
      for (let k = 0; k < 14; k++)
        rays += `<rect x="${f(cx - 5)}" y="${f(cy - 96)}" width="10" height="34" rx="5" fill="#FFB300" opacity=".8" transform="rotate(${k * (360 / 14)} ${f(cx)} ${f(cy)})"/>`;
      s = `${rays}<circle cx="${f(cx)}" cy="${f(cy)}" r="52" fill="#FFCA28"/>`;
      for (let i = 0; i < 6; i++)
        s += `<circle cx="${f(xs())}" cy="${f(rng() * h)}" r="${f(3 + rng() * 4)}" fill="#fff" opacity=".7"/>`;
      break;
    }
    case 'clouds':
      for (let i = 0; i < 5; i++) s += cloud(xs(), 30 + rng() * h * 0.7, 0.6 + rng() * 0.6);
      break;
    case 'stars':
      for (let i = 0; i < 16; i++)
        s += `<path d="${starPath(xs(), rng() * h, 6 + rng() * 12)}" fill="${i % 3 ? '#FFFFFF' : '#FFD54F'}" opacity=".85"/>`;
      break;
    case 'coins':
      for (let i = 0; i < 9; i++) s += coin(xs(), 30 + rng() * (h - 60), 14 + rng() * 16);
      for (let i = 0; i < 8; i++)
        s += `<path d="${starPath(xs(), rng() * h, 5 + rng() * 6, 0.3)}" fill="#fff"/>`;
      break;
    case 'gifts':
      for (let i = 0; i < 4; i++)
        s += gift(
          xs(),
          h * 0.25 + rng() * h * 0.6,
          0.6 + rng() * 0.5,
          CONFETTI[i % CONFETTI.length] as string,
        );
      for (let i = 0; i < 8; i++)
        s += `<path d="${heartPath(xs(), rng() * h, 14 + rng() * 10)}" fill="#fff" opacity=".7"/>`;
      break;
    case 'leaves':
      for (let i = 0; i < 14; i++) s += leaf(xs(), rng() * h, 0.5 + rng() * 0.6, rng() * 360);
      break;
    default:
      s = garland(w, 0);
      for (let i = 0; i < Math.round(w / 220); i++)
        s += diya(calmLeft * 0.5 + ((i + 0.5) * (w - calmLeft * 0.5)) / Math.round(w / 220), h - 34, 0.8);
      for (let i = 0; i < 10; i++)
        s += `<path d="${starPath(xs(), 60 + rng() * (h - 160), 4 + rng() * 5, 0.3)}" fill="#fff" opacity=".9"/>`;
  }
  return s;
}

interface Placement {
  x: number;
  y: number;
  scale: number;
  rotate: number;
}

function placeItems(items: readonly SceneItem[], kind: 'banner' | 'card' | 'tile'): Placement[] {
  if (kind === 'banner') {
    const slots: Placement[][] = [
      [],
      [{ x: 880, y: 240, scale: 0.6, rotate: 0 }],
      [
        { x: 780, y: 250, scale: 0.56, rotate: -4 },
        { x: 1010, y: 250, scale: 0.56, rotate: 4 },
      ],
      [
        { x: 690, y: 262, scale: 0.5, rotate: -6 },
        { x: 1070, y: 262, scale: 0.5, rotate: 6 },
        { x: 880, y: 240, scale: 0.58, rotate: 0 },
      ],
    ];
    return slots[Math.min(3, items.length)] ?? [];
  }
  if (kind === 'tile') return [{ x: 160, y: 162, scale: 0.38, rotate: 0 }];
  return items.length >= 2
    ? [
        { x: 220, y: 212, scale: 0.46, rotate: -5 },
        { x: 400, y: 206, scale: 0.48, rotate: 5 },
      ]
    : [{ x: 330, y: 206, scale: 0.5, rotate: 0 }];
}

function itemsSvg(
  items: readonly SceneItem[],
  kind: 'banner' | 'card' | 'tile',
): { defs: string; body: string } {
  let defs = '';
  let body = '';
  const places = placeItems(items, kind);
  places.forEach((p, i) => {
    const item = items[i];
    if (!item) return;
    const drawn = drawItem(item.type, colourHex(item.colour), item.pattern, `i${i}`);
    defs += drawn.defs;
    // Shoes are small next to clothes: shrink them and stand them on the floor.
    const shoe = kind === 'banner' && items.length > 1 && FOOTWEAR_TYPES.has(item.type);
    const scale = shoe ? p.scale * 0.62 : p.scale;
    const y = shoe ? p.y + 375 * (p.scale - scale) : p.y;
    const t = `translate(${f(p.x)} ${f(y)}) rotate(${p.rotate}) scale(${f(scale)}) translate(-300 -375)`;
    body += `<g transform="${t}">${drawn.shadow}${drawn.body}</g>`;
  });
  return { defs, body };
}

/** A slider banner or a section card. The seed string keeps the decoration stable per picture. */
export function sceneSvg(art: SceneArt, kind: 'banner' | 'card', seed: string): string {
  const { width: w, height: h } = kind === 'banner' ? BANNER : CARD;
  const rng = mulberry32(hashString(seed));
  const calmLeft = kind === 'banner' ? w * 0.42 : 0;
  const items = itemsSvg(art.items, kind);
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.bg[0]}"/><stop offset="1" stop-color="${art.bg[1]}"/></linearGradient>` +
    `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    items.defs;
  const blobX = kind === 'banner' ? 880 : w * 0.55;
  const blobY = h * 0.52;
  const blobR = kind === 'banner' ? 250 : 170;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${f(blobX)}" cy="${f(blobY)}" r="${blobR}" fill="${art.blob}" opacity=".55"/>` +
    `<circle cx="${f(blobX + blobR * 0.9)}" cy="${f(blobY - blobR * 0.7)}" r="${f(blobR * 0.35)}" fill="${lighten(art.blob, 0.3)}" opacity=".6"/>` +
    `<circle cx="${f(blobX - blobR * 1.05)}" cy="${f(blobY + blobR * 0.65)}" r="${f(blobR * 0.22)}" fill="${art.blob}" opacity=".45"/>` +
    (kind === 'banner'
      ? `<rect width="${f(w * 0.5)}" height="${h}" fill="url(#calm)"/><circle cx="120" cy="${h - 40}" r="110" fill="${lighten(art.blob, 0.45)}" opacity=".35"/>`
      : '') +
    decoration(art.deco, w, h, rng, calmLeft) +
    `<ellipse cx="${f(blobX)}" cy="${f(h * 0.93)}" rx="${f(blobR * 1.1)}" ry="16" fill="#000" opacity=".06"/>` +
    items.body;
  return svgDoc(w, h, defs, body);
}

/** A category or subcategory tile: one garment on a coloured circle. */
export function tileSvg(item: SceneItem, circle: string): string {
  const items = itemsSvg([item], 'tile');
  const body =
    '<rect width="320" height="320" fill="#FFFFFF"/>' +
    `<circle cx="160" cy="160" r="150" fill="${circle}"/>` +
    `<circle cx="160" cy="160" r="150" fill="none" stroke="${darken(circle, 0.06)}" stroke-width="4"/>` +
    `<path d="M60 60A142 142 0 0 1 220 30" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none" opacity=".5"/>` +
    items.body;
  return svgDoc(TILE.width, TILE.height, items.defs, body);
}
