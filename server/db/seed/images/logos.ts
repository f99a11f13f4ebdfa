// Brand logos (240 × 240): an emblem shape with a drawn icon, and the name underneath. The emblem
// carries the logo on its own, so it still reads as a logo where no font is installed.
import type { BrandContent, EmblemIcon, EmblemShape } from '../content.ts';
import { starPath } from './patterns.ts';
import { darken, esc, FONT, lighten, svgDoc } from './svg.ts';

export const LOGO_SIZE = 240;

function emblem(shape: EmblemShape, fill: string): string {
  const ring = lighten(fill, 0.35);
  switch (shape) {
    case 'circle':
      return `<circle cx="120" cy="96" r="74" fill="${fill}"/><circle cx="120" cy="96" r="64" fill="none" stroke="${ring}" stroke-width="3" stroke-dasharray="2 6" stroke-linecap="round"/>`;
    case 'rounded':
      return `<rect x="48" y="24" width="144" height="144" rx="38" fill="${fill}"/><rect x="58" y="34" width="124" height="124" rx="30" fill="none" stroke="${ring}" stroke-width="3"/>`;
    case 'hexagon': {
      let d = '';
      for (let k = 0; k < 6; k++) {
        const a = (k * Math.PI) / 3 - Math.PI / 2;
        d += `${k ? 'L' : 'M'}${(120 + Math.cos(a) * 80).toFixed(1)} ${(96 + Math.sin(a) * 80).toFixed(1)}`;
      }
      return `<path d="${d}Z" fill="${fill}" stroke="${darken(fill, 0.15)}" stroke-width="6" stroke-linejoin="round"/>`;
    }
    case 'scallop': {
      let s = `<circle cx="120" cy="96" r="64" fill="${fill}"/>`;
      for (let k = 0; k < 16; k++) {
        const a = (k * Math.PI) / 8;
        s += `<circle cx="${(120 + Math.cos(a) * 64).toFixed(1)}" cy="${(96 + Math.sin(a) * 64).toFixed(1)}" r="14" fill="${fill}"/>`;
      }
      return `${s}<circle cx="120" cy="96" r="58" fill="none" stroke="${ring}" stroke-width="3"/>`;
    }
    case 'shield':
      return `<path d="M120 18L190 40L186 110Q176 156 120 178Q64 156 54 110L50 40Z" fill="${fill}"/><path d="M120 30L178 48L175 108Q166 146 120 165Q74 146 65 108L62 48Z" fill="none" stroke="${ring}" stroke-width="3"/>`;
    case 'cloud':
      return `<g fill="${fill}"><circle cx="80" cy="110" r="44"/><circle cx="124" cy="78" r="56"/><circle cx="170" cy="108" r="42"/><rect x="60" y="104" width="128" height="52" rx="26"/></g>`;
    default:
      return `<path d="M50 170L50 96A70 70 0 0 1 190 96L190 170Z" fill="${fill}"/><path d="M62 160L62 98A58 58 0 0 1 178 98L178 160Z" fill="none" stroke="${ring}" stroke-width="3"/>`;
  }
}

