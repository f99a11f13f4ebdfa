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

// Every refusal is a 400 carrying the spec's text, and saves nothing.

let t: Kit;
let me: Shopper;

beforeAll(async () => {
  t = await createKit();
  me = await shopper(t);
});

afterAll(async () => {
  await t.cleanup();
});

const add = (body: Record<string, unknown>) => call(t, 'POST', '/user/address/add', me, body);

function without(field: string): Record<string, unknown> {
  const body = mumbaiAddress();
  delete body[field];
  return body;
}

async function expectRefused(
  res: Awaited<ReturnType<typeof add>>,
  errors: { field: string; msg: string }[],
): Promise<void> {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, message: errors[0]!.msg, errors });
}

describe('address fields', () => {
  it.each(['name', 'number', 'address', 'landmark', 'pincode', 'city', 'state'])(
    "a missing or blank %s answers 'Please fill in all required fields.'",
    async (field) => {
      await expectRefused(await add(without(field)), [{ field, msg: ADDRESS_MESSAGES.required }]);
      await expectRefused(await add(mumbaiAddress({ [field]: '   ' })), [
        { field, msg: ADDRESS_MESSAGES.required },
      ]);
    },
  );

  it.each(['12345', '98765432101', '5123456789', '98765abcde'])(
    "the phone %s answers 'Enter a valid 10-digit phone number'",
    async (phone) => {
      await expectRefused(await add(mumbaiAddress({ number: phone })), [
        { field: 'number', msg: ADDRESS_MESSAGES.phoneInvalid },
      ]);
      await expectRefused(await add(mumbaiAddress({ alternatenumber: phone })), [
        { field: 'alternatenumber', msg: ADDRESS_MESSAGES.phoneInvalid },
      ]);
    },
  );

  it('refuses the same primary and alternate number, however written', async () => {
    const expected = [{ field: 'alternatenumber', msg: ADDRESS_MESSAGES.alternateSameAsPrimary }];
    await expectRefused(await add(mumbaiAddress({ alternatenumber: '9876543210' })), expected);
    await expectRefused(await add(mumbaiAddress({ alternatenumber: '+91 98765-43210' })), expected);
  });

  it.each(['40001', '4000011', '012345', '4OOOO1'])(
    "the pincode %s answers 'Enter a valid 6-digit pincode'",
    async (pincode) => {
      await expectRefused(await add(mumbaiAddress({ pincode })), [
        { field: 'pincode', msg: ADDRESS_MESSAGES.pincodeInvalid },
      ]);
    },
  );

  it.each(['Bombay', 'maharashtra', 'Atlantis'])(
    "the state %s answers 'Please choose a state from the list.'",
    async (state) => {
      await expectRefused(await add(mumbaiAddress({ state })), [
        { field: 'state', msg: ADDRESS_MESSAGES.stateInvalid },
      ]);
    },
  );

  it('accepts only home or work as the address type', async () => {
    for (const addressType of ['office', undefined]) {
      await expectRefused(await add(mumbaiAddress({ addressType })), [
        { field: 'addressType', msg: ADDRESS_MESSAGES.typeInvalid },
      ]);
    }
  });

  it.each([
    ['userId', '00000000-0000-4000-8000-000000000000'],
    ['_id', '00000000-0000-4000-8000-000000000000'],
    ['createdAt', '2020-01-01T00:00:00.000Z'],
  ])('refuses the unknown field %s', async (field, value) => {
    const res = await add(mumbaiAddress({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errors: [expect.objectContaining({ msg: expect.any(String) })],
    });
  });

  it('refuses a body that is not an address', async () => {
    expect((await call(t, 'POST', '/user/address/add', me, [mumbaiAddress()])).statusCode).toBe(400);
  });

  it('saved nothing for any refused body', async () => {
    expect(await listAddresses(t, me)).toEqual([]);
  });
});

describe('the pincode against India Post', () => {
  it('refuses a well-formed pincode that India Post does not know', async () => {
    await expectRefused(await add(mumbaiAddress({ pincode: '999999' })), [
      { field: 'pincode', msg: ADDRESS_MESSAGES.pincodeUnknown },
    ]);
  });

  it('refuses a pincode of another state, naming its state', async () => {
    await expectRefused(await add(mumbaiAddress({ state: 'Karnataka' })), [
      { field: 'state', msg: 'This pincode is in Maharashtra.' },
    ]);
    await expectRefused(await add(mumbaiAddress({ pincode: '110001', state: 'Haryana' })), [
      { field: 'state', msg: 'This pincode is in Delhi.' },
    ]);
  });

  it('applies the same checks when an address is updated, and leaves it unchanged', async () => {
    const saved = await addAddress(t, me);
    const update = (body: Record<string, unknown>) =>
      call(t, 'PATCH', `/user/address/update/${saved._id}`, me, body);
    await expectRefused(await update(mumbaiAddress({ pincode: '999999' })), [
      { field: 'pincode', msg: ADDRESS_MESSAGES.pincodeUnknown },
    ]);
    await expectRefused(await update(mumbaiAddress({ pincode: '600001' })), [
      { field: 'state', msg: 'This pincode is in Tamil Nadu.' },
    ]);
    await expectRefused(await update(mumbaiAddress({ number: '12345' })), [
      { field: 'number', msg: ADDRESS_MESSAGES.phoneInvalid },
    ]);
    await expectRefused(await update(mumbaiAddress({ alternatenumber: '9876543210' })), [
      { field: 'alternatenumber', msg: ADDRESS_MESSAGES.alternateSameAsPrimary },
    ]);
    await expectRefused(await update(mumbaiAddress({ userId: me.userId })), [
      { field: expect.any(String), msg: expect.any(String) },
    ]);
    expect(await listAddresses(t, me)).toEqual([saved]);
  });
});
