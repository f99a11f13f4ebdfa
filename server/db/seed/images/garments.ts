// Garment drawings in the 600 × 750 frame: flat-lay silhouettes with seams, bands, buttons and prints.
import { motif, starPath } from './patterns.ts';
import {
  button,
  type Ctx,
  darken,
  fold,
  isLight,
  lighten,
  line,
  makeCtx,
  mirror,
  piece,
  ribBand,
  ribLines,
  shape,
  snap,
  stitch,
  sym,
} from './svg.ts';

/** A drawing: outlines (for the drop shadow) and the SVG body. */
export interface Drawing {
  silhouette: (string | { d: string; transform: string })[];
  body: string;
}

export type Drawer = (ctx: Ctx) => Drawing;

const GOLD = '#D9A93F';
const GOLD_EDGE = '#9C7420';
const CREAM = '#F4ECDC';

/** Back of the neck seen through the neck opening. */
function neckInner(ctx: Ctx, lx: number, rx: number, y: number, back: number, front: number): string {
  const d = `M${lx} ${y}Q300 ${back} ${rx} ${y}Q300 ${front} ${lx} ${y}Z`;
  return `<path d="${d}" fill="${ctx.inner}" stroke="${ctx.line}" stroke-width="2.5"/>`;
}

function printMotif(ctx: Ctx, x: number, y: number, size: number): string {
  return ctx.pattern === 'print' ? motif(ctx, x, y, size) : '';
}

/** A cuff band across a sleeve end: from a to b, `depth` up the sleeve along (dx, dy). */
function cuff(
  ctx: Ctx,
  a: readonly [number, number],
  b: readonly [number, number],
  dx: number,
  dy: number,
  rib = false,
) {
  const d = `M${a[0]} ${a[1]}L${b[0]} ${b[1]}L${b[0] + dx} ${b[1] + dy}L${a[0] + dx} ${a[1] + dy}Z`;
  let s = shape(d, ctx.band, ctx.line, 2.5);
  if (rib) {
    let r = '';
    for (let i = 1; i < 8; i++) {
      const t = i / 8;
      const x = a[0] + (b[0] - a[0]) * t;
      const y = a[1] + (b[1] - a[1]) * t;
      r += `M${x.toFixed(1)} ${y.toFixed(1)}l${dx} ${dy}`;
    }
    s += `<path d="${r}" stroke="${ctx.line}" stroke-width="1.5" opacity=".5"/>`;
  }
  return s + mirrorSvg(d, ctx, rib);
}

function mirrorSvg(d: string, ctx: Ctx, rib: boolean): string {
  const m = mirror(d);
  let s = shape(m, ctx.band, ctx.line, 2.5);
  if (rib) {
    const nums = m.replace(/[MLZ]/g, ' ').trim().split(/\s+/).map(Number);
    const [ax, ay, bx, by, , , cx, cy] = nums as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    let r = '';
    for (let i = 1; i < 8; i++) {
      const t = i / 8;
      r += `M${(ax + (bx - ax) * t).toFixed(1)} ${(ay + (by - ay) * t).toFixed(1)}l${(cx - ax).toFixed(1)} ${(cy - ay).toFixed(1)}`;
    }
    s += `<path d="${r}" stroke="${ctx.line}" stroke-width="1.5" opacity=".5"/>`;
  }
  return s;
}

/** Peter Pan collar in white around a round neck. */
function peterPan(ctx: Ctx, y: number): string {
  const right = `M300 ${y + 40}Q328 ${y + 38} 336 ${y}L348 ${y + 4}Q376 ${y + 26} 362 ${y + 50}Q342 ${y + 76} 302 ${y + 58}Z`;
  const fill =
    ctx.base.toLowerCase() === '#f5f2ea' || ctx.base.toLowerCase() === '#fafafa' ? '#F7D6DF' : '#FFFFFF';
  return (
    shape(right, fill, ctx.line, 2.5) +
    shape(mirror(right), fill, ctx.line, 2.5) +
    stitch(ctx, `M306 ${y + 50}Q340 ${y + 64} 354 ${y + 44}`, '#C9C2B8', 1.6) +
    stitch(ctx, mirror(`M306 ${y + 50}Q340 ${y + 64} 354 ${y + 44}`), '#C9C2B8', 1.6)
  );
}

/** A satin bow centred at (x, y). */
function bow(x: number, y: number, s: number, fill: string, edge: string): string {
  const k = s / 60;
  const p = (dx: number, dy: number) => `${(x + dx * k).toFixed(1)} ${(y + dy * k).toFixed(1)}`;
  const loopR = `M${p(0, 0)}C${p(20, -36)} ${p(58, -30)} ${p(56, -2)}C${p(54, 24)} ${p(22, 24)} ${p(0, 0)}Z`;
  const loopL = `M${p(0, 0)}C${p(-20, -36)} ${p(-58, -30)} ${p(-56, -2)}C${p(-54, 24)} ${p(-22, 24)} ${p(0, 0)}Z`;
  const tails = `M${p(-6, 4)}L${p(-26, 52)}L${p(-14, 48)}L${p(-8, 58)}L${p(2, 8)}ZM${p(6, 4)}L${p(26, 52)}L${p(14, 48)}L${p(8, 58)}L${p(-2, 8)}Z`;
  return (
    shape(tails, darken(fill, 0.06), edge, 2.5) +
    shape(loopR, fill, edge, 2.5) +
    shape(loopL, fill, edge, 2.5) +
    line(
      `M${p(8, -4)}Q${p(30, -10)} ${p(44, -4)}M${p(-8, -4)}Q${p(-30, -10)} ${p(-44, -4)}`,
      darken(fill, 0.2),
      2,
    ) +
    `<rect x="${(x - 9 * k).toFixed(1)}" y="${(y - 11 * k).toFixed(1)}" width="${(18 * k).toFixed(1)}" height="${(22 * k).toFixed(1)}" rx="${(6 * k).toFixed(1)}" fill="${darken(fill, 0.08)}" stroke="${edge}" stroke-width="2.5"/>`
  );
}

/** Waistband with elastic gathers between y0 and y1, half-width hw. */
function waistband(ctx: Ctx, y0: number, y1: number, hw: number, flare = 4): string {
  const d = sym([
    [300, y0],
    [300 + hw, y0],
    [300 + hw + flare, y1],
    ['Q', 300 + hw / 2, y1 + 4, 300, y1 + 3],
  ]);
  let g = '';
  for (let x = 300 - hw + 8; x < 300 + hw - 4; x += 11) {
    g += `M${x} ${y0 + 5}q3 ${(y1 - y0) / 2 - 4} 0 ${y1 - y0 - 8}`;
  }
  return (
    piece(ctx, d, { fill: ctx.band, shade: 'v' }) +
    `<path d="${g}" stroke="${ctx.line}" stroke-width="1.4" opacity=".45" fill="none"/>`
  );
}

function drawstring(y: number, colour: string): string {
  return (
    `<circle cx="288" cy="${y}" r="4.5" fill="#fff" stroke="#8B8B8B" stroke-width="2"/><circle cx="312" cy="${y}" r="4.5" fill="#fff" stroke="#8B8B8B" stroke-width="2"/>` +
    line(`M288 ${y}Q274 ${y + 40} 284 ${y + 84}M312 ${y}Q328 ${y + 36} 318 ${y + 80}`, colour, 5) +
    `<rect x="279" y="${y + 80}" width="10" height="16" rx="3" fill="#8B8B8B"/><rect x="313" y="${y + 76}" width="10" height="16" rx="3" fill="#8B8B8B"/>`
  );
}

// ------------------------------------------------------------------ tops

