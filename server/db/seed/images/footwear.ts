// Footwear drawings: a pair seen from the side (toes to the left) in the 600 × 750 frame.
import type { Drawer, Drawing } from './garments.ts';
import { starPath } from './patterns.ts';
import { type Ctx, darken, isLight, lighten, line, piece, ribLines, shape, stitch } from './svg.ts';

/** One shoe in local coordinates (about x 70..520, y 290..570); returns outline and body. */
type ShoeFn = (ctx: Ctx) => { outline: string; body: string };

const sneaker: ShoeFn = (ctx) => {
  const upper =
    'M92 508Q82 440 160 420L262 384Q300 334 360 322L440 312Q474 308 488 330L504 384Q514 446 510 508Z';
  const sole = 'M78 512Q74 562 122 568L482 568Q516 566 516 530L512 506L84 506Z';
  const toe = 'M92 508Q82 440 160 424Q204 430 212 472Q216 498 206 508Z';
  const heelTab = 'M486 328L508 312Q518 340 512 372L500 380Z';
  const accent = isLight(ctx.base) ? darken(ctx.base, 0.35) : '#FFFFFF';
  const stripe = 'M226 478Q338 476 440 384L456 400Q362 496 232 498Z';
  let laces = '';
  const holes: [number, number][] = [
    [262, 396],
    [290, 374],
    [318, 356],
    [346, 342],
  ];
  for (const [x, y] of holes)
    laces += `<circle cx="${x}" cy="${y}" r="4.5" fill="#F2F2F2" stroke="${ctx.line}" stroke-width="1.5"/>`;
  let cross = '';
  for (let i = 0; i < holes.length - 1; i++) {
    const a = holes[i] as [number, number];
    const b = holes[i + 1] as [number, number];
    cross += `M${a[0] - 8} ${a[1] - 10}L${b[0] + 8} ${b[1] + 12}`;
  }
  let tread = '';
  for (let x = 100; x < 500; x += 22) tread += `M${x} 560l8 0`;
  const body =
    shape(sole, '#F7F7F5', '#9C9C98', 3) +
    line('M84 530L514 530', lighten(accent, 0.2), 5, ' opacity=".8"') +
    `<path d="${tread}" stroke="#B9B9B4" stroke-width="4"/>` +
    piece(ctx, upper, { shade: 'v' }) +
    shape(toe, '#F7F7F5', '#A5A5A0', 2.5) +
    shape('M330 330Q352 286 398 296L392 328Z', darken(ctx.base, 0.08), ctx.line, 2.5) +
    shape(stripe, accent, ctx.line, 2) +
    shape(heelTab, accent, ctx.line, 2) +
    line('M360 322Q420 300 488 330', darken(ctx.base, 0.25), 8) +
    laces +
    line(cross, '#FFFFFF', 5) +
    stitch(ctx, 'M104 500L500 500', ctx.stitchColour, 1.5) +
    stitch(ctx, 'M250 392Q310 346 372 334', ctx.stitchColour, 1.5);
  return { outline: `${upper}${sole}`, body };
};

const sandal: ShoeFn = (ctx) => {
  const sole = 'M80 520Q80 564 122 566L486 566Q514 564 514 532L512 512L84 512Z';
  const bed = 'M84 512L512 512L508 494Q300 500 92 498Z';
  const toeStrap = 'M112 500C118 420 226 396 262 500L232 500C214 440 150 444 142 500Z';
  const mid = 'M276 500C282 410 356 380 392 420L376 444C348 420 310 430 304 500Z';
  const heel = 'M460 498L476 370L504 372L500 498Z';
  const ankle = 'M366 388Q432 350 512 356L512 386Q440 382 382 414Z';
  const buckle = `<rect x="478" y="356" width="30" height="32" rx="6" fill="#E3E3E3" stroke="#8C8C8C" stroke-width="2.5"/><rect x="486" y="364" width="14" height="16" rx="3" fill="${darken(ctx.base, 0.1)}"/>`;
  const body =
    shape(sole, darken(ctx.base, 0.45), darken(ctx.base, 0.6), 3) +
    shape(bed, '#E6C9A1', '#B0906A', 2) +
    piece(ctx, heel, { shade: 'v' }) +
    piece(ctx, toeStrap, { shade: 'v' }) +
    piece(ctx, mid, { shade: 'v' }) +
    piece(ctx, ankle, { shade: 'v' }) +
    buckle +
    stitch(ctx, 'M124 496C134 436 214 420 248 496', ctx.stitchColour, 1.5) +
    stitch(ctx, 'M372 396Q432 364 500 368', ctx.stitchColour, 1.5) +
    stitch(ctx, 'M98 540L500 540', '#D9D9D9', 1.5) +
    (isLight(ctx.base) ? '' : `<path d="${starPath(190, 436, 10)}" fill="#FFD66B"/>`);
  return { outline: `${sole}${toeStrap}${mid}${heel}${ankle}`, body };
};

