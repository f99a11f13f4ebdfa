// Accessory drawings: cap, hairband, socks, backpack and bib in the 600 × 750 frame.
import type { Drawer } from './garments.ts';
import { patternDef, starPath } from './patterns.ts';
import {
  type Ctx,
  darken,
  hasFill,
  isLight,
  lighten,
  line,
  makeCtx,
  mirror,
  piece,
  ribLines,
  shadingDefs,
  shape,
  snap,
  stitch,
  sym,
  url,
} from './svg.ts';

const cap: Drawer = (ctx) => {
  // Three-quarter view, peak to the left.
  const crown = 'M150 446C138 296 240 222 346 228C452 236 506 322 494 446Q320 474 150 446Z';
  const brim =
    'M186 440C120 436 58 458 44 498C38 522 78 532 132 524C206 514 270 490 312 462Q250 452 186 440Z';
  const patch = isLight(ctx.base) ? darken(ctx.base, 0.45) : ctx.base;
  const body =
    piece(ctx, crown, { shade: 'h' }) +
    line(
      'M336 230Q250 300 226 450M336 230Q372 330 370 462M336 230Q440 290 470 452',
      ctx.line,
      2.5,
      ' opacity=".55"',
    ) +
    stitch(ctx, 'M326 236Q242 304 216 450M346 236Q384 330 382 462', ctx.stitchColour, 1.4) +
    `<circle cx="300" cy="300" r="6" fill="${ctx.inner}" stroke="${lighten(ctx.base, 0.3)}" stroke-width="2.5"/><circle cx="414" cy="296" r="6" fill="${ctx.inner}" stroke="${lighten(ctx.base, 0.3)}" stroke-width="2.5"/>` +
    `<ellipse cx="338" cy="230" rx="16" ry="10" fill="${darken(ctx.base, 0.08)}" stroke="${ctx.line}" stroke-width="2.5"/>` +
    `<circle cx="282" cy="372" r="36" fill="${isLight(ctx.base) ? '#FFFFFF' : lighten(ctx.base, 0.85)}" stroke="${ctx.line}" stroke-width="2.5"/>` +
    `<path d="${starPath(282, 374, 23)}" fill="${patch}"/>` +
    stitch(ctx, 'M282 341A31 31 0 1 1 281.9 341', '#B9B3A8', 1.4) +
    `<path d="M150 446Q320 474 494 446" fill="none" stroke="${darken(ctx.base, 0.25)}" stroke-width="7"/>` +
    shape('M462 410Q480 414 492 430L490 446Q476 436 460 432Z', ctx.inner, ctx.line, 2) +
    piece(ctx, brim, { fill: darken(ctx.base, 0.06), shade: 'v' }) +
    `<path d="M50 506C90 520 200 506 306 466" fill="none" stroke="${darken(ctx.base, 0.3)}" stroke-width="5" opacity=".6"/>` +
    stitch(
      ctx,
      'M178 452C122 450 72 468 62 496M200 460C140 462 92 482 86 508M222 468C170 476 124 494 116 516',
      ctx.stitchColour,
      1.5,
    );
  const t = 'translate(10 40) scale(1.12)';
  return { silhouette: [{ d: crown + brim, transform: t }], body: `<g transform="${t}">${body}</g>` };
};

/** A patterned bow drawn with the fabric of ctx. */
function fabricBow(ctx: Ctx, x: number, y: number, s: number, rot: number): string {
  const k = s / 60;
  const p = (dx: number, dy: number) => `${(x + dx * k).toFixed(1)} ${(y + dy * k).toFixed(1)}`;
  const loopR = `M${p(0, 0)}C${p(20, -40)} ${p(62, -34)} ${p(60, -2)}C${p(58, 28)} ${p(22, 26)} ${p(0, 0)}Z`;
  const loopL = `M${p(0, 0)}C${p(-20, -40)} ${p(-62, -34)} ${p(-60, -2)}C${p(-58, 28)} ${p(-22, 26)} ${p(0, 0)}Z`;
  const tails = `M${p(-6, 4)}L${p(-30, 58)}L${p(-16, 52)}L${p(-8, 64)}L${p(2, 8)}ZM${p(6, 4)}L${p(30, 58)}L${p(16, 52)}L${p(8, 64)}L${p(-2, 8)}Z`;
  return (
    `<g transform="rotate(${rot} ${x} ${y})">` +
    piece(ctx, tails, { fill: darken(ctx.base, 0.06) }) +
    piece(ctx, loopR) +
    piece(ctx, loopL) +
    line(
      `M${p(10, -4)}Q${p(32, -12)} ${p(48, -4)}M${p(-10, -4)}Q${p(-32, -12)} ${p(-48, -4)}`,
      ctx.line,
      2,
      ' opacity=".5"',
    ) +
    `<rect x="${(x - 10 * k).toFixed(1)}" y="${(y - 12 * k).toFixed(1)}" width="${(20 * k).toFixed(1)}" height="${(24 * k).toFixed(1)}" rx="${(7 * k).toFixed(1)}" fill="${darken(ctx.base, 0.1)}" stroke="${ctx.line}" stroke-width="2.5"/>` +
    '</g>'
  );
}