const tee: Drawer = (ctx) => {
  const body = sym([
    [300, 150],
    ['Q', 330, 148, 350, 124],
    [442, 152],
    [530, 262],
    [468, 302],
    [434, 264],
    ['Q', 424, 440, 438, 628],
    ['Q', 370, 640, 300, 636],
  ]);
  const b =
    piece(ctx, body) +
    neckInner(ctx, 250, 350, 124, 176, 226) +
    ribBand(ctx, [250, 124], [300, 228], [350, 124], 13) +
    cuff(ctx, [530, 262], [468, 302], -7, -16) +
    line('M442 152Q428 208 434 264M158 152Q172 208 166 264', ctx.line, 2, ' opacity=".55"') +
    stitch(ctx, 'M166 612Q300 626 434 612') +
    fold('M410 300Q398 380 412 470') +
    fold('M196 470Q206 540 198 600') +
    printMotif(ctx, 300, 375, 205);
  return { silhouette: [body], body: b };
};

const shirt: Drawer = (ctx) => {
  const body = sym([
    [300, 150],
    ['Q', 330, 148, 350, 126],
    [444, 152],
    [532, 264],
    [470, 306],
    [436, 268],
    ['Q', 428, 440, 440, 612],
    ['Q', 420, 652, 300, 650],
  ]);
  const wing = 'M302 192L350 124L374 132Q372 176 346 216Q320 208 302 192Z';
  const btnFill = isLight(ctx.base) ? '#FFFFFF' : '#F1ECE2';
  let buttons = '';
  for (const y of [238, 310, 382, 454, 526, 598])
    buttons += button(300, y, 7.5, btnFill, darken(ctx.base, 0.45));
  const pocket = 'M338 262L398 262L398 326L368 340L338 326Z';
  const b =
    piece(ctx, body) +
    neckInner(ctx, 250, 350, 126, 170, 214) +
    piece(ctx, 'M288 196L312 196L312 650L288 650Z', { shade: 'none' }) +
    stitch(ctx, 'M292 200L292 646M308 200L308 646', ctx.stitchColour, 1.5) +
    piece(ctx, wing) +
    piece(ctx, mirror(wing)) +
    stitch(ctx, 'M308 192L350 134L366 140Q364 176 344 206', ctx.stitchColour, 1.5) +
    stitch(ctx, mirror('M308 192L350 134L366 140Q364 176 344 206'), ctx.stitchColour, 1.5) +
    piece(ctx, pocket, { shade: 'none' }) +
    stitch(ctx, 'M340 274L396 274', ctx.stitchColour, 1.5) +
    buttons +
    cuff(ctx, [532, 264], [470, 306], -8, -18) +
    line('M444 152Q430 208 436 268M156 152Q170 208 164 268', ctx.line, 2, ' opacity=".55"') +
    fold('M414 320Q404 400 416 500') +
    fold('M190 420Q200 500 190 580');
  return { silhouette: [body], body: b };
};

const top: Drawer = (ctx) => {
  const body = sym([
    [300, 156],
    ['Q', 328, 154, 344, 128],
    [398, 140],
    ['Q', 404, 190, 410, 232],
    ['Q', 398, 330, 404, 430],
    ['Q', 460, 500, 472, 560],
    ['Q', 440, 586, 410, 572],
    ['Q', 380, 594, 350, 578],
    ['Q', 324, 596, 300, 582],
  ]);
  const sleeve =
    'M398 140C444 134 486 164 498 214Q478 222 466 210Q452 234 430 222Q418 236 410 232Q404 190 398 140Z';
  const b =
    piece(ctx, sleeve) +
    piece(ctx, mirror(sleeve)) +
    piece(ctx, body) +
    neckInner(ctx, 256, 344, 128, 176, 218) +
    ribBand(ctx, [256, 128], [300, 220], [344, 128], 9) +
    line('M404 430Q300 446 196 430', ctx.line, 2.5) +
    stitch(ctx, 'M404 440Q300 456 196 440', ctx.stitchColour, 1.6) +
    fold('M420 470Q432 520 440 560') +
    fold('M330 452Q336 520 332 574') +
    fold('M180 470Q168 520 160 560') +
    line('M430 146Q446 170 452 200M170 146Q154 170 148 200', ctx.line, 1.5, ' opacity=".4"');
  return { silhouette: [body, sleeve, mirror(sleeve)], body: b };
};

/** Long-sleeved top body used by sweaters, hoodies, jackets, thermals and robes. */
function longSleeveBody(hem: number, width = 428, neckY = 122, shoulder = 424) {
  return sym([
    [300, neckY + 26],
    ['Q', 326, neckY + 24, 344, neckY],
    [shoulder, neckY + 22],
    ['Q', 478, 220, 512, 428],
    [468, 444],
    ['Q', 446, 330, 418, 248],
    ['Q', width - 14, hem - 200, width, hem],
    ['Q', 370, hem + 8, 300, hem + 6],
  ]);
}

/** Knitwear and outerwear are shorter than they are long-sleeved: drawn a little lower in the frame. */
const WARM_SHIFT = 'translate(0 40)';

function shifted(silhouette: string[], body: string) {
  return {
    silhouette: silhouette.map((d) => ({ d, transform: WARM_SHIFT })),
    body: `<g transform="${WARM_SHIFT}">${body}</g>`,
  };
}

const HEM_BAND = 'M172 522Q300 534 428 522L430 562Q300 572 170 562Z';

const sweater: Drawer = (ctx) => {
  const body = longSleeveBody(560);
  const b =
    piece(ctx, body) +
    neckInner(ctx, 256, 344, 122, 150, 210) +
    ribBand(ctx, [256, 122], [300, 212], [344, 122], 16) +
    shape(HEM_BAND, ctx.band, ctx.line, 2.5) +
    ribLines(176, 426, 528, 566, 9, ctx.line) +
    cuff(ctx, [512, 428], [468, 444], -9, -30, true) +
    line('M424 144Q414 200 418 248M176 144Q186 200 182 248', ctx.line, 2, ' opacity=".5"') +
    fold('M412 300Q400 380 414 480') +
    fold('M200 360Q208 420 196 500') +
    printMotif(ctx, 300, 350, 160);
  return shifted([body], b);
};

const hoodie: Drawer = (ctx) => {
  const hood = 'M206 176C190 52 410 52 394 176Z';
  const body = longSleeveBody(560);
  const pocket = sym([
    [300, 390],
    [354, 390],
    ['Q', 370, 436, 406, 462],
    [410, 512],
    [300, 514],
  ]);
  const b =
    piece(ctx, hood, { shade: 'v' }) +
    piece(ctx, body) +
    `<path d="M236 170C230 96 370 96 364 170Q300 214 236 170Z" fill="${ctx.inner}" stroke="${ctx.line}" stroke-width="2.5"/>` +
    line('M236 170Q300 214 364 170', ctx.band, 9) +
    drawstring(188, isLight(ctx.base) ? '#FFFFFF' : '#EFEFEF') +
    piece(ctx, pocket, { shade: 'v' }) +
    stitch(ctx, 'M246 402L354 402M360 406Q372 442 402 464') +
    stitch(ctx, mirror('M360 406Q372 442 402 464')) +
    shape(HEM_BAND, ctx.band, ctx.line, 2.5) +
    ribLines(176, 426, 528, 566, 9, ctx.line) +
    cuff(ctx, [512, 428], [468, 444], -9, -30, true) +
    line('M424 144Q414 200 418 248M176 144Q186 200 182 248', ctx.line, 2, ' opacity=".5"') +
    fold('M412 280Q400 340 414 400') +
    printMotif(ctx, 300, 310, 120);
  return shifted([hood, body], b);
};

