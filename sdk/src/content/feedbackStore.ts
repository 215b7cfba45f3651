/**
 * The feedback modal (shop-core §2, §4, §5): three steps, mood, comment and complete. Choosing
 * a rating moves to the comment step, back returns to mood, the step becomes complete when
 * the event is created, and closing resets step, fields and event state. The email is sent
 * only by signed-out visitors.
 */
import type { ApiMessage, FeedbackEvent, FeedbackEventRequest, FeedbackRating } from '@drawkit/contract';
import { FEEDBACK_RATING_VALUES } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DrawkitClient } from '../clientTypes';
import { messagesOf } from '../errors/toDrawkitError';

export type FeedbackStep = 'mood' | 'comment' | 'complete';
/** "Event status: creating, success, failure, cleared." */
export type FeedbackEventStatus = 'creating' | 'success' | 'failure' | 'cleared';

export interface FeedbackState {
  step: FeedbackStep;
  rating: FeedbackRating | null;
  comment: string;
  email: string;
  eventStatus: FeedbackEventStatus;
  errors: ApiMessage[];
  /** The value tracked on success: 1, 0 or -1 (shop-core §7). */
  trackedValue: -1 | 0 | 1 | null;
  chooseRating(rating: FeedbackRating): void;
  back(): void;
  setComment(comment: string): void;
  setEmail(email: string): void;
  /** `POST /event`; `source` is the current path. */
  submit(source: string): Promise<void>;
  close(): void;
}

/** Sent as clientInformation.clientName ("client name = the web client"). */
const CLIENT_NAME = 'drawkit-web';

export function createFeedbackStore(client: DrawkitClient): StoreApi<FeedbackState> {
  const initial = { step: 'mood' as const, rating: null, comment: '', email: '', eventStatus: 'cleared' as const, errors: [], trackedValue: null };
  return createStore<FeedbackState>()((set, get) => ({
    ...initial,
    chooseRating: (rating) => set({ rating, step: 'comment' }),
    back: () => set({ step: 'mood' }),
    setComment: (comment) => set({ comment }),
    setEmail: (email) => set({ email }),
    async submit(source) {
      const { rating, comment, email, eventStatus } = get();
      if (!rating || eventStatus === 'creating') return;
      const signedIn = client.session.getState().isAuthenticated;
      const environment = typeof Intl === 'undefined' ? { timeZone: '', locale: '' } : Intl.DateTimeFormat().resolvedOptions();
      const event: FeedbackEventRequest = {
        category: 'user',
        eventType: 'feedback_event',
        name: 'feedback',
        rating,
        comment,
        ...(signedIn || email.trim() === '' ? {} : { email: email.trim() }),
        source,
        variant: client.config.subvariant ?? '',
        clientInformation: {
          build: 'internal',
          clientName: CLIENT_NAME,
          version: '1',
          clientEnvironment: { timezone: environment.timeZone, locale: environment.locale },
        },
      };
      set({ eventStatus: 'creating', errors: [] });
      try {
        await client.api.request<FeedbackEvent>('feedbackEvent', { body: event });
        set({ eventStatus: 'success', step: 'complete', trackedValue: FEEDBACK_RATING_VALUES[rating] });
      } catch (error) {
        set({ eventStatus: 'failure', errors: messagesOf(error) });
      }
    },
    close: () => set({ ...initial }),
  }));
}

const stores = new WeakMap<DrawkitClient, StoreApi<FeedbackState>>();

export function feedbackStore(client: DrawkitClient): StoreApi<FeedbackState> {
  let store = stores.get(client);
  if (!store) {
    store = createFeedbackStore(client);
    stores.set(client, store);
  }
  return store;
}