const hairband: Drawer = (ctx) => {
  const arc = 'M152 560C138 170 462 170 448 560';
  const body =
    line(arc, ctx.line, 44) +
    line(arc, ctx.base, 38) +
    (hasFill(ctx.pattern)
      ? `<path d="${arc}" fill="none" stroke="${url(ctx, 'pat')}" stroke-width="38" stroke-linecap="round"/>`
      : '') +
    line('M170 520C160 210 440 210 430 520', '#FFFFFF', 6, ' opacity=".25"') +
    fabricBow(ctx, 372, 232, 96, 18) +
    `<g transform="translate(0 40)">` +
    line('M196 640L268 640', '#B8B8B8', 6) +
    fabricBow(ctx, 232, 630, 40, -8) +
    line('M334 640L406 640', '#B8B8B8', 6) +
    fabricBow(ctx, 370, 630, 40, 8) +
    '</g>';
  return { silhouette: [], body };
};

function sock(ctx: Ctx): string {
  const d =
    'M250 180L350 180L350 440Q352 470 380 480L470 500Q522 512 514 562Q504 602 456 596L320 580Q250 570 250 500Z';
  const heel = 'M250 486Q252 566 320 580L328 540Q290 530 290 486Z';
  const toe = 'M456 596Q504 602 514 562Q518 522 480 506Q466 552 456 596Z';
  const accent = isLight(ctx.base) ? darken(ctx.base, 0.22) : lighten(ctx.base, 0.35);
  return (
    piece(ctx, d) +
    shape(heel, accent, ctx.line, 2.5) +
    shape(toe, accent, ctx.line, 2.5) +
    shape('M246 176L354 176L354 236L246 236Z', ctx.band, ctx.line, 2.5) +
    ribLines(248, 352, 180, 234, 9, ctx.line) +
    stitch(ctx, 'M470 500Q458 548 450 590', ctx.stitchColour, 1.4)
  );
}

const socks: Drawer = (ctx) => {
  const second = makeCtx(
    `${ctx.id}b`,
    isLight(ctx.base) ? '#F5F2EA' : lighten(ctx.base, 0.55),
    ctx.pattern,
    'sock2',
  );
  const third = makeCtx(
    `${ctx.id}c`,
    isLight(ctx.base) ? darken(ctx.base, 0.28) : '#B7BBC2',
    ctx.pattern,
    'sock3',
  );
  second.ink = ctx.base;
  third.ink = isLight(ctx.base) ? '#FFFFFF' : ctx.base;
  const defs = [second, third].map((c) => patternDef(c) + shadingDefs(c)).join('');
  const body =
    `<defs>${defs}</defs><g transform="translate(20 36) scale(0.88)">` +
    `<g transform="translate(-130 40) rotate(-14 300 400)">${sock(second)}</g>` +
    `<g transform="translate(130 40) rotate(14 300 400)">${sock(third)}</g>` +
    `<g transform="translate(-10 60)">${sock(ctx)}</g></g>`;
  return { silhouette: [], body };
};

