import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser.ts';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToBrowser();
    expect(yieldNow).toHaveBeenCalledOnce();
  });

  it('otherwise waits for a zero timeout: work queued before it runs first', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const done = yieldToBrowser().then(() => order.push('after the yield'));
    expect(order).toEqual([]);
    await vi.runAllTimersAsync();
    await done;
    expect(order).toEqual(['queued task', 'after the yield']);
  });
});
