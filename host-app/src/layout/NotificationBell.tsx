import { formatLongDate, notificationFeedStore } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect } from 'react';
import { Link } from 'react-router';

/** The navigation's notifications bell (shop-core §2; notifications-feed capability, signed in): the feed and its unread count. */
export function NotificationBell() {
  const client = useDrawkit();
  const store = notificationFeedStore(client);
  const feed = useStore(store, (state) => state.feed);
  const status = useStore(store, (state) => state.status);
  useEffect(() => {
    if (status === 'idle') void store.getState().load();
  }, [store, status]);
  const unread = feed?.unread ?? 0;
  return (
    <details className="account-menu notification-bell">
      <summary className="account-menu__button" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'} data-testid="notification-bell">
        <span aria-hidden="true">🔔</span>
        {unread > 0 && (
          <span className="badge" aria-hidden="true" data-testid="notification-count">
            {unread}
          </span>
        )}
      </summary>
      <div className="account-menu__panel notification-bell__panel">
        <h2>Notifications</h2>
        {!feed || feed.notifications.length === 0 ? (
          <p>You have no notifications.</p>
        ) : (
          <>
            <ul className="notification-feed">
              {feed.notifications.map((n) => (
                <li key={n.id} className={n.read ? 'notification-feed__item' : 'notification-feed__item notification-feed__item--unread'}>
                  <strong>{n.title}</strong>
                  <p>{n.message}</p>
                  <time dateTime={n.createdAt}>{formatLongDate(n.createdAt)}</time>
                  {n.actions.map((action) =>
                    action.link?.startsWith('/') ? (
                      <Link key={action.id} to={action.link} onClick={() => void store.getState().markRead([n.id])}>
                        {action.text}
                      </Link>
                    ) : null,
                  )}
                </li>
              ))}
            </ul>
            {unread > 0 && (
              <button type="button" className="button" onClick={() => void store.getState().markRead()}>
                Mark all as read
              </button>
            )}
          </>
        )}
      </div>
    </details>
  );
}