const jacket: Drawer = (ctx) => {
  const body = longSleeveBody(560, 434);
  const clip = `<clipPath id="${ctx.id}-clip"><path d="${body}"/></clipPath>`;
  let quilt = '';
  let shine = '';
  for (let y = 206; y < 540; y += 52) {
    quilt += `M120 ${y + 14}Q300 ${y - 4} 480 ${y + 14}`;
    shine += `M140 ${y + 36}Q300 ${y + 20} 460 ${y + 36}`;
  }
  for (let t = 0.25; t < 1; t += 0.25) {
    quilt += `M${424 + (512 - 424) * t - 30} ${144 + (428 - 144) * t}l64 -10`;
  }
  const collar = sym([
    [300, 160],
    ['Q', 330, 158, 346, 134],
    [350, 96],
    ['Q', 324, 118, 300, 118],
  ]);
  const zipColour = '#5A5F6A';
  const b =
    clip +
    piece(ctx, body) +
    `<g clip-path="url(#${ctx.id}-clip)"><path d="${shine}" stroke="#fff" stroke-width="14" opacity=".13" fill="none"/>` +
    `<path d="${quilt}" stroke="${ctx.line}" stroke-width="2.5" opacity=".55" fill="none"/>` +
    `<path d="${mirror(quilt)}" stroke="${ctx.line}" stroke-width="2.5" opacity=".55" fill="none"/></g>` +
    piece(ctx, collar, { fill: darken(ctx.base, 0.06), shade: 'v' }) +
    `<path d="M256 110Q300 130 344 110L346 134Q300 160 254 134Z" fill="${ctx.inner}" stroke="${ctx.line}" stroke-width="2"/>` +
    line('M300 160L300 556', zipColour, 7) +
    `<path d="M300 160L300 556" stroke="#C9CCD2" stroke-width="3" stroke-dasharray="2 3"/>` +
    `<rect x="293" y="162" width="14" height="30" rx="4" fill="#C9CCD2" stroke="${zipColour}" stroke-width="2"/>` +
    line('M352 410L392 480M248 410L208 480', zipColour, 4) +
    shape('M170 530Q300 542 430 530L431 562Q300 572 169 562Z', darken(ctx.base, 0.12), ctx.line, 2.5) +
    cuff(ctx, [512, 428], [468, 444], -8, -24) +
    fold('M380 200Q390 260 380 320', false, 10, 0.15);
  return shifted([body, collar], b);
};

// ------------------------------------------------------------------ bottoms

const shorts: Drawer = (ctx) => {
  const body = sym([
    [300, 178],
    [428, 178],
    [432, 214],
    ['Q', 452, 360, 478, 540],
    [324, 564],
    ['Q', 314, 470, 300, 394],
  ]);
  const b =
    piece(ctx, body) +
    waistband(ctx, 176, 222, 128) +
    drawstring(206, isLight(ctx.base) ? '#FFFFFF' : '#F2F2F2') +
    stitch(ctx, 'M426 234Q394 252 384 306') +
    stitch(ctx, mirror('M426 234Q394 252 384 306')) +
    line('M300 226L300 394', ctx.line, 2, ' opacity=".6"') +
    stitch(ctx, 'M316 226L316 330Q316 352 300 356') +
    stitch(ctx, 'M474 520L323 544') +
    stitch(ctx, mirror('M474 520L323 544')) +
    fold('M380 360Q390 440 392 530') +
    fold('M236 380Q228 450 220 530');
  return { silhouette: [body], body: b };
};

