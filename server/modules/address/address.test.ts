import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../../contract/address.ts';
import {
  addAddress,
  call,
  createKit,
  type Kit,
  listAddresses,
  mumbaiAddress,
  type Shopper,
  shopper,
} from '../../test/kit.ts';

let t: Kit;

beforeAll(async () => {
  t = await createKit();
});

afterAll(async () => {
  await t.cleanup();
});

/** Moves the shop clock a minute on, so "newest" is well defined. */
const later = () => {
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
};

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/user/address/add', () => {
  it('saves the address and answers it (201)', async () => {
    const me = await shopper(t);
    const res = await call(t, 'POST', '/user/address/add', me, mumbaiAddress());
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      message: ADDRESS_MESSAGES.added,
      data: {
        _id: expect.any(String),
        name: 'Asha Rao',
        number: '9876543210',
        alternatenumber: '9123456780',
        address: '12 Marine Drive, Flat 4B',
        landmark: 'Near the Oval Maidan',
        pincode: '400001',
        city: 'Mumbai',
        state: 'Maharashtra',
        addressType: 'home',
        createdAt: t.clock.now.toISOString(),
        serviceable: true,
        codLimit: null,
      },
    });
    expect(await listAddresses(t, me)).toEqual([res.json().data]);
  });

  it('keeps phones as 10 digits, trims text and leaves a blank alternate number empty', async () => {
    const me = await shopper(t);
    const saved = await addAddress(t, me, {
      name: '  Ravi Kumar ',
      number: '+91 98765 43210',
      alternatenumber: '  ',
      addressType: 'work',
    });
    expect(saved).toMatchObject({
      name: 'Ravi Kumar',
      number: '9876543210',
      alternatenumber: null,
      addressType: 'work',
    });
    const { alternatenumber: _, ...withoutAlternate } = mumbaiAddress();
    const res = await call(t, 'POST', '/user/address/add', me, withoutAlternate);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.alternatenumber).toBe(null);
  });

  it('accepts a union territory whose pincode is there (Delhi, 110001)', async () => {
    const me = await shopper(t);
    const saved = await addAddress(t, me, { pincode: '110001', city: 'New Delhi', state: 'Delhi' });
    expect(saved).toMatchObject({ pincode: '110001', city: 'New Delhi', state: 'Delhi' });
  });

  it('takes the city as typed: the pincode district is only a suggestion', async () => {
    const me = await shopper(t);
    expect((await addAddress(t, me, { city: 'Colaba' })).city).toBe('Colaba');
  });
});

describe('GET /api/user/address/view', () => {
  it('answers an empty list when the shopper has none', async () => {
    const me = await shopper(t);
    const res = await call(t, 'GET', '/user/address/view', me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it("lists the shopper's own addresses newest first", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    const names = ['First', 'Second', 'Third'];
    for (const name of names) {
      later();
      await addAddress(t, me, { name });
    }
    await addAddress(t, other, { name: 'Someone else' });
    const list = await listAddresses(t, me);
    expect(list.map((a) => a.name)).toEqual(['Third', 'Second', 'First']);
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThan(Date.parse(list[1]!.createdAt));
    expect((await listAddresses(t, other)).map((a) => a.name)).toEqual(['Someone else']);
  });
});

describe('where the shop delivers', () => {
  it('says of each address whether the shop delivers there and how much cash it takes', async () => {
    const me = await shopper(t);
    const guwahati = await addAddress(t, me, { pincode: '781001', city: 'Kamrup', state: 'Assam' });
    expect(guwahati).toMatchObject({ serviceable: true, codLimit: 5000 });
    const mumbai = await addAddress(t, me);
    expect(mumbai).toMatchObject({ serviceable: true, codLimit: null });
  });
});

describe('PATCH /api/user/address/update/{id}', () => {
  it('replaces every field and keeps the creation time', async () => {
    const me = await shopper(t);
    const saved = await addAddress(t, me);
    later();
    const changes = {
      name: 'Meera Iyer',
      number: '8765432109',
      alternatenumber: '7654321098',
      address: '4 Brigade Road',
      landmark: 'Opposite the church',
      pincode: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
      addressType: 'work',
    };
    const res = await call(t, 'PATCH', `/user/address/update/${saved._id}`, me, changes);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const updated = {
      ...changes,
      _id: saved._id,
      createdAt: saved.createdAt,
      serviceable: true,
      codLimit: null,
    };
    expect(res.json()).toEqual({ success: true, message: ADDRESS_MESSAGES.updated, data: updated });
    expect(await listAddresses(t, me)).toEqual([updated]);
  });

  it('requires the alternate number, as the edit dialog does', async () => {
    const me = await shopper(t);
    const saved = await addAddress(t, me);
    const { alternatenumber: _, ...withoutAlternate } = mumbaiAddress({ name: 'Changed' });
    const res = await call(t, 'PATCH', `/user/address/update/${saved._id}`, me, withoutAlternate);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'alternatenumber', msg: ADDRESS_MESSAGES.required }]);
    expect(await listAddresses(t, me)).toEqual([saved]);
  });
});

describe('DELETE /api/user/address/delete/{id}', () => {
  it('deletes the address; deleting it again is not found', async () => {
    const me = await shopper(t);
    const keep = await addAddress(t, me, { name: 'Keep' });
    const gone = await addAddress(t, me, { name: 'Gone' });
    const res = await call(t, 'DELETE', `/user/address/delete/${gone._id}`, me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ success: true, message: ADDRESS_MESSAGES.deleted });
    expect(await listAddresses(t, me)).toEqual([keep]);
    const again = await call(t, 'DELETE', `/user/address/delete/${gone._id}`, me);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: ADDRESS_MESSAGES.notFound });
  });
});

describe("another shopper's or an unknown address", () => {
  let owner: Shopper;
  let intruder: Shopper;
  let theirs: Awaited<ReturnType<typeof addAddress>>;

  beforeAll(async () => {
    owner = await shopper(t);
    intruder = await shopper(t);
    theirs = await addAddress(t, owner);
  });

  it.each([
    ['PATCH', 'update'],
    ['DELETE', 'delete'],
  ] as const)('%s answers 404 as for an unknown id and changes nothing', async (method, action) => {
    for (const id of [theirs._id, UNKNOWN_ID]) {
      const res = await call(
        t,
        method,
        `/user/address/${action}/${id}`,
        intruder,
        method === 'PATCH' ? mumbaiAddress({ name: 'Intruder' }) : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: ADDRESS_MESSAGES.notFound });
    }
    expect(await listAddresses(t, owner)).toEqual([theirs]);
    expect(await listAddresses(t, intruder)).toEqual([]);
  });

  it('refuses an id that is not an address id (400)', async () => {
    const res = await call(t, 'DELETE', '/user/address/delete/not-an-id', intruder);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(await listAddresses(t, owner)).toEqual([theirs]);
  });
});

describe('without a token', () => {
  it.each([
    ['POST', '/user/address/add', mumbaiAddress()],
    ['POST', '/user/address/add', { name: '' }],
    ['GET', '/user/address/view', undefined],
    ['PATCH', `/user/address/update/${UNKNOWN_ID}`, mumbaiAddress()],
    ['DELETE', `/user/address/delete/${UNKNOWN_ID}`, undefined],
  ] as const)("%s %s answers 401 'No token provided'", async (method, url, payload) => {
    const res = await call(t, method, url, null, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'No token provided' });
  });

  it('answers 401 for a token that is not a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/address/view',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Login Required.' });
  });
});
