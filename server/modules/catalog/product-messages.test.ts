import { afterEach, describe, expect, it, vi } from 'vitest';
import { productMessages } from './product-messages.ts';

describe('productMessages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the products of one moment in one message, each once, and nothing for an empty moment', () => {
    vi.useFakeTimers();
    const sent: string[][] = [];
    const messages = productMessages((ids) => sent.push(ids), 25);
    messages.add(['tee']);
    messages.add(['frock', 'tee']);
    vi.advanceTimersByTime(24);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['tee', 'frock']]);

    vi.advanceTimersByTime(100);
    expect(sent).toHaveLength(1);
    messages.add(['socks']);
    vi.advanceTimersByTime(25);
    expect(sent).toEqual([['tee', 'frock'], ['socks']]);
  });
});
