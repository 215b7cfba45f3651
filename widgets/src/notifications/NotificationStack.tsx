import type { ReactNode } from 'react';
import { actionCloses, type Notification, type NotificationIcon } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
import { cx } from '../ui/cx';

/** Props of {@link NotificationStack}. */
export interface NotificationStackProps {
  /** Extra class names for the stack. */
  className?: string;
}

// "icon follows level (error, info, else success)"; the label says the same to screen readers.
const ICONS: Record<NotificationIcon, { icon: string; label: string }> = {
  error: { icon: '!', label: 'Error' },
  info: { icon: 'i', label: 'Information' },
  success: { icon: '✓', label: 'Success' },
};

function NotificationCard({ notification, dismiss }: { notification: Notification; dismiss: () => void }): ReactNode {
  const { icon, label } = ICONS[notification.icon];
  const hasClose = notification.actions.some(actionCloses);
  return (
    <li
      className={cx('drawkit-notification', `drawkit-notification--${notification.icon}`)}
      role={notification.icon === 'error' ? 'alert' : 'status'}
      aria-label={notification.title || label}
    >
      <span className="drawkit-notification-icon" aria-hidden="true">
        {icon}
      </span>
      <div className="drawkit-notification-body">
        <span className="drawkit-visually-hidden">{label}: </span>
        {notification.title ? <strong className="drawkit-notification-title">{notification.title}</strong> : null}
        <p className="drawkit-notification-message">{notification.message}</p>
        {notification.actions.length > 0 ? (
          <div className="drawkit-row">
            {notification.actions.map((action) => (
              <button
                key={action.label}
                type="button"
                className="drawkit-button drawkit-button--secondary"
                onClick={() => {
                  action.onClick?.();
                  // "An action labelled 'Ok, got it' acts as a close control."
                  if (actionCloses(action)) dismiss();
                }}
              >
                {action.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {hasClose ? null : (
        <button type="button" className="drawkit-notification-close" aria-label="Close notification" onClick={dismiss}>
          ×
        </button>
      )}
    </li>
  );
}

/**
 * The notification stack (shop-specialised §2 "Notifications"): cards with an icon, title, message
 * and actions, at the bottom of the screen, 400px wide from medium screens (40em). The client's
 * notifications store decides what shows: auto-dismissed cards leave after 10 seconds and every
 * card clears when the login state changes.
 */
export function NotificationStack({ className }: NotificationStackProps): ReactNode {
  const client = useDrawkit();
  const notifications = useStore(client.notifications, (s) => s.notifications);
  return (
    <section className={cx('drawkit', 'drawkit-notification-stack', className)} aria-label="Notifications">
      <ol className="drawkit-notification-list">
        {notifications.map((n) => (
          <NotificationCard key={n.id} notification={n} dismiss={() => client.notifications.getState().dismiss(n.id)} />
        ))}
      </ol>
    </section>
  );
}
