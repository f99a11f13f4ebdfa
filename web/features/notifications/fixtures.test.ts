import { describe, expect, it } from 'vitest';
import { notificationListResponse, notificationReadResponse } from '../../../contract/notification.ts';
import { listAnswer, news, placed, sale } from './test-fixtures.ts';

// The notifications these tests fake are what the server answers with: the contract's schemas take
// them whole.

describe('notification test data', () => {
  it('is a list answer', () => {
    const answer = { success: true, ...listAnswer([placed, sale, news]) };
    expect(notificationListResponse.parse(answer)).toEqual(answer);
    expect(answer.unreadCount).toBe(2);
  });

  it('is a read answer', () => {
    const answer = { success: true, notification: { ...placed, isRead: true } };
    expect(notificationReadResponse.parse(answer)).toEqual(answer);
  });
});
