import type { ReactNode } from 'react';
import { formatLongDate, formatMoney, type MembershipRenewal } from '@drawkit/sdk';
import { Notice } from '../ui/Notice';

/** Premium's monthly renewal as `GET /v3/customer` reports it; nothing for a customer who never had Premium. */
export function RenewalNote({ renewal }: { renewal: MembershipRenewal | null | undefined }): ReactNode {
  if (!renewal) return null;
  const until = renewal.premiumUntil ? formatLongDate(renewal.premiumUntil) : '';
  switch (renewal.status) {
    case 'active':
      return <p data-testid="membership-renewal">Premium renews on {renewal.renewsAt ? formatLongDate(renewal.renewsAt) : until} for {formatMoney(renewal.price)} from your wallet.</p>;
    case 'cancelled':
      return <p data-testid="membership-renewal">Premium until {until}; it will not renew.</p>;
    case 'ended':
      return <p data-testid="membership-renewal">Your Premium month has ended: you are on the free tier.</p>;
    case 'failed':
      return (
        <Notice level="warning" title="Premium could not renew">
          {renewal.failureMessage ?? 'The renewal could not be paid from your wallet.'}
        </Notice>
      );
  }
}
