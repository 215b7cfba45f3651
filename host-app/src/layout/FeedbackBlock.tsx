import { siteContentStore } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { lazy, Suspense, useState } from 'react';
import { useCapabilities } from '../session/useCapabilities';
import { Translated } from './Translated';

// The modal (its steps, the dialog and its focus trap) loads when asked for: every storefront page
// shows this block, few shoppers open it. Pointing at or focusing the button starts the download.
const loadFeedbackModal = () => import('./FeedbackModal');
const FeedbackModal = lazy(() => loadFeedbackModal().then((m) => ({ default: m.FeedbackModal })));
// A failed download shows when the button is pressed (the lazy component rethrows it).
const preloadFeedbackModal = () => void loadFeedbackModal().catch(() => undefined);

/**
 * The footer's feedback block (shop-core §2; feedback capability), shown when the CMS turns
 * the feedback banner component on; it opens the small feedback modal.
 */
export function FeedbackBlock() {
  const client = useDrawkit();
  const can = useCapabilities();
  const enabled = useStore(siteContentStore(client), (state) => state.siteConfig?.components['feedbackBanner'] === 'enabled');
  const [open, setOpen] = useState(false);
  if (!can('feedback') || !enabled) return null;
  return (
    <div className="feedback-block" data-testid="feedback-block">
      <p>
        <Translated group="about" id="feedback.prompt" />
      </p>
      <button type="button" className="button" onPointerEnter={preloadFeedbackModal} onFocus={preloadFeedbackModal} onClick={() => setOpen(true)}>
        Give feedback
      </button>
      {open && (
        <Suspense fallback={null}>
          <FeedbackModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
