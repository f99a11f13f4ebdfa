import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import ReferPage from './ReferPage.tsx';
import { makeShopper } from './test-data.ts';

// WCAG 2.x contrast of every coloured text on the Refer page against what lies behind it: the
// theme's colours come from web/styles.css, the layers (with their /NN opacity) from the classes of
// the element and its ancestors, down to the page's cream. Body text needs 4.5:1 (WCAG 1.4.3 AA).

type Rgb = [number, number, number];

/** The theme's --color-* tokens (vitest runs from the repository root). */
const THEME: Record<string, Rgb> = (() => {
  const css = readFileSync('web/styles.css', 'utf8');
  const colours: Record<string, Rgb> = { white: [255, 255, 255] };
  for (const [, name, hex] of css.matchAll(/--color-([a-z-]+):\s*#([0-9a-f]{6});/gi)) {
    colours[name!] = [0, 2, 4].map((i) => Number.parseInt(hex!.slice(i, i + 2), 16)) as Rgb;
  }
  return colours;
})();

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` at `alpha` over `bottom`. */
function over(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  return top.map((v, i) => v * alpha + bottom[i]! * (1 - alpha)) as Rgb;
}

/** A class such as `bg-butter/60` or `text-accent` (no state prefix) as a theme colour and opacity. */
function token(element: Element, prefix: 'bg' | 'text'): { colour: Rgb; alpha: number } | null {
  for (const name of element.classList) {
    const match = new RegExp(`^${prefix}-([a-z-]+?)(?:/(\\d+))?$`).exec(name);
    const colour = match ? THEME[match[1]!] : undefined;
    if (colour) return { colour, alpha: match![2] ? Number(match![2]) / 100 : 1 };
  }
  return null;
}

/** What is painted behind an element: its own and its ancestors' backgrounds over the cream page. */
function backdrop(element: Element): Rgb {
  const layers: { colour: Rgb; alpha: number }[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const layer = token(node, 'bg');
    if (!layer) continue;
    layers.push(layer);
    if (layer.alpha === 1) break;
  }
  return layers.reduceRight((below, layer) => over(layer.colour, layer.alpha, below), THEME.cream!);
}

function renderRefer() {
  localStorage.setItem(TOKEN_KEY, 'token-1');
  localStorage.setItem(USER_ID_KEY, 'user-1');
  fakeApi({ profile: () => ({ user: makeShopper() }) });
  return renderRoutes([{ path: '/refer', element: <ReferPage /> }], '/refer');
}

describe('Refer page contrast', () => {
  it('measured the old blue link on the rewards panel below 4.5:1; the darker blue passes', () => {
    const panel = over(THEME.butter!, 0.6, THEME.cream!);
    expect(contrastRatio(THEME.accent!, panel)).toBeCloseTo(4.25, 2);
    expect(contrastRatio(THEME['accent-strong']!, panel)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every coloured text at least 4.5:1 against what is behind it', async () => {
    const { container } = renderRefer();
    await screen.findByText('LLAB12CD');
    const link = screen.getByRole('link', { name: 'More ways to earn coins' });
    const checked: string[] = [];
    for (const element of container.querySelectorAll('*')) {
      const text = token(element, 'text');
      if (!text || element.closest('[aria-hidden="true"], svg') || !element.textContent?.trim()) continue;
      const behind = backdrop(element);
      const ratio = contrastRatio(over(text.colour, text.alpha, behind), behind);
      checked.push(element.textContent.trim());
      expect(ratio, `"${element.textContent.trim()}" (${element.className})`).toBeGreaterThanOrEqual(4.5);
    }
    expect(checked).toContain(link.textContent);
  });
});
