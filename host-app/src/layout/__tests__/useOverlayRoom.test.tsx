import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOverlayRoom } from '../useOverlayRoom';

type Report = (entries: Partial<ResizeObserverEntry>[]) => void;
let report: Report = () => undefined;

/** jsdom has no ResizeObserver: this one lets the test say what the browser's layout measured. */
class ReportedResizeObserver {
  constructor(callback: Report) {
    report = callback;
  }
  observe(): void {}
  disconnect(): void {
    report = () => undefined;
  }
}

function Overlays() {
  const overlays = useRef<HTMLDivElement>(null);
  useOverlayRoom(overlays);
  return <div ref={overlays} data-testid="overlays" />;
}

const room = () => document.documentElement.style.getPropertyValue('--site-overlays-height');
const sized = (blockSize: number): Partial<ResizeObserverEntry> => ({
  borderBoxSize: [{ blockSize, inlineSize: 400 }],
  contentRect: { height: blockSize } as DOMRectReadOnly,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', ReportedResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useOverlayRoom', () => {
  it('makes room for the overlays 10 ms after their last resize, from the size the observer reports, without reading the layout', () => {
    const read = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    render(<Overlays />);
    report([sized(40)]);
    vi.advanceTimersByTime(5);
    report([sized(120.4)]);
    vi.advanceTimersByTime(9);
    expect(room()).toBe('');
    vi.advanceTimersByTime(1);
    expect(room()).toBe('121px');
    expect(read).not.toHaveBeenCalled();
  });

  it('uses the content box where the browser reports no border box, and gives the room back when the layout goes', () => {
    const { unmount } = render(<Overlays />);
    report([{ contentRect: { height: 64 } as DOMRectReadOnly }]);
    vi.advanceTimersByTime(10);
    expect(room()).toBe('64px');
    unmount();
    expect(room()).toBe('');
  });
});