const jeans: Drawer = (ctx) => {
  const body = sym([
    [300, 110],
    [398, 110],
    [402, 150],
    ['Q', 438, 340, 430, 698],
    [318, 702],
    ['Q', 312, 470, 300, 318],
  ]);
  const gold = '#E2A546';
  const fades =
    `<radialGradient id="${ctx.id}-fade"><stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    [
      [366, 440, 40, 110],
      [234, 440, 40, 110],
      [362, 250, 46, 80],
      [238, 250, 46, 80],
    ]
      .map(
        ([x, y, rx, ry]) =>
          `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="url(#${ctx.id}-fade)"/>`,
      )
      .join('');
  const band = sym([
    [300, 108],
    [398, 108],
    [402, 152],
    ['Q', 350, 156, 300, 154],
  ]);
  const loops = [226, 374, 276]
    .map(
      (x) =>
        `<rect x="${x - 6}" y="102" width="12" height="58" rx="3" fill="${ctx.band}" stroke="${ctx.line}" stroke-width="2"/>`,
    )
    .join('');
  const b =
    piece(ctx, body) +
    fades +
    piece(ctx, band, { fill: ctx.band, shade: 'v' }) +
    stitch(ctx, 'M204 118L396 118M204 144L396 144', gold, 1.6) +
    loops +
    `<circle cx="312" cy="131" r="10" fill="#B87333" stroke="#7A4A1E" stroke-width="2.5"/><circle cx="312" cy="131" r="4" fill="#7A4A1E"/>` +
    stitch(ctx, 'M322 156L322 266Q320 290 300 294', gold) +
    line('M300 156L300 318', ctx.line, 2, ' opacity=".6"') +
    stitch(ctx, 'M338 154Q348 214 404 222', gold) +
    line('M334 154Q344 218 404 228', ctx.line, 2.5) +
    line(mirror('M334 154Q344 218 404 228'), ctx.line, 2.5) +
    stitch(ctx, mirror('M338 154Q348 214 404 222'), gold) +
    stitch(ctx, 'M358 160L382 164L384 190L360 190', gold, 1.5) +
    stitch(ctx, 'M430 682L319 686', gold) +
    stitch(ctx, mirror('M430 682L319 686'), gold) +
    line('M324 210Q346 214 372 206M318 236Q340 238 360 232', '#fff', 2, ' opacity=".25"') +
    line(mirror('M324 210Q346 214 372 206M318 236Q340 238 360 232'), '#fff', 2, ' opacity=".25"');
  return { silhouette: [body], body: b };
};

const leggings: Drawer = (ctx) => {
  const body = sym([
    [300, 88],
    [396, 88],
    [398, 130],
    ['Q', 420, 330, 380, 708],
    [322, 712],
    ['Q', 314, 480, 300, 300],
  ]);
  const b =
    piece(ctx, body) +
    waistband(ctx, 86, 132, 96, 2) +
    line('M300 136L300 300', ctx.line, 2, ' opacity=".5"') +
    fold('M372 170Q384 400 356 690', false, 14, 0.12) +
    fold('M228 170Q216 400 244 690', false, 14, 0.12) +
    stitch(ctx, 'M378 694L323 698') +
    stitch(ctx, mirror('M378 694L323 698'));
  return { silhouette: [body], body: b };
};

function pyjamaLegs(ctx: Ctx, top: number, cuffs: boolean, hw = 104, hem = 666): { d: string; svg: string } {
  const ox = 300 + hw;
  const d = sym([
    [300, top],
    [ox, top],
    [ox + 4, top + 44],
    ['Q', ox + 36, top + (hem - top) * 0.5, ox + 32, hem],
    [320, hem + 6],
    ['Q', 314, top + (hem - top) * 0.7, 300, top + (hem - top) * 0.4],
  ]);
  let svg = piece(ctx, d);
  if (cuffs) {
    const c = `M${ox + 32} ${hem - 2}L320 ${hem + 4}L320 ${hem + 36}L${ox + 34} ${hem + 32}Z`;
    svg +=
      shape(c, ctx.band, ctx.line, 2.5) +
      ribLines(322, ox + 32, hem + 6, hem + 34, 9, ctx.line) +
      shape(mirror(c), ctx.band, ctx.line, 2.5) +
      ribLines(600 - ox - 32, 278, hem + 6, hem + 34, 9, ctx.line);
  }
  svg +=
    line(`M300 ${top + 48}L300 ${top + (hem - top) * 0.4}`, ctx.line, 2, ' opacity=".5"') +
    fold(`M${ox - 24} ${top + 80}Q${ox - 8} ${top + (hem - top) * 0.6} ${ox - 12} ${hem - 16}`);
  return { d, svg };
}

const pyjama: Drawer = (ctx) => {
  const legs = pyjamaLegs(ctx, 96, true);
  const b =
    legs.svg + waistband(ctx, 94, 140, 104) + drawstring(124, isLight(ctx.base) ? '#FFFFFF' : '#F2F2F2');
  return { silhouette: [legs.d], body: b };
};

const skirt: Drawer = (ctx) => {
  const tier1 = sym([
    [300, 214],
    [406, 214],
    ['Q', 436, 300, 458, 412],
    ['Q', 380, 426, 300, 424],
  ]);
  const hem: string[] = [];
  const tier2 = sym([
    [300, 404],
    [456, 398],
    ['Q', 496, 500, 522, 596],
    ['Q', 506, 620, 478, 606],
    ['Q', 456, 630, 428, 612],
    ['Q', 404, 632, 378, 616],
    ['Q', 352, 634, 326, 620],
    ['Q', 312, 628, 300, 624],
  ]);
  hem.push(tier2);
  let gathers = '';
  for (let x = 208; x <= 392; x += 16) gathers += `M${x} 226q${(x - 300) * 0.05} 20 ${(x - 300) * 0.12} 40`;
  let gathers2 = '';
  for (let x = 160; x <= 440; x += 20) gathers2 += `M${x} 414q${(x - 300) * 0.05} 20 ${(x - 300) * 0.12} 40`;
  const b =
    piece(ctx, tier2) +
    `<path d="${gathers2}" stroke="${ctx.line}" stroke-width="1.6" opacity=".35" fill="none"/>` +
    piece(ctx, tier1) +
    `<path d="${gathers}" stroke="${ctx.line}" stroke-width="1.6" opacity=".35" fill="none"/>` +
    waistband(ctx, 170, 216, 104) +
    fold('M420 450Q452 520 474 590') +
    fold('M340 440Q350 520 350 600') +
    fold('M190 450Q166 520 148 590') +
    stitch(ctx, 'M146 596Q300 614 454 596', ctx.stitchColour, 1.5);
  return { silhouette: [tier1, tier2], body: b };
};

// ------------------------------------------------------------------ dresses

const frock: Drawer = (ctx) => {
  const bodice = sym([
    [300, 152],
    ['Q', 322, 150, 336, 112],
    [384, 126],
    ['Q', 380, 176, 398, 206],
    ['Q', 388, 256, 382, 300],
    [300, 302],
  ]);
  const sleeve = 'M384 126C432 102 484 150 470 204Q446 236 398 210Q378 170 384 126Z';
  const skirtD = sym([
    [300, 296],
    [382, 296],
    ['Q', 440, 420, 500, 584],
    ['Q', 404, 610, 300, 606],
  ]);
  const ruffle = sym([
    [300, 598],
    [498, 578],
    ['Q', 528, 628, 540, 676],
    ['Q', 516, 700, 492, 684],
    ['Q', 468, 708, 442, 690],
    ['Q', 416, 712, 390, 694],
    ['Q', 364, 714, 338, 698],
    ['Q', 318, 712, 300, 702],
  ]);
  const sash = sym([
    [300, 288],
    [386, 288],
    [384, 320],
    [300, 322],
  ]);
  const sashFill = isLight(ctx.base)
    ? ctx.pattern === 'plain'
      ? darken(ctx.base, 0.2)
      : '#FFFFFF'
    : lighten(ctx.base, 0.7);
  let folds = '';
  for (const k of [-2, -1, 0, 1, 2])
    folds += fold(`M${300 + k * 28} 326Q${300 + k * 58} 450 ${300 + k * 92} 596`, k % 2 === 0, 4);
  let gathers = '';
  for (let x = 120; x <= 480; x += 22)
    gathers += `M${x} ${600 + Math.abs(x - 300) * -0.08}q${(x - 300) * 0.04} 30 ${(x - 300) * 0.08} 66`;
  const b =
    piece(ctx, ruffle) +
    `<path d="${gathers}" stroke="${ctx.line}" stroke-width="1.6" opacity=".35" fill="none"/>` +
    piece(ctx, skirtD) +
    folds +
    piece(ctx, sleeve) +
    piece(ctx, mirror(sleeve)) +
    line('M404 206Q440 222 468 200', ctx.band, 7) +
    line(mirror('M404 206Q440 222 468 200'), ctx.band, 7) +
    piece(ctx, bodice) +
    neckInner(ctx, 264, 336, 112, 144, 168) +
    peterPan(ctx, 112) +
    piece(ctx, sash, { fill: sashFill, print: false, shade: 'v' }) +
    bow(300, 304, 54, sashFill, ctx.line) +
    line('M394 134Q412 140 424 128M402 150Q420 156 434 146', ctx.line, 1.5, ' opacity=".4"');
  return { silhouette: [ruffle, skirtD, bodice, sleeve, mirror(sleeve)], body: b };
};

const partyDress: Drawer = (ctx) => {
  const back = sym([
    [300, 142],
    ['Q', 322, 140, 350, 112],
    [372, 114],
    ['Q', 372, 170, 390, 200],
    [300, 210],
  ]);
  const bodice = sym([
    [300, 178],
    ['Q', 318, 150, 344, 148],
    [352, 112],
    [372, 114],
    ['Q', 372, 170, 390, 200],
    ['Q', 384, 260, 380, 300],
    [300, 302],
  ]);
  const under = sym([
    [300, 296],
    [380, 296],
    ['Q', 470, 430, 552, 664],
    ['Q', 420, 700, 300, 696],
  ]);
  const overlay = sym([
    [300, 296],
    [380, 296],
    ['Q', 454, 420, 520, 610],
    ['Q', 500, 640, 472, 626],
    ['Q', 450, 656, 420, 638],
    ['Q', 394, 664, 366, 646],
    ['Q', 336, 668, 300, 652],
  ]);
  let sparkle = '';
  const pts: [number, number][] = [
    [280, 200],
    [322, 214],
    [300, 250],
    [262, 262],
    [338, 262],
    [244, 226],
    [356, 230],
    [286, 284],
    [316, 282],
  ];
  for (const [x, y] of pts) sparkle += `<path d="${starPath(x, y, 6, 0.35)}" fill="#FFF6D8"/>`;
  let skirtSparkle = '';
  for (let i = 0; i < 22; i++) {
    const x = 150 + ((ctx.hash >>> (i % 16)) % 300);
    const y = 340 + ((i * 97 + (ctx.hash & 255)) % 280);
    skirtSparkle += `<circle cx="${x}" cy="${y}" r="2.4" fill="#FFFFFF" opacity=".8"/>`;
  }
  let folds = '';
  for (const k of [-3, -2, -1, 0, 1, 2, 3])
    folds += fold(`M${300 + k * 22} 320Q${300 + k * 54} 480 ${300 + k * 78} 640`, k % 2 === 0, 3, 0.1);
  const bowFill = isLight(ctx.base) ? darken(ctx.base, 0.15) : lighten(ctx.base, 0.25);
  const b =
    piece(ctx, back, { fill: ctx.inner, print: false }) +
    piece(ctx, under, { print: false }) +
    `<path d="${overlay}" fill="${lighten(ctx.base, 0.45)}" opacity=".6"/>` +
    `<path d="${overlay}" fill="none" stroke="${ctx.line}" stroke-width="2" opacity=".6"/>` +
    folds +
    skirtSparkle +
    (ctx.pattern === 'stars' || ctx.pattern === 'dots'
      ? `<path d="${overlay}" fill="url(#${ctx.id}-pat)" opacity=".7"/>`
      : '') +
    piece(ctx, bodice, { print: false }) +
    sparkle +
    shape(
      sym([
        [300, 288],
        [384, 288],
        [382, 316],
        [300, 318],
      ]),
      bowFill,
      ctx.line,
      2.5,
    ) +
    bow(300, 300, 80, bowFill, ctx.line);
  return { silhouette: [under, bodice], body: b };
};

const nightie: Drawer = (ctx) => {
  const body = sym([
    [300, 142],
    ['Q', 322, 140, 336, 116],
    [384, 126],
    ['Q', 392, 176, 402, 210],
    ['Q', 424, 400, 470, 690],
    ['Q', 390, 708, 300, 706],
  ]);
  const sleeve =
    'M384 126C428 116 466 156 468 206Q454 200 446 214Q432 204 422 220Q410 210 402 214Q392 176 384 126Z';
  const yoke = sym([
    [300, 142],
    ['Q', 322, 140, 336, 116],
    [384, 126],
    ['Q', 392, 176, 402, 210],
    ['Q', 350, 232, 300, 230],
  ]);
  let scallops = '';
  for (let x = 206; x < 396; x += 18)
    scallops += `<circle cx="${x + 9}" cy="${226 + Math.abs(x + 9 - 300) * -0.06}" r="9" fill="#FFFFFF" stroke="#D8D0C8" stroke-width="1.5"/>`;
  let eyelets = '';
  for (let x = 240; x <= 360; x += 24)
    for (const y of [168, 196])
      eyelets += `<circle cx="${x}" cy="${y}" r="4" fill="none" stroke="#D8D0C8" stroke-width="2"/>`;
  let hemLace = '';
  for (let x = 132; x < 468; x += 20)
    hemLace += `<circle cx="${x + 10}" cy="${702 - Math.abs(x + 10 - 300) * 0.05}" r="10" fill="#FFFFFF" stroke="#D8D0C8" stroke-width="1.5"/>`;
  const b =
    hemLace +
    piece(ctx, sleeve) +
    piece(ctx, mirror(sleeve)) +
    piece(ctx, body) +
    fold('M380 300Q410 480 430 680') +
    fold('M300 300Q304 480 300 690', false, 10, 0.1) +
    fold('M220 300Q190 480 170 680') +
    scallops +
    shape(yoke, '#FFFFFF', '#D8D0C8', 2) +
    eyelets +
    neckInner(ctx, 264, 336, 116, 142, 160) +
    bow(300, 236, 34, isLight(ctx.base) ? darken(ctx.base, 0.18) : ctx.base, ctx.line);
  return { silhouette: [body, sleeve, mirror(sleeve)], body: b };
};

// ------------------------------------------------------------------ baby

function babyNeck(ctx: Ctx) {
  return (
    neckInner(ctx, 258, 342, 124, 150, 188) +
    ribBand(ctx, [258, 124], [300, 190], [342, 124], 9) +
    line('M342 124L366 160M258 124L234 160', ctx.line, 2, ' opacity=".6"')
  );
}

const romper: Drawer = (ctx) => {
  const body = sym([
    [300, 150],
    ['Q', 326, 148, 342, 124],
    [420, 146],
    [498, 228],
    [452, 270],
    [418, 236],
    ['Q', 406, 380, 432, 480],
    ['Q', 446, 520, 450, 566],
    [340, 594],
    ['Q', 326, 560, 300, 550],
  ]);
  let snaps = '';
  for (const y of [220, 280, 340, 400, 460]) snaps += snap(300, y);
  const b =
    piece(ctx, body) +
    neckInner(ctx, 258, 342, 124, 150, 186) +
    peterPan(ctx, 124) +
    line('M300 200L300 550', ctx.line, 1.5, ' opacity=".4"') +
    snaps +
    cuff(ctx, [498, 228], [452, 270], -10, -11) +
    shape('M450 566L340 594L336 576L446 548Z', ctx.band, ctx.line, 2.5) +
    shape(mirror('M450 566L340 594L336 576L446 548Z'), ctx.band, ctx.line, 2.5) +
    snap(318, 560) +
    snap(282, 560) +
    fold('M404 300Q396 380 412 450') +
    printMotif(ctx, 360, 300, 80);
  return { silhouette: [body], body: b };
};

const onesie: Drawer = (ctx) => {
  const body = sym([
    [300, 150],
    ['Q', 326, 148, 342, 124],
    [412, 140],
    ['Q', 470, 220, 508, 400],
    [468, 414],
    ['Q', 440, 320, 410, 238],
    ['Q', 402, 380, 420, 470],
    ['Q', 434, 590, 426, 688],
    [336, 694],
    ['Q', 326, 600, 300, 520],
  ]);
  let snaps = '';
  for (const y of [220, 280, 340, 400, 460]) snaps += snap(300, y);
  const b =
    piece(ctx, body) +
    babyNeck(ctx) +
    line('M300 196L300 520', ctx.line, 1.5, ' opacity=".4"') +
    snaps +
    cuff(ctx, [508, 400], [468, 414], -6, -26, true) +
    shape('M426 688L336 694L335 666L428 662Z', ctx.band, ctx.line, 2.5) +
    ribLines(338, 426, 666, 692, 8, ctx.line) +
    shape(mirror('M426 688L336 694L335 666L428 662Z'), ctx.band, ctx.line, 2.5) +
    ribLines(174, 262, 666, 692, 8, ctx.line) +
    fold('M404 300Q396 400 412 470') +
    fold('M384 520Q396 600 388 660');
  return { silhouette: [body], body: b };
};

const bodysuit: Drawer = (ctx) => {
  const body = sym([
    [300, 160],
    ['Q', 328, 158, 344, 132],
    [424, 154],
    [504, 242],
    [456, 286],
    [420, 252],
    ['Q', 410, 400, 424, 500],
    ['Q', 410, 560, 344, 590],
    [332, 640],
    [300, 640],
  ]);
  const b =
    piece(ctx, body) +
    neckInner(ctx, 256, 344, 132, 160, 198) +
    ribBand(ctx, [256, 132], [300, 200], [344, 132], 9) +
    line('M344 132L370 170M256 132L230 170', ctx.line, 2, ' opacity=".6"') +
    cuff(ctx, [504, 242], [456, 286], -10, -11) +
    line('M424 500Q410 560 344 590', ctx.band, 8) +
    line(mirror('M424 500Q410 560 344 590'), ctx.band, 8) +
    snap(300, 622) +
    snap(280, 622) +
    snap(320, 622) +
    fold('M406 320Q396 400 410 480') +
    printMotif(ctx, 300, 360, 150);
  return { silhouette: [body], body: b };
};

const sleepsuit: Drawer = (ctx) => {
  const body = sym([
    [300, 150],
    ['Q', 326, 148, 342, 124],
    [412, 140],
    ['Q', 470, 220, 508, 400],
    [470, 430],
    ['Q', 440, 320, 410, 238],
    ['Q', 402, 380, 420, 470],
    ['Q', 434, 560, 432, 640],
    ['C', 446, 700, 412, 724, 380, 718],
    ['C', 348, 714, 334, 690, 336, 660],
    ['Q', 326, 600, 300, 520],
  ]);
  const sole = 'M432 650C444 702 410 722 380 716C354 712 340 696 338 676Q390 690 432 650Z';
  const mitt = 'M508 400Q526 440 500 452Q484 458 470 430Z';
  const b =
    piece(ctx, body) +
    shape(sole, darken(ctx.band, 0.12), ctx.line, 2.5) +
    shape(mirror(sole), darken(ctx.band, 0.12), ctx.line, 2.5) +
    `<g fill="${lighten(ctx.band, 0.5)}">${[0, 1, 2].map((i) => `<circle cx="${368 + i * 18}" cy="${700 - i * 6}" r="3.5"/><circle cx="${232 - i * 18}" cy="${700 - i * 6}" r="3.5"/>`).join('')}</g>` +
    shape(mitt, ctx.band, ctx.line, 2.5) +
    shape(mirror(mitt), ctx.band, ctx.line, 2.5) +
    babyNeck(ctx) +
    line('M300 192L300 520', '#9AA0A8', 6) +
    `<path d="M300 192L300 520" stroke="#E4E6EA" stroke-width="3" stroke-dasharray="2 3"/>` +
    `<rect x="293" y="194" width="14" height="26" rx="4" fill="#E4E6EA" stroke="#7D838C" stroke-width="2"/>` +
    fold('M404 300Q396 400 412 470') +
    fold('M384 520Q396 600 392 650');
  return { silhouette: [body], body: b };
};

// ------------------------------------------------------------------ sets

const dungaree: Drawer = (ctx) => {
  const teeCtx = makeCtx(`${ctx.id}t`, '#F5F2EA', 'stripes', 'tee');
  teeCtx.ink = '#E0605E';
  teeCtx.ink2 = '#E0605E';
  const tee = sym([
    [300, 142],
    ['Q', 328, 140, 344, 116],
    [420, 138],
    [500, 232],
    [450, 270],
    [416, 238],
    [414, 440],
    [300, 440],
  ]);
  const body = sym([
    [300, 270],
    [368, 270],
    [372, 372],
    ['Q', 420, 380, 430, 420],
    ['Q', 440, 500, 452, 600],
    [320, 618],
    ['Q', 312, 520, 300, 478],
  ]);
  const strap = 'M346 276L372 276L406 146L382 138Z';
  const pocket = 'M262 298L338 298L338 346Q300 366 262 346Z';
  const brass = '#C9A24A';
  const b =
    `<path d="${tee}" fill="#F5F2EA"/><path d="${tee}" fill="url(#${teeCtx.id}-pat)"/><path d="${tee}" fill="url(#${ctx.id}-sh)"/><path d="${tee}" fill="none" stroke="#9C968A" stroke-width="3" stroke-linejoin="round"/>` +
    neckInner(teeCtx, 256, 344, 116, 142, 176) +
    ribBand(teeCtx, [256, 116], [300, 178], [344, 116], 9, '#E8E2D6') +
    piece(ctx, strap) +
    piece(ctx, mirror(strap)) +
    piece(ctx, body) +
    piece(ctx, pocket, { shade: 'none' }) +
    stitch(ctx, 'M266 306L334 306M236 280L236 372M364 280L364 372') +
    `<circle cx="359" cy="288" r="9" fill="${brass}" stroke="#8A6A22" stroke-width="2"/><circle cx="241" cy="288" r="9" fill="${brass}" stroke="#8A6A22" stroke-width="2"/>` +
    `<circle cx="380" cy="394" r="7" fill="${brass}" stroke="#8A6A22" stroke-width="2"/><circle cx="220" cy="394" r="7" fill="${brass}" stroke="#8A6A22" stroke-width="2"/>` +
    line('M300 380L300 478', ctx.line, 2, ' opacity=".5"') +
    shape('M452 600L320 618L318 588L447 572Z', ctx.band, ctx.line, 2.5) +
    shape(mirror('M452 600L320 618L318 588L447 572Z'), ctx.band, ctx.line, 2.5) +
    stitch(ctx, 'M372 380Q300 392 228 380') +
    fold('M396 440Q408 500 410 560');
  return { silhouette: [tee, body], body: `<defs>${teeDefs(teeCtx)}</defs>${b}` };
};

function teeDefs(ctx: Ctx): string {
  return `<pattern id="${ctx.id}-pat" patternUnits="userSpaceOnUse" width="32" height="32"><rect y="4" width="32" height="10" fill="${ctx.ink}" opacity=".85"/></pattern>`;
}

/** Churidar: slim trousers with gathers at the ankle. */
function churidar(colour: string, edge: string, top = 500): { d: string; svg: string } {
  const d = sym([
    [300, top],
    [392, top],
    ['Q', 402, 620, 372, 712],
    [322, 714],
    ['Q', 314, 620, 300, top + 60],
  ]);
  let g = '';
  for (let y = 620; y < 706; y += 12) {
    const x0 = 330 + (y - 620) * 0.05;
    const x1 = x0 + 34 - (y - 620) * 0.1;
    g += `M${x0.toFixed(1)} ${y}Q${((x0 + x1) / 2).toFixed(1)} ${y + 6} ${x1.toFixed(1)} ${y - 2}`;
  }
  return {
    d,
    svg:
      shape(d, colour, edge, 3) +
      `<path d="${d}" fill="url(#churi-sh)"/>` +
      `<path d="${g}${mirror(g)}" stroke="${edge}" stroke-width="1.6" opacity=".5" fill="none"/>`,
  };
}

const CHURIDAR_DEFS =
  '<linearGradient id="churi-sh" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".15"/></linearGradient>';

function kurtaBody(hem: number, sleeveEnd: 'long' | 'half', slit = true) {
  const sleeve: (readonly [number, number] | readonly ['Q', number, number, number, number])[] =
    sleeveEnd === 'long'
      ? [
          ['Q', 466, 230, 502, 420],
          [464, 434],
          ['Q', 436, 320, 412, 236],
        ]
      : [
          [506, 250],
          [458, 290],
          [414, 244],
        ];
  return sym([
    [300, 144],
    ['Q', 322, 142, 336, 120],
    [418, 142],
    ...sleeve,
    ['Q', 408, 400, slit ? 418 : 424, hem - 90],
    [428, hem],
    ['Q', 364, hem + 8, 300, hem + 6],
  ]);
}

function mandarin(ctx: Ctx, trim: string): string {
  return (
    neckInner(ctx, 264, 336, 120, 138, 152) +
    shape('M262 108Q300 130 338 108L338 124Q300 148 262 124Z', darken(ctx.base, 0.06), ctx.line, 2.5) +
    line('M264 124Q300 148 336 124', trim, 3)
  );
}

const kurtaSet: Drawer = (ctx) => {
  const pj = isLight(ctx.base) && ctx.base.toLowerCase() !== '#e3a92b' ? '#C99B3A' : CREAM;
  const legs = churidar(pj, darken(pj, 0.35));
  const body = kurtaBody(590, 'long');
  let buttons = '';
  for (const y of [160, 200, 240, 280])
    buttons += `<circle cx="300" cy="${y}" r="6" fill="${GOLD}" stroke="${GOLD_EDGE}" stroke-width="1.5"/>`;
  let border = '';
  for (let x = 180; x <= 420; x += 14)
    border += `<circle cx="${x}" cy="${576 + Math.abs(x - 300) * -0.02}" r="3" fill="${GOLD}"/>`;
  const b =
    `<defs>${CHURIDAR_DEFS}</defs>` +
    legs.svg +
    piece(ctx, body) +
    line('M414 500L428 590M186 500L172 590', ctx.line, 3) +
    mandarin(ctx, GOLD) +
    shape('M290 134L310 134L310 300L290 300Z', darken(ctx.base, 0.05), ctx.line, 2) +
    stitch(ctx, 'M286 140L286 304M314 140L314 304', GOLD, 2) +
    buttons +
    border +
    line('M176 562Q300 572 424 562', GOLD, 3) +
    cuff(ctx, [502, 420], [464, 434], -5, -18) +
    line('M418 142Q404 196 412 236M182 142Q196 196 188 236', ctx.line, 2, ' opacity=".5"') +
    fold('M394 320Q390 420 404 520') +
    fold('M206 320Q210 420 196 520');
  return { silhouette: [legs.d, body], body: b };
};

const sherwani: Drawer = (ctx) => {
  const legs = churidar(CREAM, '#A89A7E', 540);
  const body = kurtaBody(630, 'long', false);
  const trim = isLight(ctx.base) ? '#B8862A' : GOLD;
  let buttons = '';
  for (let y = 160; y <= 560; y += 50)
    buttons += `<circle cx="300" cy="${y}" r="7" fill="${trim}" stroke="${GOLD_EDGE}" stroke-width="1.5"/>`;
  const stole = 'M392 146Q440 300 420 640L384 640Q400 330 360 150Z';
  const stoleColour = isLight(ctx.base) ? '#8E2A3E' : '#E8C66A';
  const b =
    `<defs>${CHURIDAR_DEFS}</defs>` +
    legs.svg +
    piece(ctx, body) +
    line('M300 140L300 636', ctx.line, 2.5) +
    line('M300 140L300 636', trim, 8, ' opacity=".55"') +
    buttons +
    line('M180 612Q300 624 420 612', trim, 10, ' opacity=".7"') +
    mandarin(ctx, trim) +
    line('M262 108Q300 130 338 108', trim, 4) +
    `<path d="${stole}" fill="${stoleColour}" stroke="${darken(stoleColour, 0.35)}" stroke-width="2.5"/>` +
    line('M392 146Q440 300 420 640', darken(stoleColour, 0.2), 4, ' opacity=".6"') +
    cuff(ctx, [502, 420], [464, 434], -6, -22) +
    line('M500 414L466 428M100 414L134 428', trim, 4) +
    line('M418 142Q404 196 412 236M182 142Q196 196 188 236', ctx.line, 2, ' opacity=".5"') +
    fold('M224 320Q214 460 220 600');
  return { silhouette: [legs.d, body, stole], body: b };
};

const dhotiKurta: Drawer = (ctx) => {
  const dhotiColour = isLight(ctx.base) && ctx.base.toLowerCase() !== '#e3a92b' ? '#FFFFFF' : CREAM;
  const dhoti = sym([
    [300, 400],
    [404, 400],
    ['Q', 460, 520, 438, 656],
    [336, 666],
    ['Q', 330, 560, 300, 520],
  ]);
  const body = kurtaBody(450, 'half');
  const b =
    shape(dhoti, dhotiColour, '#A89A7E', 3) +
    `<path d="${dhoti}" fill="url(#${ctx.id}-sh)"/>` +
    line(
      'M300 430Q350 520 344 650M300 430Q380 500 400 650M300 430Q250 520 256 650M300 430Q220 500 200 650',
      '#C9BDA6',
      2.5,
    ) +
    line('M438 640L336 652M162 640L264 652', GOLD, 8) +
    piece(ctx, body) +
    mandarin(ctx, GOLD) +
    shape('M290 134L310 134L310 260L290 260Z', darken(ctx.base, 0.05), ctx.line, 2) +
    [160, 196, 232]
      .map(
        (y) => `<circle cx="300" cy="${y}" r="5.5" fill="${GOLD}" stroke="${GOLD_EDGE}" stroke-width="1.5"/>`,
      )
      .join('') +
    cuff(ctx, [506, 250], [458, 290], -8, -12) +
    line('M176 436Q300 446 424 436', GOLD, 3) +
    fold('M396 300Q390 360 404 420');
  return { silhouette: [dhoti, body], body: b };
};

const nehruJacket: Drawer = (ctx) => {
  const kurtaCtx = makeCtx(`${ctx.id}k`, CREAM, 'plain', 'kurta');
  const legs = churidar(CREAM, '#A89A7E', 560);
  const kurta = kurtaBody(620, 'long');
  const jacket = sym([
    [300, 168],
    ['Q', 320, 164, 336, 118],
    [392, 134],
    ['Q', 390, 200, 406, 252],
    ['Q', 404, 380, 412, 480],
    ['Q', 356, 492, 300, 480],
  ]);
  let buttons = '';
  for (const y of [196, 250, 304, 358, 412])
    buttons += `<circle cx="300" cy="${y}" r="7" fill="${GOLD}" stroke="${GOLD_EDGE}" stroke-width="1.5"/>`;
  const b =
    `<defs>${CHURIDAR_DEFS}</defs>` +
    legs.svg +
    `<path d="${kurta}" fill="${CREAM}"/><path d="${kurta}" fill="url(#${ctx.id}-sh)"/><path d="${kurta}" fill="none" stroke="#A89A7E" stroke-width="3" stroke-linejoin="round"/>` +
    cuff(kurtaCtx, [502, 420], [464, 434], -5, -18) +
    fold('M212 500Q206 560 200 610') +
    piece(ctx, jacket) +
    line('M300 168L300 480', ctx.line, 2.5) +
    mandarin(ctx, ctx.line) +
    buttons +
    shape('M326 262L374 256L376 266L328 272Z', darken(ctx.base, 0.15), ctx.line, 1.5) +
    shape('M328 400L384 396L385 406L329 410Z', darken(ctx.base, 0.15), ctx.line, 1.5) +
    shape(mirror('M328 400L384 396L385 406L329 410Z'), darken(ctx.base, 0.15), ctx.line, 1.5) +
    `<path d="M338 256L350 236L364 254Z" fill="${lighten(ctx.base, 0.5)}"/>` +
    stitch(ctx, 'M306 170L306 478', ctx.stitchColour, 1.5) +
    stitch(ctx, mirror('M306 170L306 478'), ctx.stitchColour, 1.5);
  return { silhouette: [legs.d, kurta], body: b };
};

const lehengaCholi: Drawer = (ctx) => {
  const choli = sym([
    [300, 156],
    ['Q', 322, 154, 336, 124],
    [394, 136],
    [448, 210],
    [414, 238],
    [398, 216],
    ['Q', 396, 260, 392, 290],
    ['Q', 346, 298, 300, 296],
  ]);
  const skirtD = sym([
    [300, 300],
    [376, 300],
    ['Q', 460, 460, 548, 690],
    ['Q', 424, 716, 300, 712],
  ]);
  const borderD = sym([
    [300, 666],
    [530, 646],
    [548, 690],
    ['Q', 424, 716, 300, 712],
  ]);
  const gold = GOLD;
  let zig = '';
  for (let x = 64; x < 536; x += 16) {
    const y = 668 + ((x - 300) / 236) ** 2 * -14;
    zig += `${x === 64 ? 'M' : 'L'}${x} ${(y + ((x / 16) % 2 ? 8 : 0)).toFixed(1)}`;
  }
  let folds = '';
  for (const k of [-3, -2, -1, 0, 1, 2, 3])
    folds += fold(`M${300 + k * 20} 320Q${300 + k * 56} 500 ${300 + k * 84} 660`, k % 2 === 0, 4, 0.12);
  const dupattaColour = isLight(ctx.base) ? '#C96A8A' : lighten(ctx.base, 0.55);
  const dupattaBack = 'M394 140Q476 300 458 600L428 600Q444 320 380 150Z';
  const dupatta = 'M388 136C414 260 290 400 168 470L150 440C260 380 362 250 360 130Z';
  const b =
    `<path d="${dupattaBack}" fill="${dupattaColour}" opacity=".55"/>` +
    line('M458 600L428 600', gold, 6) +
    piece(ctx, skirtD) +
    folds +
    shape(borderD, gold, GOLD_EDGE, 2.5) +
    `<path d="${zig}" fill="none" stroke="${GOLD_EDGE}" stroke-width="2"/>` +
    shape('M224 300Q300 310 376 300L378 318Q300 328 222 318Z', gold, GOLD_EDGE, 2) +
    piece(ctx, choli) +
    neckInner(ctx, 264, 336, 124, 150, 178) +
    line('M264 124Q300 180 336 124', gold, 4) +
    line('M448 210L414 238M152 210L186 238', gold, 6) +
    line('M392 290Q346 298 300 296Q254 298 208 290', gold, 5) +
    `<path d="${dupatta}" fill="${dupattaColour}" opacity=".5"/>` +
    line('M388 136C414 260 290 400 168 470', gold, 4, ' opacity=".9"') +
    line('M168 470L150 440', gold, 5);
  return { silhouette: [skirtD, choli, dupattaBack], body: b };
};

const thermalSet: Drawer = (ctx) => {
  const legs = sym([
    [300, 380],
    [384, 380],
    ['Q', 404, 560, 376, 712],
    [322, 714],
    ['Q', 314, 580, 300, 500],
  ]);
  const topD = sym([
    [300, 132],
    ['Q', 324, 130, 340, 106],
    [410, 124],
    ['Q', 462, 200, 496, 380],
    [458, 392],
    ['Q', 436, 300, 404, 220],
    ['Q', 398, 330, 408, 450],
    ['Q', 360, 458, 300, 456],
  ]);
  const b =
    piece(ctx, legs) +
    shape('M376 712L322 714L321 690L378 688Z', ctx.band, ctx.line, 2.5) +
    shape(mirror('M376 712L322 714L321 690L378 688Z'), ctx.band, ctx.line, 2.5) +
    fold('M364 480Q374 600 356 700', false, 12, 0.12) +
    piece(ctx, topD) +
    neckInner(ctx, 260, 340, 106, 130, 176) +
    ribBand(ctx, [260, 106], [300, 178], [340, 106], 10) +
    cuff(ctx, [496, 380], [458, 392], -6, -22, true) +
    shape('M192 430Q300 440 408 430L409 452Q300 462 191 452Z', ctx.band, ctx.line, 2.5) +
    line('M410 124Q398 176 404 220M190 124Q202 176 196 220', ctx.line, 2, ' opacity=".5"') +
    fold('M396 260Q390 330 400 410');
  return { silhouette: [legs, topD], body: b };
};

const nightSuit: Drawer = (ctx) => {
  const legs = pyjamaLegs(ctx, 400, true, 92, 676);
  const topD = sym([
    [300, 120],
    ['Q', 322, 118, 336, 96],
    [416, 118],
    ['Q', 464, 210, 498, 380],
    [458, 394],
    ['Q', 430, 300, 408, 206],
    ['Q', 404, 340, 414, 452],
    ['Q', 360, 460, 300, 458],
  ]);
  const piping = isLight(ctx.base) ? '#FFFFFF' : lighten(ctx.base, 0.7);
  const lapel = 'M300 210L338 96L360 104L352 130L372 140Q336 180 306 214Z';
  let buttons = '';
  for (const y of [250, 310, 370, 430]) buttons += button(300, y, 7, piping, darken(ctx.base, 0.45));
  const b =
    legs.svg +
    piece(ctx, topD) +
    neckInner(ctx, 262, 338, 96, 130, 150) +
    piece(ctx, lapel) +
    piece(ctx, mirror(lapel)) +
    line('M306 214Q336 180 372 140L352 130L360 104', piping, 4) +
    line(mirror('M306 214Q336 180 372 140L352 130L360 104'), piping, 4) +
    line('M300 214L300 458', ctx.line, 2) +
    line('M304 214L304 456', piping, 3, ' opacity=".8"') +
    buttons +
    piece(ctx, 'M336 250L384 250L384 300Q360 310 336 300Z', { shade: 'none' }) +
    line('M336 250L384 250', piping, 4) +
    cuff(ctx, [498, 380], [458, 394], -6, -18) +
    line('M498 380L458 394M102 380L142 394', piping, 4) +
    line('M416 118Q400 160 408 206M184 118Q200 160 192 206', ctx.line, 2, ' opacity=".5"') +
    fold('M394 240Q390 330 402 420');
  return { silhouette: [legs.d, topD], body: b };
};

const bathrobe: Drawer = (ctx) => {
  const hood = 'M214 156C198 46 402 46 386 156Z';
  const ears =
    `<circle cx="236" cy="76" r="30" fill="${ctx.base}" stroke="${ctx.line}" stroke-width="3"/><circle cx="236" cy="76" r="16" fill="#F7C6CF"/>` +
    `<circle cx="364" cy="76" r="30" fill="${ctx.base}" stroke="${ctx.line}" stroke-width="3"/><circle cx="364" cy="76" r="16" fill="#F7C6CF"/>`;
  const body = sym([
    [300, 150],
    ['Q', 322, 150, 336, 124],
    [428, 150],
    ['Q', 480, 240, 520, 420],
    [474, 438],
    ['Q', 444, 330, 420, 252],
    ['Q', 418, 460, 432, 666],
    ['Q', 364, 674, 300, 672],
  ]);
  const terry = `<pattern id="${ctx.id}-terry" patternUnits="userSpaceOnUse" width="10" height="10"><circle cx="3" cy="3" r="1.6" fill="#fff" opacity=".22"/><circle cx="8" cy="8" r="1.6" fill="#000" opacity=".06"/></pattern>`;
  const collarR = 'M336 124Q332 250 318 410L348 414Q364 252 362 130Z';
  const collarL = 'M264 124Q296 262 352 420L372 398Q318 252 290 120Z';
  const belt = 'M172 404Q300 420 428 404L430 434Q300 450 170 434Z';
  const b =
    `<defs>${terry}</defs>` +
    ears +
    piece(ctx, hood, { shade: 'v' }) +
    `<path d="M240 150C236 92 364 92 360 150Q300 180 240 150Z" fill="${ctx.inner}"/>` +
    piece(ctx, body) +
    `<path d="${body}" fill="url(#${ctx.id}-terry)"/>` +
    line('M352 420L356 668', ctx.line, 2.5) +
    piece(ctx, collarR, { fill: ctx.band, print: false }) +
    piece(ctx, collarL, { fill: ctx.band, print: false }) +
    piece(ctx, belt, { fill: ctx.band, print: false, shade: 'v' }) +
    shape('M344 408Q362 400 378 410L374 440Q360 448 346 440Z', darken(ctx.band, 0.05), ctx.line, 2.5) +
    shape('M350 440L330 560L352 556L364 444Z', ctx.band, ctx.line, 2.5) +
    shape('M368 440L394 548L414 540L376 440Z', ctx.band, ctx.line, 2.5) +
    piece(ctx, 'M196 480L266 476L268 560Q232 572 198 562Z', { shade: 'none' }) +
    cuff(ctx, [520, 420], [474, 438], -8, -28) +
    fold('M410 300Q404 360 414 400');
  return { silhouette: [hood, body], body: b };
};

export const GARMENT_DRAWERS: Readonly<Record<string, Drawer>> = {
  't-shirt': tee,
  shirt,
  shorts,
  jeans,
  dungaree,
  frock,
  top,
  skirt,
  leggings,
  'party-dress': partyDress,
  romper,
  onesie,
  bodysuit,
  sleepsuit,
  'kurta-set': kurtaSet,
  'lehenga-choli': lehengaCholi,
  sherwani,
  'dhoti-kurta': dhotiKurta,
  'nehru-jacket': nehruJacket,
  sweater,
  hoodie,
  jacket,
  'thermal-set': thermalSet,
  'night-suit': nightSuit,
  pyjama,
  nightie,
  bathrobe,
};
