// Deterministic randomness for the demo shop: the same seed gives the same shop, byte for byte.

export type Rng = () => number;

/** mulberry32: a tiny, fast 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** murmur3's finaliser: a bijection on 32-bit integers with good avalanche. */
export function fmix32(input: number): number {
  let h = input >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over a string, then mixed: a stable 32-bit hash for names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/** A PRNG for one numbered thing (e.g. product #i), independent of how many came before it. */
export function rngFor(seed: number, stream: number, index: number): Rng {
  return mulberry32(fmix32(seed ^ fmix32(stream * 0x9e3779b1 + fmix32(index))));
}

export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function pickWeighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, w] of items) total += w;
  let r = rng() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error('pick from an empty list');
  return last[0];
}

/** k distinct items in a random order (Fisher–Yates on a copy). */
export function sample<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const copy = items.slice();
  const n = Math.min(k, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rng() * (copy.length - i));
    const tmp = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = tmp;
  }
  return copy.slice(0, n);
}

const hex = (value: number, width: number) => (value >>> 0).toString(16).padStart(width, '0').slice(-width);

/** Kinds of rows with seeded ids; the kind is part of the id, so ids of different kinds never collide. */
export const ID_KIND = {
  category: 1,
  subcategory: 2,
  brand: 3,
  product: 4,
  variant: 5,
  size: 6,
  offer: 7,
  review: 8,
  slider: 9,
  topSale: 10,
  topPick: 11,
  offerCard: 12,
  trending: 13,
  lowestPrice: 14,
  article: 15,
} as const;

/**
 * A stable id formatted as a version-4 UUID. It is injective in (kind < 16, a < 2^48, b < 4096,
 * c < 4096): the last group holds a (its low 32 bits permuted, its high 16 bits masked by them),
 * kind and b (masked) the second, c (masked) the third; masks depend only on what the id carries, so
 * ids stay unique without a lookup table while the same shop always gets the same ids.
 */
export function seededUuid(kind: number, a: number, b = 0, c = 0): string {
  const lo = a % 0x1_0000_0000;
  const hi = Math.floor(a / 0x1_0000_0000) & 0xffff;
  const h = fmix32(fmix32(kind * 0x9e3779b1 + lo) ^ fmix32(b * 0x85ebca6b + c + hi));
  const permuted = fmix32(lo ^ Math.imul(kind, 0x01000193));
  const last = hex((hi ^ (fmix32(permuted) >>> 16)) & 0xffff, 4) + hex(permuted, 8);
  // b and c are masked by bits that depend only on (kind, a), which the id also carries: still injective.
  const m = fmix32(Math.imul(kind, 0x27d4eb2f) ^ lo ^ (hi << 16));
  const bb = (b ^ m) & 0xfff;
  const cc = (c ^ (m >>> 12)) & 0xfff;
  return `${hex(h, 8)}-${hex(kind, 1)}${hex(bb, 3)}-4${hex(cc, 3)}-${hex(8 + (h & 3), 1)}${hex(h >>> 20, 3)}-${last}`;
}
