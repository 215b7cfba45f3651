import { FEEDBACK_RATINGS, feedbackStore } from '@drawkit/sdk';
import type { FeedbackRating } from '@drawkit/sdk';
import { Messages, Modal, useDrawkit, useStore } from '@drawkit/widgets';
import { useLocation } from 'react-router';

const RATING_LABELS: Record<FeedbackRating, string> = { not_satisfied: 'Not satisfied', neutral: 'Neutral', satisfied: 'Satisfied' };

/** Three steps: mood selection, comment form, completion screen (shop-core §2, §4). */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const client = useDrawkit();
  const store = feedbackStore(client);
  const state = useStore(store, (s) => s);
  const signedIn = useStore(client.session, (s) => s.isAuthenticated);
  const { pathname } = useLocation();
  const close = () => {
    store.getState().close();
    onClose();
  };
  return (
    <Modal title="Feedback" size="small" onClose={close}>
      {state.step === 'mood' && (
        <div className="feedback-moods" role="group" aria-label="How do you feel about the site?">
          {FEEDBACK_RATINGS.map((rating) => (
            <button key={rating} type="button" className="button" onClick={() => state.chooseRating(rating)}>
              {RATING_LABELS[rating]}
            </button>
          ))}
        </div>
      )}
      {state.step === 'comment' && (
        <form
          className="feedback-form"
          onSubmit={(event) => {
            event.preventDefault();
            void state.submit(pathname);
          }}
        >
          <label>
            Tell us more (optional)
            <textarea value={state.comment} onChange={(event) => state.setComment(event.target.value)} style={{ minHeight: '160px' }} />
          </label>
          {!signedIn && (
            <label>
              Email (optional)
              <input type="email" value={state.email} onChange={(event) => state.setEmail(event.target.value)} autoComplete="email" />
            </label>
          )}
          <Messages messages={state.errors} />
          <div className="feedback-form__actions">
            <button type="button" className="button" onClick={state.back}>
              Back
            </button>
            <button type="submit" className="button button--primary" disabled={state.eventStatus === 'creating'}>
              Send feedback
            </button>
          </div>
        </form>
      )}
      {state.step === 'complete' && (
        <div role="status">
          <p>Thanks for your feedback.</p>
          <button type="button" className="button" onClick={close}>
            Close
          </button>
        </div>
      )}
    </Modal>
  );
}
