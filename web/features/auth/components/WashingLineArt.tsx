import { useId } from 'react';

// Drawing colours: the theme's pastels (styles.css) with a few deeper shades of them for fabric.
const INK = '#1b2440';
const ACCENT = '#116afd';
const CREAM = '#fffaf2';
const PEACH = '#ffd2b8';
const CORAL = '#ff9e7a';
const LILAC = '#cdbdff';
const ROSE = '#ff7a9c';
const MINT = '#bfead6';
const LEAF = '#18855a';
const BUTTER = '#ffd75e';
const SKY = '#dcebff';

/** A wooden peg holding a garment to the line. */
function Peg({ x, y }: { x: number; y: number }) {
  return <rect x={x - 4} y={y - 9} width="8" height="18" rx="3" fill={ACCENT} />;
}

/**
 * Children's clothes drying on a washing line on a sunny day. Drawn on a square canvas with the
 * garments in the middle band, so the picture can be cropped to a wide banner (phones) or a tall
 * panel (desktop) with `preserveAspectRatio="xMidYMid slice"` and still show the line. Decorative only.
 */
export function WashingLineArt({ className }: { className?: string }) {
  const id = useId();
  const skyId = `${id}-sky`;
  const sunId = `${id}-sun`;
  return (
    <svg
      viewBox="0 0 600 600"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={skyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={SKY} />
          <stop offset=".55" stopColor="#eef4ff" />
          <stop offset="1" stopColor={CREAM} />
        </linearGradient>
        <radialGradient id={sunId}>
          <stop offset=".55" stopColor={BUTTER} />
          <stop offset="1" stopColor="#fff0bf" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="600" height="600" fill={`url(#${skyId})`} />

      {/* sun and clouds */}
      <circle cx="462" cy="118" r="62" fill={`url(#${sunId})`} />
      <circle cx="462" cy="118" r="34" fill={BUTTER} />
      <g fill="#ffffff">
        <ellipse cx="150" cy="112" rx="46" ry="20" />
        <ellipse cx="180" cy="98" rx="30" ry="22" />
        <ellipse cx="122" cy="102" rx="22" ry="16" />
        <ellipse cx="330" cy="78" rx="38" ry="15" />
        <ellipse cx="352" cy="68" rx="22" ry="15" />
        <ellipse cx="520" cy="214" rx="30" ry="11" opacity=".85" />
      </g>
      {/* birds */}
      <g fill="none" stroke={INK} strokeOpacity=".45" strokeWidth="2.5" strokeLinecap="round">
        <path d="M236 150q8-8 16 0q8-8 16 0" />
        <path d="M276 128q6-6 12 0q6-6 12 0" />
      </g>

      {/* ground */}
      <path d="M0 470Q150 428 300 462T600 452V600H0Z" fill="#d6f2e4" />
      <path d="M0 528Q200 486 410 526T600 516V600H0Z" fill={MINT} />
      <g>
        <circle cx="470" cy="508" r="6" fill={ROSE} />
        <circle cx="470" cy="508" r="2.5" fill={BUTTER} />
        <circle cx="500" cy="520" r="5" fill={LILAC} />
        <circle cx="500" cy="520" r="2" fill={BUTTER} />
        <circle cx="300" cy="552" r="6" fill={BUTTER} />
        <circle cx="300" cy="552" r="2.5" fill={CORAL} />
      </g>

      {/* laundry basket */}
      <g transform="translate(150 500)">
        <path d="M-46 0h92l-10 46a8 8 0 0 1-8 6h-56a8 8 0 0 1-8-6z" fill={PEACH} />
        <path d="M-40 14h80M-37 28h74M-33 42h66" stroke={CORAL} strokeWidth="3" strokeOpacity=".55" />
        <rect x="-50" y="-6" width="100" height="10" rx="5" fill={CORAL} />
        <path d="M-24-6q10-18 26-6" fill={SKY} stroke={ACCENT} strokeOpacity=".35" strokeWidth="2" />
      </g>

      {/* poles and line */}
      <rect x="74" y="176" width="9" height="330" rx="4.5" fill={INK} fillOpacity=".55" />
      <rect x="517" y="176" width="9" height="330" rx="4.5" fill={INK} fillOpacity=".55" />
      <circle cx="78.5" cy="178" r="8" fill={ACCENT} />
      <circle cx="521.5" cy="178" r="8" fill={ACCENT} />
      <path d="M84 190Q300 260 516 190" fill="none" stroke={INK} strokeOpacity=".4" strokeWidth="2.5" />

      {/* striped tee */}
      <g transform="translate(135 203) rotate(-6)">
        <path
          d="M-22 0H22L46 18 34 36 24 29V92A6 6 0 0 1 18 98H-18A6 6 0 0 1-24 92V29L-34 36-46 18Z"
          fill={PEACH}
        />
        <path d="M-11 0a11 11 0 0 0 22 0" fill={CREAM} />
        <path d="M-24 58H24M-24 74H24" stroke={CORAL} strokeWidth="7" />
        <path d="M0 44s-7-4-7-8a3.5 3.5 0 0 1 7-1 3.5 3.5 0 0 1 7 1c0 4-7 8-7 8z" fill={ROSE} />
        <Peg x={-16} y={1} />
        <Peg x={16} y={1} />
      </g>

      {/* a pair of socks */}
      <g transform="translate(196 215) rotate(4)">
        <path d="M-8 0H8V38L22 46A8 8 0 0 1 15 60L-4 50A8 8 0 0 1-8 43Z" fill={BUTTER} />
        <path d="M-8 8H8" stroke={ACCENT} strokeWidth="4" />
        <Peg x={0} y={1} />
      </g>
      <g transform="translate(222 219) rotate(-3)">
        <path d="M-8 0H8V38L22 46A8 8 0 0 1 15 60L-4 50A8 8 0 0 1-8 43Z" fill={ROSE} />
        <path d="M-8 8H8" stroke={CREAM} strokeWidth="4" />
        <Peg x={0} y={1} />
      </g>

      {/* polka-dot dress */}
      <g transform="translate(286 225)">
        <path
          d="M-13 0H13L17 20 11 29 42 106A6 6 0 0 1 36 114H-36A6 6 0 0 1-42 106L-11 29-17 20Z"
          fill={LILAC}
        />
        <path d="M-13 29H13" stroke={ROSE} strokeWidth="6" strokeLinecap="round" />
        <circle cx="0" cy="29" r="5" fill={ROSE} />
        <g fill={CREAM}>
          <circle cx="-14" cy="66" r="4" />
          <circle cx="10" cy="78" r="4" />
          <circle cx="-4" cy="96" r="4" />
          <circle cx="22" cy="100" r="4" />
          <circle cx="-26" cy="100" r="4" />
          <circle cx="4" cy="52" r="3.5" />
        </g>
        <Peg x={-9} y={1} />
        <Peg x={9} y={1} />
      </g>

      {/* romper with buttons */}
      <g transform="translate(368 222) rotate(5)">
        <path
          d="M-22 0H22L38 14 29 28 22 23V78Q22 90 12 92H4V80A4 4 0 0 0-4 80V92H-12Q-22 90-22 78V23L-29 28-38 14Z"
          fill={MINT}
        />
        <path d="M-10 0a10 10 0 0 0 20 0" fill={CREAM} />
        <circle cx="0" cy="36" r="3.2" fill={LEAF} />
        <circle cx="0" cy="50" r="3.2" fill={LEAF} />
        <circle cx="0" cy="64" r="3.2" fill={LEAF} />
        <Peg x={-15} y={1} />
        <Peg x={15} y={1} />
      </g>

      {/* little shorts */}
      <g transform="translate(446 210) rotate(-4)">
        <path
          d="M-27 0H27L33 58H7L0 26-7 58H-33Z"
          fill={SKY}
          stroke={ACCENT}
          strokeOpacity=".3"
          strokeWidth="2"
        />
        <path d="M-27 8H27" stroke={ACCENT} strokeWidth="5" strokeOpacity=".7" />
        <path d="M14 18h9v10h-9z" fill={BUTTER} />
        <Peg x={-18} y={1} />
        <Peg x={18} y={1} />
      </g>

      {/* floating sparkles and bubbles (they also fill the wide banner crop) */}
      <path d="M112 352l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill={BUTTER} />
      <path d="M494 318l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill={ROSE} />
      <circle cx="232" cy="380" r="8" fill={ACCENT} fillOpacity=".18" />
      <circle cx="386" cy="396" r="11" fill={LILAC} fillOpacity=".7" />
      <circle cx="420" cy="360" r="5" fill={BUTTER} fillOpacity=".8" />
    </svg>
  );
}
