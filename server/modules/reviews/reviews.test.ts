import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../../contract/order.ts';
import {
  productReviewsResponse,
  REVIEW_MESSAGES,
  reviewableResponse,
  reviewCreatedResponse,
} from '../../../contract/reviews.ts';
import {
  call,
  createKit,
  forceStatus,
  imageBytes,
  insertTestProduct,
  placedOrder,
  type ShopKit,
  type Shopper,
  shopper,
  type TestProduct,
  type TestVariant,
} from '../../test/kit.ts';
import {
  decideReview,
  deliveredOrder,
  lineIdsOf,
  postReview,
  productRating,
  reviewRows,
  storedReviewFiles,
} from './test-support.ts';

// Shoppers' reviews through the real app on a real database: only the buyer of a delivered line,
// once per line, photos judged by their bytes, held until approved, then counted and voted helpful.

let t: ShopKit;
let frock: TestProduct;
let romper: TestProduct;

const twoColours: TestVariant[] = [
  { color: '#F4A7B9', colorName: 'Blush Pink', price: 600, mrp: 900, sizes: { '3-4Y': 100, '4-5Y': 100 } },
  { color: '#87CEEB', colorName: 'Sky Blue', price: 600, mrp: 900, sizes: { '3-4Y': 100 } },
];

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  frock = await insertTestProduct(t, twoColours);
  romper = await insertTestProduct(t, [twoColours[0]!]);
});
afterAll(() => t.cleanup());

/** A shopper with a delivered order of one frock (3-4Y, pink). */
async function buyer(product: TestProduct = frock) {
  const me = await shopper(t);
  const order = await deliveredOrder(t, me, { lines: [{ product, size: '3-4Y', quantity: 1 }] });
  return { me, ...order };
}

const fields = (productId: string, orderId: string, extra: Record<string, string | number> = {}) => ({
  productId,
  orderId,
  rating: 5,
  text: 'Soft cotton, washes well.',
  ...extra,
});

const reviewsOf = (productId: string, query = '') =>
  call(t, 'GET', `/user/Products/reviews/${productId}${query}`, null);

