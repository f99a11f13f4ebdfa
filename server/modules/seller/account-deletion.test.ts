import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerApplications } from '../../db/schema/index.ts';
import {
  call,
  createKit,
  imageBytes,
  type Kit,
  shopper,
  submitApplication,
  validFields,
} from '../../test/kit.ts';
import { applicationFolders, PDF_BYTES } from './test-support.ts';

let t: Kit;
beforeAll(async () => {
  t = await createKit();
});
afterAll(async () => {
  await t.cleanup();
});

describe('deleting the account', () => {
  it("removes the shopper's seller applications and their documents, and nobody else's", async () => {
    const leaving = await shopper(t);
    const staying = await shopper(t);
    const files = {
      storelogo: [{ bytes: await imageBytes('png'), name: 'logo.png', type: 'image/png' }],
      license: [{ bytes: PDF_BYTES, name: 'licence.pdf', type: 'application/pdf' }],
    };
    expect((await submitApplication(t, leaving, validFields(), files)).statusCode).toBe(200);
    expect((await submitApplication(t, staying, validFields(), files)).statusCode).toBe(200);
    expect(await applicationFolders(t)).toHaveLength(2);

    expect((await call(t, 'DELETE', '/user/profile/delete', leaving)).statusCode).toBe(200);

    const rows = await t.database.db.select().from(sellerApplications);
    expect(rows.map((r) => r.userId)).toEqual([staying.userId]);
    expect(await applicationFolders(t)).toEqual([rows[0]!.id]);
    const theirs = await t.database.db
      .select()
      .from(sellerApplications)
      .where(eq(sellerApplications.userId, leaving.userId));
    expect(theirs).toEqual([]);
  });
});
