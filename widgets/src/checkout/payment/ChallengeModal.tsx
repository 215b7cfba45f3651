import { useLayoutEffect, type ReactNode } from 'react';
import type { ChallengeWindowSize, PendingDeposit } from '@drawkit/sdk';
import { Modal, type ModalSize } from '../../ui/Modal';

/** The modal that holds each challenge window size (Small 250 px ... FullScreen). */
export const CHALLENGE_MODAL_SIZES: Record<ChallengeWindowSize, ModalSize> = {
  Small: 'small',
  Medium: 'medium',
  Large: 'medium',
  ExtraLarge: 'large',
  FullScreen: 'largest',
};

/** What the challenge page posts to its parent when the shopper has answered. */
export interface ChallengeOutcome {
  type: 'drawkit:card-challenge';
  depositId: string;
  status: 'completed' | 'failed';
}

function isOutcome(data: unknown, depositId: string): data is ChallengeOutcome {
  const d = data as Partial<ChallengeOutcome> | null;
  return d?.type === 'drawkit:card-challenge' && d.depositId === depositId && (d.status === 'completed' || d.status === 'failed');
}

/** Props of {@link ChallengeModal}. */
export interface ChallengeModalProps {
  pending: PendingDeposit;
  /** The shopper answered the card issuer (completed or failed): finish the purchase. */
  onAnswered: (status: ChallengeOutcome['status']) => void;
  /** Closed without answering. */
  onClose: () => void;
}

/** The card issuer's challenge (3-D Secure style) in a frame sized as the server picked. */
export function ChallengeModal({ pending, onAnswered, onClose }: ChallengeModalProps): ReactNode {
  const challenge = pending.challenge;
  const url = challenge?.url ?? '';

  // Listening from the commit that draws the frame, not a passive effect later: an answer
  // that arrives in between would otherwise be lost and the purchase left waiting.
  useLayoutEffect(() => {
    let origin = '';
    try {
      origin = new URL(url).origin;
    } catch {
      origin = '';
    }
    // Only the challenge page's own origin may tell us the outcome.
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && isOutcome(event.data, pending.depositId)) onAnswered(event.data.status);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, pending.depositId, onAnswered]);

  if (!challenge) return null;
  return (
    <Modal title="Confirm your payment" size={CHALLENGE_MODAL_SIZES[challenge.windowSize]} onClose={onClose}>
      <iframe
        className="drawkit-challenge-frame"
        title="Card issuer check"
        src={challenge.url}
        style={{
          display: 'block',
          border: 0,
          maxWidth: '100%',
          margin: '8px auto 0',
          ...(challenge.width && challenge.height
            ? { width: `${challenge.width}px`, height: `${challenge.height}px` }
            : { width: '100%', height: 'calc(100vh - 120px)' }),
        }}
      />
    </Modal>
  );
}
