import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  notifyError,
  notifyInfo,
  notifyLoading,
  notifySuccess,
  notifyUndo,
  UNDO_TOAST_MS,
} from './notify.ts';

describe('notify', () => {
  it("keeps each screen's toast lengths: browsing 2 s / 3 s, account 3 s / 4 s, seller 5 s", () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const info = vi.spyOn(toast, 'info');
    notifySuccess('Added to wishlist');
    notifyError('Failed to remove item');
    notifySuccess('Coins removed.', 'account');
    notifyError('Failed to place order', 'account');
    notifyInfo('No changes to save', 'account');
    notifySuccess('Application submitted', 'seller');
    notifyError('Could not submit', 'seller');
    expect(success.mock.calls).toEqual([
      ['Added to wishlist', { duration: 2000 }],
      ['Coins removed.', { duration: 3000 }],
      ['Application submitted', { duration: 5000 }],
    ]);
    expect(error.mock.calls).toEqual([
      ['Failed to remove item', { duration: 3000 }],
      ['Failed to place order', { duration: 4000 }],
      ['Could not submit', { duration: 5000 }],
    ]);
    expect(info).toHaveBeenCalledWith('No changes to save', { duration: 3000 });
  });

  it('keeps the line breaks of a failure of several lines', () => {
    const error = vi.spyOn(toast, 'error');
    notifyError('Name is required\nInvalid email', 'account');
    expect(error).toHaveBeenCalledWith('Name is required\nInvalid email', {
      duration: 4000,
      className: 'whitespace-pre-line',
    });
  });

  it('replaces a loading toast by its id, and takes it away', () => {
    const loading = vi.spyOn(toast, 'loading').mockReturnValue('t1');
    const success = vi.spyOn(toast, 'success');
    const dismiss = vi.spyOn(toast, 'dismiss');
    const id = notifyLoading('Adding to wishlist...');
    expect(loading).toHaveBeenCalledWith('Adding to wishlist...');
    notifySuccess('Added to wishlist', 'browsing', { id });
    expect(success).toHaveBeenCalledWith('Added to wishlist', { duration: 2000, id: 't1' });
    dismissToast(id);
    expect(dismiss).toHaveBeenCalledWith('t1');
  });

  it('keeps an Undo toast long enough to press Undo', () => {
    const success = vi.spyOn(toast, 'success');
    const onClick = vi.fn();
    notifyUndo('Item removed from cart', { label: 'Undo', onClick });
    expect(UNDO_TOAST_MS).toBeGreaterThan(2000);
    expect(success).toHaveBeenCalledWith('Item removed from cart', {
      duration: UNDO_TOAST_MS,
      action: { label: 'Undo', onClick },
    });
  });
});