describe('POST /api/user/reviews', () => {
  it('takes a delivered buyer’s review with photos: pending, photos re-encoded without EXIF', async () => {
    const { me, orderId, lineIds } = await buyer();
    // 2000×1000 as sent, with camera and GPS details.
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#e0529c' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSMapDatum: 'WGS-84' } })
      .toBuffer();
    expect(photo.includes('PhoneMaker', 0, 'latin1')).toBe(true);

    const res = await postReview(t, me, fields(frock.productId, orderId, { fit: 'small', childAge: 38 }), [
      { bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' },
      { bytes: await imageBytes('png', 300) },
    ]);
    expect(res.statusCode).toBe(201);
    const body = reviewCreatedResponse.parse(res.json());
    expect(body.message).toBe(REVIEW_MESSAGES.created);
    expect(body.review).toMatchObject({ status: 'pending', rating: 5, orderItemId: lineIds[0] });

    const [row] = (await reviewRows(t, frock.productId)).filter((r) => r.id === body.review._id);
    expect(row).toMatchObject({
      status: 'pending',
      comment: 'Soft cotton, washes well.',
      fit: 'small',
      // The line's own size when the form sends none.
      sizeBought: '3-4Y',
      childAgeMonths: 38,
      authorName: 'Asha R.',
      orderItemId: lineIds[0],
    });
    expect(row!.photos).toHaveLength(2);
    const [first] = row!.photos;
    expect(first).toMatch(/^reviews\/[0-9a-f-]{36}\.webp$/);
    const full = readFileSync(path.join(t.config.uploadsDir, first!));
    const meta = await sharp(full).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(full.includes('PhoneMaker', 0, 'latin1')).toBe(false);
    const thumb = await sharp(
      path.join(t.config.uploadsDir, first!.replace('.webp', '-thumb.webp')),
    ).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 400 });
    // A small photo is never enlarged.
    const second = await sharp(path.join(t.config.uploadsDir, row!.photos[1]!)).metadata();
    expect(second).toMatchObject({ width: 300, height: 300 });
  });

  it('takes one review per order line: a second is refused', async () => {
    const { me, orderId } = await buyer();
    expect((await postReview(t, me, fields(frock.productId, orderId))).statusCode).toBe(201);
    const again = await postReview(t, me, fields(frock.productId, orderId, { rating: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadyReviewed);
  });

  it('refuses a product the shopper did not receive, and another shopper’s order', async () => {
    const { me, orderId } = await buyer();
    const notBought = await postReview(t, me, fields(romper.productId, orderId));
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json().message).toBe(REVIEW_MESSAGES.notReceived);

    const stranger = await shopper(t);
    const theirs = await postReview(t, stranger, fields(frock.productId, orderId));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(ORDER_MESSAGES.notFound);
  });

  it('refuses an order not delivered yet (409), and a cancelled or returned one (403)', async () => {
    const me = await shopper(t);
    const orderId = await placedOrder(t, me, { lines: [{ product: frock, size: '3-4Y', quantity: 1 }] });
    const early = await postReview(t, me, fields(frock.productId, orderId));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_MESSAGES.notDeliveredYet);

    for (const status of ['Cancelled', 'Returned', 'Return_Requested']) {
      await forceStatus(t, orderId, status, t.clock.now);
      const res = await postReview(t, me, fields(frock.productId, orderId));
      expect(res.statusCode, status).toBe(403);
      expect(res.json().message).toBe(REVIEW_MESSAGES.notReceived);
    }
    const [lineId] = await lineIdsOf(t, orderId);
    expect(await reviewRows(t, frock.productId)).not.toContainEqual(
      expect.objectContaining({ orderItemId: lineId }),
    );
  });

  it('asks which line when the order holds the product in two colours', async () => {
    const me = await shopper(t);
    const { orderId, lineIds } = await deliveredOrder(t, me, {
      lines: [
        { product: frock, variant: 0, size: '3-4Y', quantity: 1 },
        { product: frock, variant: 1, size: '3-4Y', quantity: 1 },
      ],
    });
    const unsure = await postReview(t, me, fields(frock.productId, orderId));
    expect(unsure.statusCode).toBe(400);
    expect(unsure.json().message).toBe(REVIEW_MESSAGES.chooseItem);
    for (const lineId of lineIds) {
      const res = await postReview(t, me, fields(frock.productId, orderId, { orderItemId: lineId }));
      expect(res.statusCode).toBe(201);
      expect(res.json().review.orderItemId).toBe(lineId);
    }
  });

  it('refuses bad photo bytes with 415 and keeps nothing (no review, no files)', async () => {
    const { me, orderId } = await buyer();
    const before = storedReviewFiles(t);
    const res = await postReview(t, me, fields(frock.productId, orderId), [
      { bytes: await imageBytes('png', 50) },
      { bytes: Buffer.from('%PDF-1.4 not a picture at all'), name: 'holiday.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(REVIEW_MESSAGES.photoNotImage);
    expect(storedReviewFiles(t)).toEqual(before);
    // The line can still be reviewed.
    expect((await postReview(t, me, fields(frock.productId, orderId))).statusCode).toBe(201);
  });

  it('refuses a fourth photo and a photo over 5 MB, keeping nothing', async () => {
    const { me, orderId, lineIds } = await buyer();
    const before = storedReviewFiles(t);
    const png = { bytes: await imageBytes('png', 40) };
    const four = await postReview(t, me, fields(frock.productId, orderId), [png, png, png, png]);
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe(REVIEW_MESSAGES.tooManyPhotos);

    const huge = { bytes: Buffer.concat([png.bytes, Buffer.alloc(5 * 1024 * 1024)]) };
    const big = await postReview(t, me, fields(frock.productId, orderId), [huge]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(REVIEW_MESSAGES.photoTooLarge);
    expect(storedReviewFiles(t)).toEqual(before);
    expect(await reviewRows(t, frock.productId)).not.toContainEqual(
      expect.objectContaining({ orderItemId: lineIds[0] }),
    );
  });

  it('checks the fields: a rating 1–5, text ≤ 2000, a known fit, an age in months; a form, signed in', async () => {
    const { me, orderId } = await buyer();
    const refused = async (extra: Record<string, string | number>, message: string) => {
      const res = await postReview(t, me, { ...fields(frock.productId, orderId), ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().errors.map((e: { msg: string }) => e.msg)).toContain(message);
    };
    await refused({ rating: '' }, REVIEW_MESSAGES.ratingRequired);
    await refused({ rating: 6 }, REVIEW_MESSAGES.ratingRequired);
    await refused({ rating: '4.5' }, REVIEW_MESSAGES.ratingRequired);
    await refused({ text: 'x'.repeat(2001) }, REVIEW_MESSAGES.textTooLong);
    await refused({ fit: 'tight' }, REVIEW_MESSAGES.fitInvalid);
    await refused({ childAge: '3Y' }, REVIEW_MESSAGES.childAgeInvalid);
    await refused({ childAge: 241 }, REVIEW_MESSAGES.childAgeInvalid);
    const unknown = await postReview(t, me, { ...fields(frock.productId, orderId), userId: me.userId });
    expect(unknown.statusCode).toBe(400);

    expect((await postReview(t, null, fields(frock.productId, orderId))).statusCode).toBe(401);
    const json = await call(t, 'POST', '/user/reviews', me, fields(frock.productId, orderId));
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(REVIEW_MESSAGES.notMultipart);
    expect(await reviewRows(t, frock.productId)).not.toContainEqual(
      expect.objectContaining({ comment: 'x'.repeat(2001) }),
    );
  });
});

describe('showing reviews', () => {
  let product: TestProduct;
  let writers: { me: Shopper; reviewId: string }[];

  beforeAll(async () => {
    product = await insertTestProduct(t, [twoColours[0]!]);
    writers = [];
    const said: [number, string][] = [
      [5, 'true'],
      [4, 'true'],
      [2, 'small'],
    ];
    for (const [rating, fit] of said) {
      // A minute apart, so newest first has one answer.
      t.clock.now = new Date(t.clock.now.getTime() + 60_000);
      const { me, orderId } = await buyer(product);
      const res = await postReview(t, me, fields(product.productId, orderId, { rating, fit, childAge: 40 }));
      writers.push({ me, reviewId: res.json().review._id });
    }
  });

  it('hides pending reviews from the product page until approved', async () => {
    const res = await reviewsOf(product.productId);
    expect(res.statusCode).toBe(200);
    const body = productReviewsResponse.parse(res.json());
    expect(body.reviews).toEqual([]);
    expect(body.summary).toMatchObject({ average: 0, count: 0, fit: { verdict: null } });
    const view = await call(t, 'GET', `/user/Products/view/${product.productId}`, null);
    expect(view.json().reviews).toEqual([]);
    expect(await productRating(t, product.productId)).toEqual({ average: 0, count: 0 });
  });

  it('recomputes the rating and count on approval, and the product page shows them at once', async () => {
    // The product page is read (and cached) before the decision.
    await call(t, 'GET', `/user/Products/view/${product.productId}`, null);
    for (const { reviewId } of writers.slice(0, 2)) {
      expect((await decideReview(t, reviewId, 'approve')).statusCode).toBe(200);
    }
    expect(await productRating(t, product.productId)).toEqual({ average: 4.5, count: 2 });
    const view = (await call(t, 'GET', `/user/Products/view/${product.productId}`, null)).json();
    expect(view.product).toMatchObject({ averageRating: 4.5, ratingCount: 2 });
    expect(view.reviews).toHaveLength(2);

    expect((await decideReview(t, writers[2]!.reviewId, 'approve')).statusCode).toBe(200);
    // (5 + 4 + 2) / 3 = 3.67 → 3.7, one decimal as the seed writes it.
    expect(await productRating(t, product.productId)).toEqual({ average: 3.7, count: 3 });

    const body = productReviewsResponse.parse((await reviewsOf(product.productId)).json());
    expect(body.summary).toEqual({
      average: 3.7,
      count: 3,
      breakdown: [
        { stars: 5, count: 1 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
      fit: { small: 1, true: 2, large: 0, verdict: 'Most buyers say true to size' },
    });
    expect(body.reviews.map((r) => r.rating)).toEqual([2, 4, 5]);
    expect(body.reviews[0]).toMatchObject({
      authorName: 'Asha R.',
      verifiedBuyer: true,
      sizeBought: '3-4Y',
      childAgeMonths: 40,
      childAge: '3 years',
      helpfulCount: 0,
    });
  });

  it('counts a helpful vote once per shopper, never the author’s own, and sorts by it', async () => {
    const [five, four] = writers;
    const voter = await shopper(t);
    const vote = (who: Shopper | null, id: string) => call(t, 'POST', `/user/reviews/${id}/helpful`, who);

    const first = await vote(voter, four!.reviewId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ helpfulCount: 1, voted: true, message: REVIEW_MESSAGES.voted });
    // Again: the same count, nothing added.
    const again = await vote(voter, four!.reviewId);
    expect(again.statusCode).toBe(200);
    expect(again.json().helpfulCount).toBe(1);
    expect((await vote(five!.me, four!.reviewId)).json().helpfulCount).toBe(2);

    const own = await vote(four!.me, four!.reviewId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(REVIEW_MESSAGES.ownReview);
    expect((await vote(null, four!.reviewId)).statusCode).toBe(401);

    const helpful = productReviewsResponse.parse(
      (await reviewsOf(product.productId, '?sort=helpful')).json(),
    );
    expect(helpful.reviews.map((r) => [r.rating, r.helpfulCount])).toEqual([
      [4, 2],
      [2, 0],
      [5, 0],
    ]);
    const paged = productReviewsResponse.parse(
      (await reviewsOf(product.productId, '?limit=2&page=2')).json(),
    );
    expect(paged).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(paged.reviews.map((r) => r.rating)).toEqual([5]);
  });

  it('keeps votes off reviews shoppers cannot see', async () => {
    const { me, orderId } = await buyer(product);
    const pending = (await postReview(t, me, fields(product.productId, orderId))).json().review._id;
    const res = await call(t, 'POST', `/user/reviews/${pending}/helpful`, await shopper(t));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(REVIEW_MESSAGES.reviewNotFound);
    expect((await reviewsOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('GET /api/user/reviews/reviewable', () => {
  it('lists a delivered order’s lines with the review of each; another shopper’s order is not found', async () => {
    const me = await shopper(t);
    const { orderId, lineIds } = await deliveredOrder(t, me, {
      lines: [
        { product: frock, size: '4-5Y', quantity: 1 },
        { product: romper, size: '3-4Y', quantity: 2 },
      ],
    });
    const written = await postReview(t, me, fields(romper.productId, orderId, { rating: 3 }));
    const res = await call(t, 'GET', `/user/reviews/reviewable?orderId=${orderId}`, me);
    expect(res.statusCode).toBe(200);
    const body = reviewableResponse.parse(res.json());
    expect(body.canReview).toBe(true);
    expect(body.lines).toEqual([
      {
        orderItemId: lineIds[0],
        productId: frock.productId,
        size: '4-5Y',
        colorName: 'Blush Pink',
        review: null,
      },
      {
        orderItemId: lineIds[1],
        productId: romper.productId,
        size: '3-4Y',
        colorName: 'Blush Pink',
        review: expect.objectContaining({ _id: written.json().review._id, rating: 3, status: 'pending' }),
      },
    ]);
    const stranger = await call(t, 'GET', `/user/reviews/reviewable?orderId=${orderId}`, await shopper(t));
    expect(stranger.statusCode).toBe(404);
  });

  it('says an order on its way cannot be reviewed yet', async () => {
    const me = await shopper(t);
    const orderId = await placedOrder(t, me, { lines: [{ product: frock, size: '3-4Y', quantity: 1 }] });
    const body = (await call(t, 'GET', `/user/reviews/reviewable?orderId=${orderId}`, me)).json();
    expect(body.canReview).toBe(false);
    expect(body.lines).toHaveLength(1);
  });
});
