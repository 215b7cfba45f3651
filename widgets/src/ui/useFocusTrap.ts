import { useEffect, useRef, type RefObject } from 'react';

// iframe: a card challenge's form lives in one.
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * While `active`: focus moves into the container (to `initial`, else the container), Tab and
 * Shift+Tab cycle through the container's focusable elements, Escape (anywhere) calls `onEscape`, and on
 * release focus goes back to what had it before. Works inside a shadow root.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  initial?: RefObject<HTMLElement | null>,
): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const rootNode = root.getRootNode() as Document | ShadowRoot;
    const before = rootNode.activeElement as HTMLElement | null;
    (initial?.current ?? root).focus();

    // Escape anywhere on the page closes (keyboard events reach the document from shadow roots).
    const doc = root.ownerDocument;
    const onEscapeKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscapeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert'));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = rootNode.activeElement;
      if (event.shiftKey && (current === first || current === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    doc.addEventListener('keydown', onEscapeKey);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('keydown', onEscapeKey);
      before?.focus?.();
    };
  }, [active, container, initial]);
}
