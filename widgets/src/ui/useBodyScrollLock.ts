import { useEffect } from 'react';

/** Open dialogs: the body's scroll is locked while any is open and given back after the last. */
let openCount = 0;
let savedOverflow = '';

/** Locks the page's scroll while `active` ("Body scroll is locked while open", shop-specialised §6). */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return;
    const { body } = document;
    if (openCount === 0) savedOverflow = body.style.overflow;
    openCount += 1;
    body.style.overflow = 'hidden';
    return () => {
      openCount -= 1;
      if (openCount === 0) body.style.overflow = savedOverflow;
    };
  }, [active]);
}
