import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOverlayRoom } from '../useOverlayRoom';

type Report = (entries: Partial<ResizeObserverEntry>[]) => void;
let report: Report = () => undefined;
let observed: Element[] = [];

/** jsdom has no ResizeObserver: this one lets the test say what the browser's layout measured. */
class ReportedResizeObserver {
  constructor(callback: Report) {
    report = callback;
  }
  observe(element: Element): void {
    observed.push(element);
  }
  unobserve(element: Element): void {
    observed = observed.filter((each) => each !== element);
  }
  disconnect(): void {
    report = () => undefined;
    observed = [];
  }
}

function Overlays({ banner = false }: { banner?: boolean }) {
  const overlays = useRef<HTMLDivElement>(null);
  useOverlayRoom(overlays);
  return (
    <div ref={overlays} data-testid="overlays">
      {banner ? <div data-testid="banner" /> : null}
      <section data-testid="cookies" />
    </div>
  );
}

const room = () => document.documentElement.style.getPropertyValue('--site-overlays-height');
const sized = (target: Element, blockSize: number): Partial<ResizeObserverEntry> => ({
  target,
  borderBoxSize: [{ blockSize, inlineSize: 400 }],
  contentRect: { height: blockSize } as DOMRectReadOnly,
});
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as Element;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', ReportedResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  observed = [];
});

describe('useOverlayRoom', () => {
  it('makes room for an overlay 10 ms after its last resize, from the size the observer reports, without reading the layout', () => {
    const read = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    render(<Overlays />);
    expect(observed).toEqual([byTestId('cookies')]);
    report([sized(byTestId('cookies'), 40)]);
    vi.advanceTimersByTime(5);
    report([sized(byTestId('cookies'), 120.4)]);
    vi.advanceTimersByTime(9);
    expect(room()).toBe('');
    vi.advanceTimersByTime(1);
    expect(room()).toBe('121px');
    expect(read).not.toHaveBeenCalled();
  });

  it('measures each overlay on its own: room for all that show, and back when one leaves', async () => {
    const { rerender } = render(<Overlays />);
    report([sized(byTestId('cookies'), 153)]);
    vi.advanceTimersByTime(10);
    expect(room()).toBe('153px');

    // The sitewide banner arrives above the cookie question: watched as it comes.
    rerender(<Overlays banner />);
    await act(async () => undefined); // the mutation observer's records
    expect(observed).toContain(byTestId('banner'));
    report([sized(byTestId('banner'), 88)]);
    vi.advanceTimersByTime(10);
    expect(room()).toBe('241px');

    const banner = byTestId('banner');
    rerender(<Overlays />);
    await act(async () => undefined);
    expect(observed).not.toContain(banner);
    report([sized(banner, 0)]); // a late report for the one that left counts for nothing
    vi.advanceTimersByTime(10);
    expect(room()).toBe('153px');
  });

  it('uses the content box where the browser reports no border box, and gives the room back when the layout goes', () => {
    const { unmount } = render(<Overlays />);
    report([{ target: byTestId('cookies'), contentRect: { height: 64 } as DOMRectReadOnly }]);
    vi.advanceTimersByTime(10);
    expect(room()).toBe('64px');
    unmount();
    expect(room()).toBe('');
  });
});