const bag: Drawer = (ctx) => {
  const bodyD =
    'M150 260Q150 186 224 186L376 186Q450 186 450 260L462 620Q462 664 418 664L182 664Q138 664 138 620Z';
  const pocket =
    'M188 452Q188 424 220 424L380 424Q412 424 412 452L414 600Q414 626 388 626L212 626Q186 626 186 600Z';
  const strap = 'M150 300Q118 440 134 580L158 580Q146 440 168 304Z';
  const ear = (x: number) =>
    `<circle cx="${x}" cy="200" r="40" fill="${ctx.base}" stroke="${ctx.line}" stroke-width="3"/><circle cx="${x}" cy="200" r="22" fill="${lighten(ctx.base, 0.5)}"/>`;
  const face = isLight(ctx.base) ? '#3B3B4F' : '#FFFFFF';
  const body =
    piece(ctx, strap, { fill: darken(ctx.base, 0.25), print: false }) +
    piece(ctx, mirror(strap), { fill: darken(ctx.base, 0.25), print: false }) +
    ear(196) +
    ear(404) +
    line('M262 190C258 128 342 128 338 190', darken(ctx.base, 0.25), 16) +
    line('M262 190C258 128 342 128 338 190', ctx.line, 3, ' opacity=".6"') +
    piece(ctx, bodyD) +
    stitch(ctx, 'M166 262Q166 204 228 204L372 204Q434 204 434 262', ctx.stitchColour, 1.6) +
    `<circle cx="262" cy="318" r="9" fill="${face}"/><circle cx="338" cy="318" r="9" fill="${face}"/>` +
    `<ellipse cx="300" cy="350" rx="14" ry="10" fill="${face}"/><path d="M284 368Q300 384 316 368" fill="none" stroke="${face}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="236" cy="356" r="12" fill="#F48A7B" opacity=".5"/><circle cx="364" cy="356" r="12" fill="#F48A7B" opacity=".5"/>` +
    piece(ctx, pocket, { fill: darken(ctx.base, 0.1), print: false, shade: 'v' }) +
    line('M200 448Q300 436 400 448', '#6F737B', 5) +
    `<path d="M200 448Q300 436 400 448" stroke="#D9DCE1" stroke-width="2.5" stroke-dasharray="2 3" fill="none"/>` +
    `<rect x="372" y="444" width="12" height="34" rx="5" fill="#D9DCE1" stroke="#6F737B" stroke-width="2"/>` +
    stitch(ctx, 'M198 470L198 600Q198 614 212 614L388 614Q402 614 402 600L402 470', ctx.stitchColour, 1.6) +
    `<path d="${starPath(300, 530, 30)}" fill="${isLight(ctx.base) ? '#FFFFFF' : '#FFD66B'}" opacity=".9"/>`;
  return { silhouette: [bodyD, strap, mirror(strap)], body };
};

const bib: Drawer = (ctx) => {
  const outer = sym([
    [300, 140],
    ['C', 430, 140, 480, 240, 480, 380],
    ['C', 480, 560, 400, 650, 300, 650],
  ]);
  const hole =
    'M300 176C360 176 392 214 392 262C392 318 352 352 300 352C248 352 208 318 208 262C208 214 240 176 300 176Z';
  const pocket = sym([
    [300, 540],
    [444, 500],
    ['C', 440, 590, 380, 640, 300, 640],
  ]);
  const piping = isLight(ctx.base) ? '#FFFFFF' : lighten(ctx.base, 0.6);
  const body =
    `<path d="${outer}${hole}" fill="${ctx.base}" fill-rule="evenodd"/>` +
    (hasFill(ctx.pattern)
      ? `<path d="${outer}${hole}" fill="${url(ctx, 'pat')}" fill-rule="evenodd"/>`
      : '') +
    `<path d="${outer}${hole}" fill="${url(ctx, 'sh')}" fill-rule="evenodd"/>` +
    piece(ctx, pocket, { fill: darken(ctx.base, 0.06), shade: 'v' }) +
    `<path d="${outer}" fill="none" stroke="${ctx.line}" stroke-width="12"/><path d="${outer}" fill="none" stroke="${piping}" stroke-width="8"/>` +
    `<path d="${hole}" fill="none" stroke="${ctx.line}" stroke-width="12"/><path d="${hole}" fill="none" stroke="${piping}" stroke-width="8"/>` +
    `<path d="M290 140L290 176M310 140L310 176" stroke="${ctx.line}" stroke-width="3"/>` +
    snap(300, 158);
  return { silhouette: [outer], body };
};

export const ACCESSORY_DRAWERS: Readonly<Record<string, Drawer>> = {
  cap,
  hairband,
  socks,
  bag,
  bib,
};
