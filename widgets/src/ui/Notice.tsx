import type { ReactNode } from 'react';
import type { MessageLevel } from '@drawkit/sdk';
import { cx } from './cx';

/** Props of {@link Notice}. */
export interface NoticeProps {
  /** Picks the icon, colour and role (`error` is an alert). Default `info`. */
  level?: MessageLevel;
  /** A bold first line. */
  title?: string;
  /** The message. */
  children?: ReactNode;
  /** Shows a dismiss control when given. */
  onDismiss?: () => void;
  /** Extra class names. */
  className?: string;
}

// The icon follows the level (shop-specialised §8); the text says the same for screen readers.
const ICONS: Record<MessageLevel, { icon: string; label: string }> = {
  error: { icon: '!', label: 'Error' },
  warning: { icon: '!', label: 'Warning' },
  info: { icon: 'i', label: 'Information' },
  success: { icon: '✓', label: 'Success' },
};

/** A message card: errors are alerts (announced at once), other levels are polite status. */
export function Notice({ level = 'info', title, children, onDismiss, className }: NoticeProps): ReactNode {
  const { icon, label } = ICONS[level];
  return (
    <div role={level === 'error' ? 'alert' : 'status'} className={cx('drawkit-notice', `drawkit-notice--${level}`, className)}>
      <span className="drawkit-notice-icon" aria-hidden="true">
        {icon}
      </span>
      <div className="drawkit-notice-body">
        <span className="drawkit-visually-hidden">{label}: </span>
        {title ? <strong className="drawkit-notice-title">{title}</strong> : null}
        {children}
      </div>
      {onDismiss ? (
        <button type="button" className="drawkit-button drawkit-button--link" onClick={onDismiss}>
          Dismiss
        </button>
      ) : null}
    </div>
  );
}

/** Server messages as notices, one per message. */
export function Messages({ messages }: { messages: readonly { message: string; level?: MessageLevel }[] }): ReactNode {
  if (messages.length === 0) return null;
  return (
    <>
      {messages.map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: messages are shown once, in their order.
        <Notice key={`${i}:${m.message}`} level={m.level ?? 'error'}>
          {m.message}
        </Notice>
      ))}
    </>
  );
}
