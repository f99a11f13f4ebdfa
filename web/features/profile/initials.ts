/** Up to two initials of a person's name ('Asha Rao' → 'AR'); empty when there is no name to use. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return `${[...first][0] ?? ''}${last ? ([...last][0] ?? '') : ''}`.toUpperCase();
}
