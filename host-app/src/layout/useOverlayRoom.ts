import { DEBOUNCE_MS } from '@drawkit/sdk';
import { type RefObject, useEffect } from 'react';

/**
 * Keeps room below the page for what overlays its foot (the cookie question, the sitewide banner),
 * so the end of the page can still be scrolled clear of them: their height goes into the document's
 * `--site-overlays-height` (the body's bottom padding), measured 10 ms after they last resized
 * ("Banner resize handler 10 ms", shop-specialised §9). Room added below everything moves nothing
 * on the page, so it is no layout shift.
 */
export function useOverlayRoom(overlays: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const watched = overlays.current;
    if (!watched || typeof ResizeObserver === 'undefined') return undefined;
    const root = watched.ownerDocument.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => root.style.setProperty('--site-overlays-height', `${watched.offsetHeight}px`), DEBOUNCE_MS.bannerResize);
    });
    observer.observe(watched);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      root.style.removeProperty('--site-overlays-height');
    };
  }, [overlays]);
}
