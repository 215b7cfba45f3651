import type { ApiMessage } from '@drawkit/sdk';
import { useDrawkit } from '@drawkit/widgets';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { RequireSignIn } from '../../session/RequireSignIn';

/** Puts the past checkout's items back in the cart once, then shows the cart. */
function Replay({ replayId }: { replayId: string }) {
  const client = useDrawkit();
  const navigate = useNavigate();
  const [messages, setMessages] = useState<ApiMessage[] | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Strict mode mounts twice; the replay adds items, so it must run once.
    if (started.current) return;
    started.current = true;
    void client.cart
      .getState()
      .replay(replayId)
      .then((result) => {
        if (result.ok) void navigate('/cart', { replace: true });
        else setMessages(result.messages);
      });
  }, [client, navigate, replayId]);

  if (!messages) return <PageLoading label="Adding these tickets to your cart…" />;
  return (
    <section className="page" aria-labelledby="replay-title">
      <h1 id="replay-title">Buy these tickets again</h1>
      {messages.map((m) => (
        <p key={m.message} role="alert">
          {m.message}
        </p>
      ))}
      <p>
        <Link to="/cart">Go to your cart</Link>
      </p>
    </section>
  );
}

/** `/cart/replay/{replayID}` (protected, shop-core §2): the tickets of a past checkout, again. */
export function CartReplayPage() {
  useDocumentTitle('Buy again');
  const { replayId = '' } = useParams();
  return (
    <RequireSignIn>
      <Replay replayId={replayId} />
    </RequireSignIn>
  );
}