function icon(kind: EmblemIcon, ink: string, accent: string): string {
  const W = '#FFFFFF';
  switch (kind) {
    case 'spool':
      return (
        `<rect x="92" y="58" width="56" height="12" rx="4" fill="${W}"/><rect x="92" y="124" width="56" height="12" rx="4" fill="${W}"/>` +
        `<rect x="100" y="70" width="40" height="54" fill="${accent}"/>` +
        `<path d="M100 80L140 78M100 92L140 90M100 104L140 102M100 116L140 114" stroke="${darken(accent, 0.25)}" stroke-width="3"/>` +
        `<path d="M140 84Q172 92 160 130Q150 150 168 158" fill="none" stroke="${W}" stroke-width="3" stroke-linecap="round"/>` +
        `<path d="M150 60L178 150" stroke="${W}" stroke-width="5" stroke-linecap="round"/><ellipse cx="153" cy="68" rx="2.5" ry="5" fill="${ink}" transform="rotate(-17 153 68)"/>`
      );
    case 'pebbles':
      return (
        `<ellipse cx="120" cy="134" rx="44" ry="16" fill="${W}"/><ellipse cx="118" cy="108" rx="32" ry="13" fill="${lighten(accent, 0.2)}"/>` +
        `<ellipse cx="122" cy="86" rx="20" ry="10" fill="${W}"/><path d="M122 76Q118 58 104 54Q112 66 122 76ZM123 76Q132 56 148 56Q138 68 123 76Z" fill="${W}"/>`
      );
    case 'mango':
      return (
        `<path d="M116 62C152 56 170 96 158 126C146 154 104 160 88 134C74 110 86 68 116 62Z" fill="${W}"/>` +
        `<path d="M116 62C130 46 150 42 166 48C154 64 136 68 116 62Z" fill="#6DBE5A"/><path d="M116 62Q112 52 114 44" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>` +
        `<path d="M106 84Q98 100 104 118" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round" opacity=".6"/>`
      );
    case 'lotus': {
      const petal = (a: number, fill: string) =>
        `<path d="M120 140C100 120 100 86 120 58C140 86 140 120 120 140Z" fill="${fill}" transform="rotate(${a} 120 140)"/>`;
      return (
        petal(-50, lighten(accent, 0.1)) +
        petal(50, lighten(accent, 0.1)) +
        petal(-32, W) +
        petal(32, W) +
        petal(0, W) +
        `<path d="M76 146Q120 160 164 146" stroke="${W}" stroke-width="5" fill="none" stroke-linecap="round"/>`
      );
    }
    case 'bee':
      return (
        `<ellipse cx="98" cy="76" rx="22" ry="14" fill="${W}" opacity=".9" transform="rotate(-25 98 76)"/><ellipse cx="142" cy="76" rx="22" ry="14" fill="${W}" opacity=".9" transform="rotate(25 142 76)"/>` +
        `<ellipse cx="120" cy="112" rx="34" ry="28" fill="#F4C430" stroke="${W}" stroke-width="4"/>` +
        `<path d="M104 88Q100 112 104 136M120 84L120 140M136 88Q140 112 136 136" stroke="#2B2B2B" stroke-width="8" fill="none"/>` +
        `<path d="M110 86Q104 66 94 60M130 86Q136 66 146 60" stroke="${W}" stroke-width="3" fill="none"/><circle cx="94" cy="60" r="4" fill="${W}"/><circle cx="146" cy="60" r="4" fill="${W}"/>`
      );
    case 'bowtie':
      return (
        `<path d="M120 98L72 70Q62 98 72 126Z" fill="${W}"/><path d="M120 98L168 70Q178 98 168 126Z" fill="${W}"/>` +
        `<rect x="106" y="84" width="28" height="28" rx="8" fill="${accent}" stroke="${W}" stroke-width="4"/>` +
        `<path d="M80 84L96 98L80 112M160 84L144 98L160 112" stroke="${accent}" stroke-width="3" fill="none"/>`
      );
    case 'charkha': {
      let spokes = '';
      for (let k = 0; k < 8; k++)
        spokes += `<path d="M110 98L${(110 + Math.cos((k * Math.PI) / 4) * 38).toFixed(1)} ${(98 + Math.sin((k * Math.PI) / 4) * 38).toFixed(1)}" stroke="${W}" stroke-width="4"/>`;
      return (
        `<circle cx="110" cy="98" r="40" fill="none" stroke="${W}" stroke-width="7"/>${spokes}<circle cx="110" cy="98" r="7" fill="${W}"/>` +
        `<path d="M110 138L100 156M110 138L120 156M88 156L132 156" stroke="${W}" stroke-width="5" stroke-linecap="round"/>` +
        `<path d="M150 98L172 98L172 150" stroke="${W}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M148 98Q160 72 176 80" stroke="${accent}" stroke-width="3" fill="none"/>`
      );
    }
    case 'sun': {
      let rays = '';
      for (let k = 0; k < 12; k++)
        rays += `<rect x="116" y="42" width="8" height="20" rx="4" fill="${W}" transform="rotate(${k * 30} 120 98)"/>`;
      return `${rays}<circle cx="120" cy="98" r="30" fill="${W}"/><path d="M106 104Q120 118 134 104" stroke="${ink}" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="110" cy="92" r="3.5" fill="${ink}"/><circle cx="130" cy="92" r="3.5" fill="${ink}"/>`;
    }
    case 'raindrops':
      return (
        `<path d="M72 100A48 44 0 0 1 168 100Q156 92 144 100Q132 92 120 100Q108 92 96 100Q84 92 72 100Z" fill="${W}"/>` +
        `<path d="M120 100L120 144Q120 154 110 154Q102 154 100 146" stroke="${W}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
        `<path d="M86 120Q80 132 86 136Q92 132 86 120ZM152 118Q146 130 152 134Q158 130 152 118ZM140 142Q134 154 140 158Q146 154 140 142Z" fill="${lighten(accent, 0.1)}" stroke="${W}" stroke-width="2"/>`
      );
    case 'moon':
      return (
        `<path d="M132 54A46 46 0 1 0 160 128A38 38 0 1 1 132 54Z" fill="${W}"/>` +
        `<path d="${starPath(150, 74, 12)}" fill="#FFE08A"/><path d="${starPath(168, 104, 7)}" fill="#FFE08A"/><circle cx="96" cy="84" r="3" fill="${ink}" opacity=".3"/>`
      );
    case 'kite':
      return (
        `<path d="M120 48L156 96L120 144L84 96Z" fill="${W}"/><path d="M120 48L120 144M84 96L156 96" stroke="${accent}" stroke-width="4"/>` +
        `<path d="M120 48L156 96L120 96Z" fill="${lighten(accent, 0.3)}"/>` +
        `<path d="M120 144Q110 156 124 164Q138 172 126 182" stroke="${W}" stroke-width="3" fill="none"/>` +
        `<path d="M112 156L120 160L112 166ZM132 168L126 174L134 178Z" fill="${W}"/>`
      );
    case 'rangoli': {
      let petals = '';
      for (let k = 0; k < 8; k++) {
        petals += `<path d="M120 98C112 84 112 66 120 52C128 66 128 84 120 98Z" fill="${k % 2 ? lighten(accent, 0.35) : W}" transform="rotate(${k * 45} 120 98)"/>`;
      }
      let dots = '';
      for (let k = 0; k < 16; k++) {
        const a = (k * Math.PI) / 8;
        dots += `<circle cx="${(120 + Math.cos(a) * 58).toFixed(1)}" cy="${(98 + Math.sin(a) * 58).toFixed(1)}" r="3.5" fill="${W}"/>`;
      }
      return `${petals}${dots}<circle cx="120" cy="98" r="12" fill="#FFD66B" stroke="${W}" stroke-width="3"/>`;
    }
    case 'hopscotch': {
      const sq = (x: number, y: number) =>
        `<rect x="${x}" y="${y}" width="26" height="26" rx="3" fill="none" stroke="${W}" stroke-width="4"/>`;
      return (
        sq(107, 132) +
        sq(94, 106) +
        sq(120, 106) +
        sq(107, 80) +
        sq(94, 54) +
        sq(120, 54) +
        `<circle cx="133" cy="93" r="6" fill="#FFD66B"/>`
      );
    }
    default:
      return (
        `<circle cx="120" cy="64" r="16" fill="${ink}"/><ellipse cx="120" cy="106" rx="40" ry="42" fill="#E0525A" stroke="${W}" stroke-width="4"/>` +
        `<path d="M120 66L120 148" stroke="${ink}" stroke-width="4"/>` +
        `<circle cx="102" cy="94" r="7" fill="${ink}"/><circle cx="138" cy="94" r="7" fill="${ink}"/><circle cx="104" cy="124" r="6" fill="${ink}"/><circle cx="136" cy="124" r="6" fill="${ink}"/>` +
        `<path d="M110 52Q100 38 92 40M130 52Q140 38 148 40" stroke="${W}" stroke-width="3" fill="none"/>`
      );
  }
}

export function logoSvg(brand: BrandContent): string {
  const [fill, paper, ink] = brand.colours;
  const size = brand.name.length > 13 ? 19 : brand.name.length > 10 ? 21 : 24;
  const body =
    `<rect width="240" height="240" fill="${paper}"/>` +
    emblem(brand.shape, fill) +
    icon(brand.icon, ink, darken(fill, 0.25)) +
    `<text x="120" y="214" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${ink}" letter-spacing=".5">${esc(brand.name)}</text>` +
    `<rect x="92" y="224" width="56" height="4" rx="2" fill="${fill}"/>`;
  return svgDoc(LOGO_SIZE, LOGO_SIZE, '', body);
}
