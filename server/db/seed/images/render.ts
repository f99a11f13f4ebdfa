// Renders pictures by file name into the file store: SVG → WebP with sharp, a few at a time, skipping
// pictures the store already holds. Each is stored whole (a temp file and a rename on disk, one PUT in a
// bucket), so a picture is never seen half-written.
import sharp from 'sharp';
import type { FileStore } from '../../../platform/index.ts';
import { imageJob } from './registry.ts';

/** Presence checks in flight at once: cheap on disk, one round trip each to a bucket. */
const CHECKS_IN_FLIGHT = 16;

export interface RenderOptions {
  /** Renders in flight at once (default 2). */
  concurrency?: number;
  /** Re-render even when the file exists. */
  force?: boolean;
  log?: (msg: string) => void;
}

export interface RenderReport {
  /** Files written now. */
  rendered: number;
  /** Files that were already there. */
  existing: number;
  /** Names that are not ours to draw (e.g. uploaded by a seller); left alone. */
  unknown: string[];
  /** Bytes written now. */
  bytes: number;
}

/** Encodes one picture (exposed for tests and tools). */
export async function renderImageBuffer(name: string): Promise<Buffer> {
  const job = imageJob(name);
  if (!job) throw new Error(`no renderer for image ${name}`);
  // SVG is read at 72 dpi by default: a twin is read at twice that, so it is drawn, not enlarged.
  return sharp(Buffer.from(job.svg()), { density: 72 * (job.scale ?? 1) })
    .webp({ quality: job.quality, effort: 2 })
    .toBuffer();
}

/** Runs `work` on every item, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

export async function renderImages(
  names: Iterable<string>,
  store: FileStore,
  options: RenderOptions = {},
): Promise<RenderReport> {
  const report: RenderReport = { rendered: 0, existing: 0, unknown: [], bytes: 0 };
  const ours: string[] = [];
  for (const name of new Set(names)) {
    if (imageJob(name)) ours.push(name);
    else report.unknown.push(name);
  }
  const queue: string[] = [];
  if (options.force) queue.push(...ours);
  else {
    const present = new Set<string>();
    await eachLimited(ours, CHECKS_IN_FLIGHT, async (name) => {
      if (await store.hasPublic(name)) present.add(name);
    });
    for (const name of ours) {
      if (present.has(name)) report.existing++;
      else queue.push(name);
    }
  }
  const total = queue.length;
  if (total === 0) return report;
  options.log?.(`rendering ${total} images into the ${store.kind === 'disk' ? 'uploads folder' : 'bucket'}`);
  const step = Math.max(50, Math.ceil(total / 10));
  await eachLimited(queue, options.concurrency ?? 2, async (name) => {
    const buffer = await renderImageBuffer(name);
    await store.putPublic(name, buffer, 'image/webp');
    report.rendered++;
    report.bytes += buffer.length;
    if (report.rendered % step === 0 && report.rendered < total) {
      options.log?.(`  ${report.rendered}/${total} images`);
    }
  });
  options.log?.(`rendered ${report.rendered} images (${Math.round(report.bytes / 1024)} KB)`);
  return report;
}
