import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../createEmitter';

describe('event emitter', () => {
  it('delivers typed details until the listener unsubscribes', () => {
    const emitter = createEmitter<{ ping: { n: number } }>();
    const seen: number[] = [];
    const off = emitter.on('ping', ({ n }) => seen.push(n));
    emitter.emit('ping', { n: 1 });
    off();
    emitter.emit('ping', { n: 2 });
    expect(seen).toEqual([1]);
  });

  it('keeps calling other listeners when one throws', () => {
    const emitter = createEmitter<{ ping: null }>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    emitter.on('ping', () => {
      throw new Error('broken listener');
    });
    emitter.on('ping', second);
    emitter.emit('ping', null);
    expect(second).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
