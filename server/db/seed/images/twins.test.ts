import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, type ShopKit } from '../../../test/kit.ts';
import { productVariants } from '../../schema/index.ts';
import { productImages } from '../catalogue.ts';
import { drawDemoTwins } from '../index.ts';
import { imageJob, retinaTwinName } from './registry.ts';
import { renderImageBuffer } from './render.ts';

// The demo's product pictures get double-size twins (name@2x.webp), as the console's uploads do, so
// the storefront's zoom and high-density screens get real detail.

let t: ShopKit;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
});

afterAll(async () => {
  await t.cleanup();
});

const [front, second] = [...productImages(1)] as [string, string];

describe('double-size twins of the demo pictures', () => {
  it('are named like uploaded twins, for product and fabric pictures only', () => {
    expect(front).toMatch(/^p-.+-front\.webp$/);
    expect(retinaTwinName(front)).toBe(front.replace('.webp', '@2x.webp'));
    expect(retinaTwinName(second)).toBe(second.replace('.webp', '@2x.webp'));
    expect(retinaTwinName('brand-tiny-threads.webp')).toBeUndefined();
    expect(retinaTwinName('cat-boys.webp')).toBeUndefined();
    expect(imageJob('cat-boys@2x.webp')).toBeUndefined();
    expect(imageJob('p-unknown-ffffff-plain-front@2x.webp')).toBeUndefined();
  });

  it('are drawn at twice the width and height, not enlarged from the 1x', async () => {
    const twin = retinaTwinName(front)!;
    expect(imageJob(twin)).toMatchObject({ name: twin, width: 1200, height: 1500, scale: 2 });
    const [single, double] = await Promise.all([renderImageBuffer(front), renderImageBuffer(twin)]);
    expect(await sharp(single).metadata()).toMatchObject({ format: 'webp', width: 600, height: 750 });
    expect(await sharp(double).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 1500 });
  });

  it('are drawn for the pictures the catalogue uses, once, and served beside them', async () => {
    const [variant] = await t.database.db.select().from(productVariants).limit(1);
    if (!variant) throw new Error('no variant');
    await t.database.db
      .update(productVariants)
      .set({ images: [front, second] })
      .where(eq(productVariants.id, variant.id));

    const first = await drawDemoTwins(t.database.db, t.app.platform.store);
    expect(first.rendered).toBe(2);
    const twins = [front, second].map((name) => retinaTwinName(name)!);
    for (const twin of twins) expect(existsSync(path.join(t.config.uploadsDir, twin)), twin).toBe(true);
    // Only twins: the 1x pictures are the seed's business.
    expect(existsSync(path.join(t.config.uploadsDir, front))).toBe(false);

    expect(await drawDemoTwins(t.database.db, t.app.platform.store)).toMatchObject({
      rendered: 0,
      existing: 2,
    });
    const served = await t.app.inject({ url: `/uploads/${twins[0]}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
