import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { cx } from './cx';
import { useBodyScrollLock } from './useBodyScrollLock';
import { useFocusTrap } from './useFocusTrap';

/** "Generic modal. Sizes: small 320px, medium 550px, large 700px, largest 950px" (shop-specialised §6). */
export const MODAL_WIDTHS = { small: 320, medium: 550, large: 700, largest: 950 } as const;
export type ModalSize = keyof typeof MODAL_WIDTHS;

/** Props of {@link Modal}. */
export interface ModalProps {
  title: string;
  size?: ModalSize;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

// Inline styles (set through the CSSOM, so a strict CSP allows them): the modal ships in the lazy
// checkout chunk and adds nothing to the stylesheet every element downloads first.
const BACKDROP: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 99995,
  background: 'rgb(0 0 0 / 0.5)',
  display: 'grid',
  placeItems: 'center',
  padding: '16px',
};
const DIALOG: CSSProperties = {
  width: '100%',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  background: 'var(--dk-bg, #fff)',
  borderRadius: 'var(--dk-radius, 8px)',
  padding: 'var(--dk-space, 16px)',
  boxSizing: 'border-box',
};
const HEADER: CSSProperties = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px' };
const CLOSE: CSSProperties = { border: 0, background: 'none', fontSize: '1.5rem', cursor: 'pointer' };

/**
 * A dialog over the page: "Escape and a click on the backdrop close it. Body scroll is locked
 * while open" (shop-specialised §6). Focus moves into it on open, stays inside it, and goes back
 * on close.
 */
export function Modal({ title, size = 'medium', onClose, children, className }: ModalProps): ReactNode {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);
  useFocusTrap(dialog, true, onClose);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes it from the keyboard (useFocusTrap); a click on the backdrop is the pointer's way out.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it from the keyboard (useFocusTrap); a click on the backdrop is the pointer's way out.
    <div className="drawkit-modal-backdrop" style={BACKDROP} data-testid="modal-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('drawkit-modal', `drawkit-modal-${size}`, className)}
        style={{ ...DIALOG, maxWidth: `${MODAL_WIDTHS[size]}px` }}
      >
        <div className="drawkit-modal-header" style={HEADER}>
          <h2 id={titleId} style={{ margin: 0, fontSize: '1.1rem' }}>
            {title}
          </h2>
          <button type="button" className="drawkit-modal-close" style={CLOSE} aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
