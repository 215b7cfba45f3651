import { useDrawkit, useStore } from '@drawkit/widgets';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../layout/PageLoading';
import { signInPath } from './safeRedirect';

/** Protected routes: signed-out shoppers sign in first and come back here. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const client = useDrawkit();
  const location = useLocation();
  const isAuthenticated = useStore(client.session, (state) => state.isAuthenticated);
  const status = useStore(client.session, (state) => state.status);

  if (isAuthenticated) return children;
  // A stored session is restored during init: wait for it before deciding.
  if (status === 'idle' || status === 'loading') return <PageLoading label="Checking your session…" />;
  return <Navigate to={signInPath(location.pathname + location.search)} replace />;
}
