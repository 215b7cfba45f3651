import { type ReactNode, useEffect, useId } from 'react';

/** "Sizes: small 320px, medium 550px, large 700px, largest 950px" (shop-specialised §2 'Generic modal'). */
export const MODAL_WIDTHS = { small: 320, medium: 550, large: 700, largest: 950 } as const;
export type ModalSize = keyof typeof MODAL_WIDTHS;

/** "Escape and a click on the backdrop close it. Body scroll is locked while open." */
export function Modal({ title, size, onClose, children }: { title: string; size: ModalSize; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return (
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} style={{ maxWidth: `${MODAL_WIDTHS[size]}px` }}>
        <div className="modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
