/**
 * The notifications feed behind the navigation bell (shop-core §2: "a notifications bell
 * (notifications-feed capability)"): `GET /notifications/feed` and marking read. Emptied when
 * the login state changes ("All notifications clear when the login state changes").
 */
import type { ApiMessage, LoadStatus, NotificationFeed } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DrawkitClient } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';

export interface NotificationFeedState {
  status: LoadStatus;
  feed: NotificationFeed | null;
  errors: ApiMessage[];
  load(): Promise<void>;
  /** Marks these notifications read (every one when `ids` is absent). */
  markRead(ids?: string[]): Promise<void>;
}

export function createNotificationFeedStore(client: DrawkitClient): StoreApi<NotificationFeedState> {
  const store = createStore<NotificationFeedState>()((set) => ({
    status: 'idle',
    feed: null,
    errors: [],
    async load() {
      if (!client.session.getState().isAuthenticated) return;
      set({ status: 'loading', errors: [] });
      try {
        set({ status: 'succeeded', feed: (await client.api.request<NotificationFeed>('notificationsFeed')).result });
      } catch (error) {
        if (!isAbortError(error)) set({ status: 'failed', errors: messagesOf(error) });
      }
    },
    async markRead(ids) {
      try {
        const { result } = await client.api.request<NotificationFeed>('notificationsRead', { body: ids ? { ids } : {} });
        set({ feed: result, errors: [] });
      } catch (error) {
        if (!isAbortError(error)) set({ errors: messagesOf(error) });
      }
    },
  }));
  client.on('session-change', () => store.setState({ status: 'idle', feed: null, errors: [] }));
  return store;
}

const stores = new WeakMap<DrawkitClient, StoreApi<NotificationFeedState>>();

export function notificationFeedStore(client: DrawkitClient): StoreApi<NotificationFeedState> {
  let store = stores.get(client);
  if (!store) {
    store = createNotificationFeedStore(client);
    stores.set(client, store);
  }
  return store;
}
