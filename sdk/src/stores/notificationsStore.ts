import type { ApiMessage, MessageLevel } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** "Cards flagged auto-dismiss vanish after 10 seconds" (shop-specialised §2, §9). */
export const NOTIFICATION_AUTO_DISMISS_MS = 10_000;

/** The action label that "acts as a close control" (shop-specialised §2). */
export const NOTIFICATION_CLOSE_LABEL = 'Ok, got it';

/** The 401 notification (shop-specialised §8): shown when a refresh failed and the session ended. */
export const UNAUTHORISED_NOTIFICATION = {
  title: 'Something went wrong',
  message: 'Sorry, looks like we had some trouble verifying your login details. Please try again.',
} as const;

/** The icon a card shows: "icon follows level (error, info, else success)" (shop-specialised §8). */
export type NotificationIcon = 'error' | 'info' | 'success';

/** A button on a notification card. */
export interface NotificationAction {
  label: string;
  /** Runs on click. An action labelled 'Ok, got it' (or with `closes`) also closes the card. */
  onClick?: () => void;
  closes?: boolean;
}

/** One card of the notification stack. */
export interface Notification {
  id: string;
  icon: NotificationIcon;
  title: string;
  message: string;
  actions: NotificationAction[];
  /** Vanishes after 10 seconds. */
  isAutoDismissed: boolean;
}

/** What `notify` takes: everything but the id is optional except the message. */
export interface NotificationInput {
  message: string;
  title?: string;
  /** Picks the icon; default `info`. */
  level?: MessageLevel;
  actions?: NotificationAction[];
  isAutoDismissed?: boolean;
}

export interface NotificationsState {
  notifications: Notification[];
  /** Adds a card; returns its id. */
  notify(input: NotificationInput): string;
  /** Server messages as cards: 'Action Required' for `deposit_pending`, 'Success' for `success`. */
  notifyMessages(messages: readonly ApiMessage[], options?: { isAutoDismissed?: boolean }): string[];
  dismiss(id: string): void;
  /** Removes every card ("All notifications clear when the login state changes"). */
  clear(): void;
}

/** "icon follows level (error, info, else success)". */
export function notificationIcon(level: MessageLevel | undefined): NotificationIcon {
  if (level === 'error') return 'error';
  if (level === 'info' || level === undefined) return 'info';
  return 'success';
}

/** The title of an API message's card (shop-specialised §8). */
export function apiMessageTitle(message: ApiMessage): string {
  if (message.code === 'deposit_pending') return 'Action Required';
  if (message.code === 'success') return 'Success';
  return '';
}

/** Whether clicking `action` closes its card. */
export function actionCloses(action: NotificationAction): boolean {
  return action.closes === true || action.label === NOTIFICATION_CLOSE_LABEL;
}

/**
 * The notification stack's state (shop-specialised §2 "Notifications"): cards with icon, title,
 * message and actions; auto-dismissed cards leave after 10 s. Framework-free: the timers live
 * here, so every UI shows the same stack.
 */
export function createNotificationsStore(): StoreApi<NotificationsState> {
  let counter = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const stopTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };

  return createStore<NotificationsState>()((set, get) => ({
    notifications: [],

    notify(input) {
      counter += 1;
      const id = `notification-${counter}`;
      const notification: Notification = {
        id,
        icon: notificationIcon(input.level),
        title: input.title ?? '',
        message: input.message,
        actions: input.actions ?? [],
        isAutoDismissed: input.isAutoDismissed ?? false,
      };
      set({ notifications: [...get().notifications, notification] });
      if (notification.isAutoDismissed) timers.set(id, setTimeout(() => get().dismiss(id), NOTIFICATION_AUTO_DISMISS_MS));
      return id;
    },

    notifyMessages(messages, options = {}) {
      return messages.map((m) =>
        get().notify({
          message: m.message,
          title: apiMessageTitle(m),
          level: m.level,
          ...(options.isAutoDismissed === undefined ? {} : { isAutoDismissed: options.isAutoDismissed }),
        }),
      );
    },

    dismiss(id) {
      stopTimer(id);
      const notifications = get().notifications.filter((n) => n.id !== id);
      if (notifications.length !== get().notifications.length) set({ notifications });
    },

    clear() {
      for (const id of [...timers.keys()]) stopTimer(id);
      if (get().notifications.length > 0) set({ notifications: [] });
    },
  }));
}