const bootie: ShoeFn = (ctx) => {
  const upper =
    'M110 520C90 440 170 420 240 428L300 430C330 400 330 330 340 300L468 300C480 360 502 420 502 500C502 540 470 560 420 560L160 560C122 560 110 544 110 520Z';
  const cuffD = 'M330 306L478 306L482 250Q404 236 326 250Z';
  const sole =
    'M116 540C124 566 150 570 168 570L420 570C470 570 500 552 504 520L500 514C490 548 462 556 420 556L160 556C132 556 118 548 116 540Z';
  const bowFill = isLight(ctx.base) ? '#FFFFFF' : lighten(ctx.base, 0.6);
  const body =
    piece(ctx, upper, { shade: 'v' }) +
    shape(sole, darken(ctx.base, 0.3), ctx.line, 2) +
    shape(cuffD, ctx.band, ctx.line, 2.5) +
    ribLines(332, 480, 250, 304, 10, ctx.line) +
    stitch(ctx, 'M150 470Q220 440 300 446', ctx.stitchColour, 1.5) +
    stitch(ctx, 'M130 530L480 530', ctx.stitchColour, 1.5) +
    shape(
      'M228 430C210 404 196 412 200 430C196 448 214 454 228 430ZM228 430C246 404 262 412 258 430C262 448 242 454 228 430Z',
      bowFill,
      ctx.line,
      2,
    ) +
    `<circle cx="228" cy="430" r="6" fill="${bowFill}" stroke="${ctx.line}" stroke-width="2"/>`;
  return { outline: `${upper}${cuffD}`, body };
};

const schoolShoe: ShoeFn = (ctx) => {
  const upper = 'M92 510Q84 450 150 430L270 410Q320 360 380 350L470 346Q498 346 502 380L506 510Z';
  const sole = 'M80 512Q78 562 120 566L484 566Q514 564 514 532L510 508L86 508Z';
  const strap = 'M262 420Q330 378 432 362L438 394Q340 410 276 450Z';
  const velcro = 'M372 368L430 360L436 392L378 400Z';
  const soleColour = isLight(ctx.base) ? '#3A3A3A' : '#1F1F22';
  const body =
    shape(sole, soleColour, '#111', 3) +
    stitch(ctx, 'M96 526L504 526', '#8A8A8A', 1.5) +
    piece(ctx, upper, { shade: 'v' }) +
    shape('M92 510Q84 452 150 432Q190 436 200 470Q204 500 196 510Z', darken(ctx.base, 0.05), ctx.line, 2) +
    piece(ctx, strap, { shade: 'v' }) +
    shape(velcro, darken(ctx.base, 0.15), ctx.line, 2) +
    stitch(ctx, 'M274 432Q334 396 428 378', ctx.stitchColour, 1.5) +
    stitch(ctx, 'M104 496L500 496', ctx.stitchColour, 1.5) +
    line('M380 350Q430 340 470 346', darken(ctx.base, 0.3), 8) +
    `<ellipse cx="150" cy="462" rx="34" ry="12" fill="#fff" opacity=".35" transform="rotate(-14 150 462)"/>` +
    `<ellipse cx="440" cy="440" rx="20" ry="8" fill="#fff" opacity=".22"/>`;
  return { outline: `${upper}${sole}`, body };
};

function pair(fn: ShoeFn): Drawer {
  return (ctx: Ctx): Drawing => {
    const back = fn(ctx);
    const front = fn(ctx);
    const backT = 'translate(84 -80) scale(0.92)';
    const frontT = 'translate(-20 90)';
    const body =
      `<g transform="${backT}">${back.body}<path d="${back.outline}" fill="#000" opacity=".12"/></g>` +
      `<g transform="${frontT}">${front.body}</g>`;
    return {
      silhouette: [
        { d: back.outline, transform: backT },
        { d: front.outline, transform: frontT },
      ],
      body,
    };
  };
}

/** The close-up: one shoe, larger and slightly turned. */
function single(fn: ShoeFn): Drawer {
  return (ctx: Ctx): Drawing => {
    const shoe = fn(ctx);
    const t = 'translate(-62 -150) scale(1.2) rotate(-6 300 430)';
    return { silhouette: [{ d: shoe.outline, transform: t }], body: `<g transform="${t}">${shoe.body}</g>` };
  };
}

export const FOOTWEAR_DETAIL_DRAWERS: Readonly<Record<string, Drawer>> = {
  sneakers: single(sneaker),
  sandals: single(sandal),
  booties: single(bootie),
  'school-shoes': single(schoolShoe),
};

export const FOOTWEAR_DRAWERS: Readonly<Record<string, Drawer>> = {
  sneakers: pair(sneaker),
  sandals: pair(sandal),
  booties: pair(bootie),
  'school-shoes': pair(schoolShoe),
};
