import { Button, Notice } from '@drawkit/widgets';
import { useState, type ReactNode } from 'react';

/**
 * An action that cannot be taken back, asked once more: the `action` link, then the `question`
 * with "{confirm}" and "Keep it". Nothing goes on one click.
 */
export function ConfirmedAction({
  action,
  question,
  confirm,
  busy = false,
  onConfirm,
}: {
  action: string;
  question: ReactNode;
  confirm: string;
  busy?: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="link" disabled={busy} onClick={() => setConfirming(true)}>
        {action}
      </Button>
    );
  }
  return (
    <Notice level="warning">
      <p>{question}</p>
      <Button variant="primary" pending={busy} onClick={() => void onConfirm().finally(() => setConfirming(false))}>
        {confirm}
      </Button>{' '}
      <Button variant="link" disabled={busy} onClick={() => setConfirming(false)}>
        Keep it
      </Button>
    </Notice>
  );
}
