import { canOpenDailyWinnersPage, type DailyWinnersPage } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { signInPath } from '../../session/safeRedirect';
import { NotFoundPage } from '../NotFoundPage';

/** What every daily-winners page hands its widget: links through the router, sign-in through /login. */
export interface DailyWinnersPageTools {
  onNavigate: (href: string) => void;
  onSignIn: () => void;
}

/**
 * The daily-winners pages' frame: "Need the membership-programme capability; tiers also needs
 * the membership-purchase capability" (shop-specialised §2). Undecided until the capabilities
 * have loaded (the page renders meanwhile rather than flash a 404); a segment without them gets
 * the 404 page.
 */
export function DailyWinnersGate({ page, title, children }: { page: DailyWinnersPage; title: string; children: (tools: DailyWinnersPageTools) => ReactNode }) {
  const client = useDrawkit();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const allowed = useStore(client.session, (state) => (state.capabilities ? canOpenDailyWinnersPage(page, (c) => state.can(c)) : undefined));
  useDocumentTitle(allowed === false ? 'Page not found' : title);
  if (allowed === false) return <NotFoundPage />;
  return (
    <section className="page daily-winners" aria-label={title}>
      {children({ onNavigate: (href) => void navigate(href), onSignIn: () => void navigate(signInPath(pathname)) })}
    </section>
  );
}
