import type { MouseEvent, ReactNode } from 'react';
import type { GiveawayDraw } from '@drawkit/sdk';

/** Where the daily-winners widgets link to, and how a host app navigates without a reload. */
export interface DailyWinnersNavigation {
  /** The programme's base path or URL. Default `/daily-winners`; an element passes the shop's origin in front. */
  basePath?: string;
  /** The shop's deposit page. Default `/deposit`. */
  depositHref?: string;
  /** The terms and conditions page. Default `/about/terms-and-conditions`. */
  termsHref?: string;
  /** Called instead of following a link (a client-side router); links are plain otherwise. */
  onNavigate?: (href: string) => void;
}

export function programmePath(nav: DailyWinnersNavigation, sub = ''): string {
  const base = (nav.basePath ?? '/daily-winners').replace(/\/$/, '');
  return sub ? `${base}/${sub}` : base;
}

/** `/daily-winners/giveaways/{giveawayType}/{drawNumber}`; a preview is addressed by its external id. */
export function giveawayPath(nav: DailyWinnersNavigation, draw: Pick<GiveawayDraw, 'type' | 'number' | 'externalId'>): string {
  const id = draw.type === 'preview' ? draw.externalId : String(draw.number);
  return programmePath(nav, `giveaways/${encodeURIComponent(draw.type)}/${encodeURIComponent(id)}`);
}

/** A link that hands its address to `onNavigate` when there is one. */
export function DwLink({ href, nav, className, children }: { href: string; nav: DailyWinnersNavigation; className?: string; children: ReactNode }): ReactNode {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!nav.onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    nav.onNavigate(href);
  };
  return (
    <a href={href} className={className} onClick={follow}>
      {children}
    </a>
  );
}
