import { useDrawkit } from '@drawkit/widgets';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/**
 * Where logout lands: "a home route (differs by the commercial-lotteries capability)"
 * (shop-core §4) — the lotteries home, or the charity listing on a raffles-only site.
 */
export function logoutHomeRoute(can: (capability: string) => boolean): string {
  return can('commercial-lotteries') ? '/' : '/charity-tickets';
}

/**
 * `/logout`: `GET /logout`, then the logout effects of shop-core §4 (the customer is reset and
 * the stored session cleared by the SDK; notifications clear on the session change; there is
 * no push-messaging data on the web storefront to wipe), then home.
 */
export function LogoutPage() {
  const client = useDrawkit();
  const navigate = useNavigate();
  const started = useRef(false);
  useDocumentTitle('Logging out');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void client.session
      .getState()
      .logout()
      .finally(() => void navigate(logoutHomeRoute((c) => client.session.getState().can(c)), { replace: true }));
  }, [client, navigate]);

  return <PageLoading label="Logging out…" />;
}
