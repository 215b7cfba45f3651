import { DEBOUNCE_MS } from '@drawkit/sdk';
import { type RefObject, useEffect } from 'react';

/**
 * Keeps room below the page for what overlays its foot (the cookie question, the sitewide banner),
 * so the end of the page can still be scrolled clear of them: their height goes into the document's
 * `--site-overlays-height` (the body's bottom padding), set 10 ms after they last resized ("Banner
 * resize handler 10 ms", shop-specialised §9). Room added below everything moves nothing on the
 * page, so it is no layout shift.
 *
 * The height is the one the observer reports, from the layout it has just run. Reading
 * `offsetHeight` when the 10 ms are up made the browser lay the loading page out again there and
 * then (about 12 ms of the results page's load at 4× CPU).
 */
export function useOverlayRoom(overlays: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const watched = overlays.current;
    if (!watched || typeof ResizeObserver === 'undefined') return undefined;
    const root = watched.ownerDocument.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      // The border box, as offsetHeight gave; the content box where a browser lacks it (no border or padding here).
      const height = Math.ceil(entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height);
      clearTimeout(timer);
      timer = setTimeout(() => root.style.setProperty('--site-overlays-height', `${height}px`), DEBOUNCE_MS.bannerResize);
    });
    observer.observe(watched);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      root.style.removeProperty('--site-overlays-height');
    };
  }, [overlays]);
}
