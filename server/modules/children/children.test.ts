import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHILD_MESSAGES, CHILDREN_MAX, type ChildProfile } from '../../../contract/child-profile.ts';
import { call, createKit, KIT_START, type Kit, type Shopper, shopper } from '../../test/kit.ts';
import { childProfiles } from './schema.ts';

let t: Kit;

beforeAll(async () => {
  t = await createKit();
});

afterAll(async () => {
  await t.cleanup();
});

beforeEach(() => {
  // 2 March 2026, 15:30 in India: the current month is 2026-03.
  t.clock.now = new Date(KIT_START);
});

const aarav = { name: 'Aarav', birthMonth: '2023-01', gender: 'boy', heightCm: 96 };

const add = (who: Shopper | null, body: object) => call(t, 'POST', '/user/children', who, body);
const change = (who: Shopper | null, id: string, body: object) =>
  call(t, 'PATCH', `/user/children/${id}`, who, body);
const remove = (who: Shopper | null, id: string) => call(t, 'DELETE', `/user/children/${id}`, who);

async function list(who: Shopper): Promise<ChildProfile[]> {
  const res = await call(t, 'GET', '/user/children', who);
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().children;
}

async function added(who: Shopper, body: object = aarav): Promise<ChildProfile> {
  const res = await add(who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().child;
}

const storedRows = (userId: string) =>
  t.database.db.select().from(childProfiles).where(eq(childProfiles.userId, userId));

/** The field errors of a 400, as { field: msg }. */
function fieldErrors(res: { statusCode: number; json: () => { errors?: { field: string; msg: string }[] } }) {
  expect(res.statusCode).toBe(400);
  return Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.msg]));
}

