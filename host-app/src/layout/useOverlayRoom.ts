import { DEBOUNCE_MS } from '@drawkit/sdk';
import { type RefObject, useEffect } from 'react';

/**
 * Keeps room below the page for what overlays its foot (the cookie question, the sitewide banner),
 * so the end of the page can still be scrolled clear of them: their heights together go into the
 * document's `--site-overlays-height` (the body's bottom padding), set 10 ms after they last
 * resized ("Banner resize handler 10 ms", shop-specialised §9). Room added below everything moves
 * nothing on the page, so it is no layout shift.
 *
 * The overlays are the container's children, each measured on its own: the container fills the
 * viewport and stacks them at its foot, so one arriving above another moves neither it nor the
 * container (a container as tall as its content grew upwards, and the browser counted that as a
 * layout shift of the whole stack: 0.033 on the results page). Heights are the ones the observer
 * reports, from the layout it has just run; reading `offsetHeight` when the 10 ms are up made the
 * browser lay the loading page out again there and then (about 12 ms of the results page's load
 * at 4× CPU).
 */
export function useOverlayRoom(overlays: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = overlays.current;
    if (!container || typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') return undefined;
    const root = container.ownerDocument.documentElement;
    const heights = new Map<Element, number>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const makeRoom = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        let height = 0;
        for (const each of heights.values()) height += each;
        root.style.setProperty('--site-overlays-height', `${Math.ceil(height)}px`);
      }, DEBOUNCE_MS.bannerResize);
    };
    const resizes = new ResizeObserver((entries) => {
      for (const entry of entries) {
        if (!heights.has(entry.target)) continue; // reported after it left
        // The border box, as offsetHeight gave; the content box where a browser lacks it.
        heights.set(entry.target, entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height);
      }
      makeRoom();
    });
    const watch = (element: Element) => {
      heights.set(element, 0);
      resizes.observe(element);
    };
    const arrivals = new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.removedNodes) {
          if (!heights.delete(node as Element)) continue;
          resizes.unobserve(node as Element);
          makeRoom();
        }
        for (const node of change.addedNodes) if (node instanceof Element && !heights.has(node)) watch(node);
      }
    });
    for (const element of container.children) watch(element);
    arrivals.observe(container, { childList: true });
    return () => {
      arrivals.disconnect();
      resizes.disconnect();
      clearTimeout(timer);
      root.style.removeProperty('--site-overlays-height');
    };
  }, [overlays]);
}
