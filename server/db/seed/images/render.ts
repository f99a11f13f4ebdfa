// Renders pictures by file name into the uploads folder: SVG → WebP with sharp, a few at a time,
// skipping files that already exist, writing each atomically (temp file + rename).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageJob } from './registry.ts';

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
  return sharp(Buffer.from(job.svg())).webp({ quality: job.quality, effort: 2 }).toBuffer();
}

export async function renderImages(
  names: Iterable<string>,
  dir: string,
  options: RenderOptions = {},
): Promise<RenderReport> {
  await mkdir(dir, { recursive: true });
  const present = new Set(await readdir(dir));
  const report: RenderReport = { rendered: 0, existing: 0, unknown: [], bytes: 0 };
  const queue: string[] = [];
  for (const name of new Set(names)) {
    if (!imageJob(name)) report.unknown.push(name);
    else if (!options.force && present.has(name)) report.existing++;
    else queue.push(name);
  }
  const total = queue.length;
  if (total === 0) return report;
  options.log?.(`rendering ${total} images into ${dir}`);
  const step = Math.max(50, Math.ceil(total / 10));
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const name = queue[next++] as string;
      const buffer = await renderImageBuffer(name);
      const target = path.join(dir, name);
      const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(temp, buffer);
        await rename(temp, target);
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw error;
      }
      report.rendered++;
      report.bytes += buffer.length;
      if (report.rendered % step === 0 && report.rendered < total) {
        options.log?.(`  ${report.rendered}/${total} images`);
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker);
  await Promise.all(workers);
  options.log?.(`rendered ${report.rendered} images (${Math.round(report.bytes / 1024)} KB)`);
  return report;
}
