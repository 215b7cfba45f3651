import { NotificationStack, useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect } from 'react';
import type { CSSProperties } from 'react';
import { Outlet, ScrollRestoration, useParams } from 'react-router';
import { CondensedFooter } from './Footer';
import { RouteProgress } from './RouteProgress';

/**
 * The frame of `/purchase/{partnerSlug}` pages: the partner's name and colour, no storefront
 * cart (a partner purchase has its own cart), and the condensed footer.
 */
export function PartnerLayout() {
  const { partnerSlug = '' } = useParams();
  const client = useDrawkit();
  const partner = useStore(client.partner, (state) => (state.partner?.slug === partnerSlug ? state.partner : null));

  // The header needs the partner on every partner page: loaded once the session has started, as
  // the widgets do. The purchase page's widget loads it too; the partner store asks the server once.
  useEffect(() => {
    let cancelled = false;
    void client.session
      .getState()
      .init()
      .catch(() => undefined)
      .then(() => {
        if (!cancelled) void client.partner.getState().load(partnerSlug);
      });
    return () => {
      cancelled = true;
    };
  }, [client, partnerSlug]);

  // Who is buying: a partner's autologin link lands here signed in, and the shopper should see as whom.
  const firstname = useStore(client.session, (state) => (state.isAuthenticated ? (state.customer?.firstname ?? null) : null));

  const theme = partner ? ({ '--drawkit-color-primary': partner.branding.primaryColour } as CSSProperties) : undefined;
  return (
    <div className="site site--partner" style={theme}>
      <RouteProgress />
      <header className="site-header partner-header">
        {/* A no-break space holds the name's line until it comes: a plain one collapses, and the
            header grew by the line as the name arrived (a layout shift of the whole page). */}
        <p className="partner-header__name">{partner ? partner.branding.logoText || partner.name : '\u00a0'}</p>
        <p className="partner-header__powered">Tickets by Drawkit</p>
        {firstname ? (
          <p className="partner-header__account" data-testid="partner-signed-in">
            Signed in as {firstname}
          </p>
        ) : null}
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <CondensedFooter />
      {/* A failed autologin link's notice, and any other, shows here as on the storefront. */}
      <NotificationStack />
      <ScrollRestoration />
    </div>
  );
}
