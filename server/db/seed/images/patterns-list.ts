// The fabric prints the art can draw; product data picks from these names.
export const PATTERNS = [
  'plain',
  'dots',
  'stripes',
  'checks',
  'floral',
  'stars',
  'hearts',
  'butti',
  'print',
  'denim',
  'knit',
] as const;

export type Pattern = (typeof PATTERNS)[number];

export function isPattern(value: string): value is Pattern {
  return (PATTERNS as readonly string[]).includes(value);
}
