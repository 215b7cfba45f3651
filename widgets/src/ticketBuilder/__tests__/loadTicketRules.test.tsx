import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The rules chunk fails to load once (a dropped connection), then loads.
let attempts = 0;
vi.mock('../ticketRulesChunk', async (importOriginal) => {
  attempts += 1;
  if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useTicketRules', () => {
  it('tries a failed load of the rules again, so Add to cart does not stay disabled until a reload', async () => {
    vi.useFakeTimers();
    const { useTicketRules } = await import('../loadTicketRules');
    const { result } = renderHook(() => useTicketRules(true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBeUndefined();
    expect(attempts).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(attempts).toBe(2);
    // The chunk itself takes real time to load.
    vi.useRealTimers();
    await waitFor(() => expect(typeof result.current?.validateTicket).toBe('function'));
  });
});