describe('children of a shopper', () => {
  it('needs a sign-in for every call', async () => {
    const id = '3f0c6a3e-1c1f-4a55-9b1e-8d1c2b7e6a10';
    for (const res of [
      await call(t, 'GET', '/user/children', null),
      await add(null, aarav),
      await change(null, id, { name: 'X' }),
      await remove(null, id),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('lists none at first, then each child added, in the order they were added', async () => {
    const me = await shopper(t);
    expect(await list(me)).toEqual([]);

    const res = await add(me, { ...aarav, name: '  Aarav  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: CHILD_MESSAGES.added });
    const first = res.json().child as ChildProfile;
    expect(first).toEqual({
      _id: expect.any(String),
      name: 'Aarav',
      birthMonth: '2023-01',
      gender: 'boy',
      heightCm: 96,
    });

    t.clock.now = new Date(KIT_START.getTime() + 60_000);
    // The height is optional; an older sibling added later still comes after.
    const second = await added(me, { name: 'Diya', birthMonth: '2019-07', gender: 'girl' });
    expect(second.heightCm).toBeNull();

    expect(await list(me)).toEqual([first, second]);
    // Stored as the first of the month, answered as the month.
    const rows = await storedRows(me.userId);
    expect(rows.map((r) => r.birthMonth).sort()).toEqual(['2019-07-01', '2023-01-01']);
  });

  it("never shows one shopper's children to another", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    await added(me);
    expect(await list(other)).toEqual([]);
  });

  it('refuses bad input with a message for each field', async () => {
    const me = await shopper(t);
    expect(fieldErrors(await add(me, { ...aarav, name: '   ' }))).toMatchObject({
      name: CHILD_MESSAGES.nameRequired,
    });
    expect(fieldErrors(await add(me, { ...aarav, name: 'A'.repeat(41) }))).toMatchObject({
      name: CHILD_MESSAGES.nameTooLong,
    });
    for (const birthMonth of ['2023-13', '2023-1', '2023-01-05', '', 202301]) {
      expect(fieldErrors(await add(me, { ...aarav, birthMonth }))).toMatchObject({
        birthMonth: CHILD_MESSAGES.birthMonthRequired,
      });
    }
    expect(fieldErrors(await add(me, { ...aarav, gender: 'other' }))).toMatchObject({
      gender: CHILD_MESSAGES.genderRequired,
    });
    for (const heightCm of [29, 201, '96']) {
      expect(fieldErrors(await add(me, { ...aarav, heightCm }))).toMatchObject({
        heightCm: CHILD_MESSAGES.heightRange,
      });
    }
    const missing = fieldErrors(await add(me, {}));
    expect(missing).toMatchObject({
      name: CHILD_MESSAGES.nameRequired,
      birthMonth: CHILD_MESSAGES.birthMonthRequired,
      gender: CHILD_MESSAGES.genderRequired,
    });
    // Unknown fields are refused, not ignored (a user id in the body above all).
    expect((await add(me, { ...aarav, userId: me.userId })).statusCode).toBe(400);
    expect(await list(me)).toEqual([]);
  });

  it('refuses a birth month in the future, on the shop clock in India time', async () => {
    const me = await shopper(t);
    const future = await add(me, { ...aarav, birthMonth: '2026-04' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      success: false,
      message: CHILD_MESSAGES.birthMonthFuture,
      errors: [{ field: 'birthMonth', msg: CHILD_MESSAGES.birthMonthFuture }],
    });
    expect((await add(me, { ...aarav, birthMonth: '2027-01' })).statusCode).toBe(400);
    // A baby born this month is welcome.
    expect((await added(me, { ...aarav, birthMonth: '2026-03' })).birthMonth).toBe('2026-03');

    // 31 March, 23:30 in India: April is still the future…
    t.clock.now = new Date('2026-03-31T18:00:00Z');
    expect((await add(me, { ...aarav, birthMonth: '2026-04' })).json().message).toBe(
      CHILD_MESSAGES.birthMonthFuture,
    );
    // …and half an hour later (still 31 March in UTC) it is this month.
    t.clock.now = new Date('2026-03-31T19:00:00Z');
    expect((await added(me, { ...aarav, birthMonth: '2026-04' })).birthMonth).toBe('2026-04');
  });

  it('refuses a birth month more than 16 years ago', async () => {
    const me = await shopper(t);
    const old = await add(me, { ...aarav, birthMonth: '2010-02' });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(CHILD_MESSAGES.birthMonthTooOld);
    expect(fieldErrors(old)).toEqual({ birthMonth: CHILD_MESSAGES.birthMonthTooOld });
    // Sixteen years to the month is still fine.
    expect((await added(me, { ...aarav, birthMonth: '2010-03' })).birthMonth).toBe('2010-03');
  });

  it(`keeps at most ${CHILDREN_MAX} children; a removal makes room`, async () => {
    expect(CHILD_MESSAGES.tooMany).toBe('You can keep up to 8 children');
    const me = await shopper(t);
    for (let i = 1; i <= CHILDREN_MAX; i++) await added(me, { ...aarav, name: `Child ${i}` });
    const refused = await add(me, { ...aarav, name: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: CHILD_MESSAGES.tooMany });
    const children = await list(me);
    expect(children).toHaveLength(CHILDREN_MAX);

    // Changing one needs no free place; another shopper is not affected.
    expect((await change(me, children[0]!._id, { name: 'Renamed' })).statusCode).toBe(200);
    await added(await shopper(t));

    expect((await remove(me, children[3]!._id)).statusCode).toBe(200);
    expect((await added(me, { ...aarav, name: 'Fits again' })).name).toBe('Fits again');
  });

  it('lets only one of several adds at once take the last place', async () => {
    const me = await shopper(t);
    for (let i = 1; i < CHILDREN_MAX; i++) await added(me, { ...aarav, name: `Child ${i}` });
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => add(me, { ...aarav, name: `Racer ${i}` })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await list(me)).toHaveLength(CHILDREN_MAX);
  });

  it('changes only the fields sent; null clears the height', async () => {
    const me = await shopper(t);
    const child = await added(me);

    const renamed = await change(me, child._id, { name: 'Aarav K' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      success: true,
      message: CHILD_MESSAGES.updated,
      child: { ...child, name: 'Aarav K' },
    });

    const moved = (
      await change(me, child._id, { birthMonth: '2022-11', gender: 'girl', heightCm: 101.4 })
    ).json();
    expect(moved.child).toEqual({
      ...child,
      name: 'Aarav K',
      birthMonth: '2022-11',
      gender: 'girl',
      heightCm: 101,
    });
    expect((await change(me, child._id, { heightCm: null })).json().child.heightCm).toBeNull();
    // Nothing to change: the child as it is.
    expect((await change(me, child._id, {})).json().child).toEqual({ ...moved.child, heightCm: null });
    expect((await storedRows(me.userId))[0]?.birthMonth).toBe('2022-11-01');
  });

  it('refuses a change to a future or bad birth month and keeps the child as it was', async () => {
    const me = await shopper(t);
    const child = await added(me);
    const future = await change(me, child._id, { birthMonth: '2026-05' });
    expect(fieldErrors(future)).toEqual({ birthMonth: CHILD_MESSAGES.birthMonthFuture });
    expect(fieldErrors(await change(me, child._id, { name: '' }))).toMatchObject({
      name: CHILD_MESSAGES.nameRequired,
    });
    expect(fieldErrors(await change(me, child._id, { heightCm: 500 }))).toMatchObject({
      heightCm: CHILD_MESSAGES.heightRange,
    });
    expect((await change(me, child._id, { userId: me.userId })).statusCode).toBe(400);
    expect(await list(me)).toEqual([child]);
  });

  it("answers 404 for another shopper's child (and changes nothing), 400 for an id that is no id", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    const theirs = await added(other, { ...aarav, name: 'Kabir' });

    const changed = await change(me, theirs._id, { name: 'Mine now' });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual({ success: false, message: CHILD_MESSAGES.notFound });
    const removed = await remove(me, theirs._id);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().message).toBe(CHILD_MESSAGES.notFound);
    expect(await list(other)).toEqual([theirs]);

    expect((await change(me, '3f0c6a3e-1c1f-4a55-9b1e-8d1c2b7e6a10', { name: 'X' })).statusCode).toBe(404);
    expect((await remove(me, 'not-an-id')).statusCode).toBe(400);
  });

  it('removes a child once', async () => {
    const me = await shopper(t);
    const first = await added(me);
    const second = await added(me, { ...aarav, name: 'Meera', gender: 'girl' });
    const res = await remove(me, first._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CHILD_MESSAGES.removed });
    expect(await list(me)).toEqual([second]);
    expect((await remove(me, first._id)).statusCode).toBe(404);
  });

  it("are deleted with the shopper's account", async () => {
    const me = await shopper(t);
    const other = await shopper(t);
    await added(me);
    await added(me, { ...aarav, name: 'Meera', gender: 'girl' });
    await added(other);
    expect((await call(t, 'DELETE', '/user/profile/delete', me)).statusCode).toBe(200);
    expect(await storedRows(me.userId)).toEqual([]);
    expect(await storedRows(other.userId)).toHaveLength(1);
  });
});
