// Makes the app icons the web app manifest and the home screen use from web/public/favicon.svg:
// web/public/icons/icon-192.png, icon-512.png, maskable-512.png (the logo's shirt inside the 80 % safe circle
// on the logo's blue, so a launcher's round or squircle mask never cuts it) and apple-touch-icon.png
// (180 px, full bleed: iOS rounds the corners itself). Run once after the logo changes; the PNGs are
// committed.
//
//   npx tsx scripts/build-icons.ts
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'web', 'public');
const outDir = path.join(publicDir, 'icons');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'));
/** The logo's own background (favicon.svg's rect), which fills a maskable icon's bleed area. */
const LOGO_BLUE = '#116AFD';

/** The logo drawn at `size` px (rendered from the vector at that size, never scaled up from a bitmap). */
const logoAt = (size: number) => sharp(logo, { density: Math.ceil((72 * size) / 64) }).resize(size, size);

async function plain(size: number, name: string): Promise<void> {
  await logoAt(size).png({ compressionLevel: 9 }).toFile(path.join(outDir, name));
}

/** Maskable: a full-bleed square of the logo's blue with the logo at 85 % in the middle (its shirt stays inside the 80 % safe circle). */
async function maskable(size: number, name: string): Promise<void> {
  const inner = Math.round(size * 0.85);
  const offset = Math.round((size - inner) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: LOGO_BLUE } })
    .composite([{ input: await logoAt(inner).png().toBuffer(), left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name));
}

/** Apple touch icon: no transparency (iOS paints it black), so the logo's corners are filled blue. */
async function appleTouch(size: number, name: string): Promise<void> {
  await logoAt(size)
    .flatten({ background: LOGO_BLUE })
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name));
}

mkdirSync(outDir, { recursive: true });
await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await maskable(512, 'maskable-512.png');
await appleTouch(180, 'apple-touch-icon.png');
console.log(`Icons written to ${path.relative(root, outDir)}`);
