import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LIMIT, ADDRESS_MESSAGES } from '../../../contract/address.ts';
import {
  addAddress,
  call,
  createKit,
  type Kit,
  listAddresses,
  mumbaiAddress,
  shopper,
} from '../../test/kit.ts';

let t: Kit;

beforeAll(async () => {
  t = await createKit();
});

afterAll(async () => {
  await t.cleanup();
});

const LIMIT_TEXT = 'You can save up to 20 addresses. Please delete one first.';

describe('at most 20 saved addresses', () => {
  it('refuses the 21st (409) until one is deleted; other shoppers are not affected', async () => {
    expect(ADDRESS_LIMIT).toBe(20);
    expect(ADDRESS_MESSAGES.limitReached).toBe(LIMIT_TEXT);
    const me = await shopper(t);
    const other = await shopper(t);
    for (let i = 1; i <= 20; i++) await addAddress(t, me, { name: `Address ${i}` });

    const refused = await call(t, 'POST', '/user/address/add', me, mumbaiAddress({ name: 'One too many' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: LIMIT_TEXT });
    const list = await listAddresses(t, me);
    expect(list).toHaveLength(20);
    expect(list.some((a) => a.name === 'One too many')).toBe(false);

    // Editing needs no free slot.
    const edited = await call(t, 'PATCH', `/user/address/update/${list[0]!._id}`, me, mumbaiAddress());
    expect(edited.statusCode).toBe(200);

    expect((await addAddress(t, other)).name).toBe('Asha Rao');

    expect((await call(t, 'DELETE', `/user/address/delete/${list[5]!._id}`, me)).statusCode).toBe(200);
    expect((await addAddress(t, me, { name: 'Fits again' })).name).toBe('Fits again');
    expect(await listAddresses(t, me)).toHaveLength(20);
  });

  it('lets only one of several adds at once take the last slot', async () => {
    const me = await shopper(t);
    for (let i = 1; i <= 19; i++) await addAddress(t, me, { name: `Address ${i}` });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(t, 'POST', '/user/address/add', me, mumbaiAddress({ name: `Racer ${i}` })),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await listAddresses(t, me)).toHaveLength(20);
  });
});
