import { describe, expect, it } from 'vitest';
import {
  adminBulkStatusResponse,
  adminOrderChangedResponse,
  adminOrderDetailResponse,
  adminOrderListResponse,
  adminReturnListResponse,
} from '../../../../contract/admin-orders.ts';
import { changed, listAnswer, makeDetail, makeReturnRow, returnsAnswer, rowN } from './test-fixtures.ts';

// The console orders these tests fake are what the server answers with: each builder's output passes
// the contract's answer schema whole (nothing missing, nothing the schema would drop).

const ok = <T extends object>(body: T) => ({ success: true as const, ...body });

describe('console order test data', () => {
  it('is a list answer', () => {
    const answer = ok(listAnswer([rowN(1), rowN(2, { status: 'Delivered', cashCollected: true })]));
    expect(adminOrderListResponse.parse(answer)).toEqual(answer);
  });

  it('is an order answer and a change answer, in every status used', () => {
    for (const detail of [
      makeDetail(),
      makeDetail('Delivered', {
        cash: {
          amount: 1459,
          collectedOn: '2026-11-24',
          recordedBy: 'Meera',
          recordedAt: '2026-11-24T10:00:00.000Z',
        },
        invoiceNumber: 'INV-2026-000001',
      }),
      makeDetail('Returned', {
        refund: {
          amount: 1459,
          method: 'upi',
          reference: 'UPI123',
          refundedOn: '2026-11-26',
          recordedBy: 'Meera',
        },
      }),
    ]) {
      expect(adminOrderDetailResponse.parse(ok(detail))).toEqual(ok(detail));
      const answer = ok(changed(detail, 'The order status has been updated.'));
      expect(adminOrderChangedResponse.parse(answer)).toEqual(answer);
    }
  });

  it('is a returns answer', () => {
    const answer = ok(
      returnsAnswer([
        makeReturnRow(),
        makeReturnRow({ decidedAt: '2026-11-26T06:00:00.000Z', declineReason: 'Worn and washed' }),
      ]),
    );
    expect(adminReturnListResponse.parse(answer)).toEqual(answer);
  });

  it('is a bulk answer', () => {
    const bulk = ok({
      message: '1 moved, 1 refused.',
      moved: [{ _id: rowN(1)._id, orderNumber: rowN(1).orderNumber, status: 'Confirmed' as const }],
      refused: [
        {
          id: rowN(2)._id,
          orderNumber: rowN(2).orderNumber,
          message: 'This order cannot move to that status.',
        },
      ],
    });
    expect(adminBulkStatusResponse.parse(bulk)).toEqual(bulk);
  });
});
