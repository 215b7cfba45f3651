import { useState, type ReactNode } from 'react';
import { formatMoney, remainingSpendLimit, type BlockedReasonAction, type Cart } from '@drawkit/sdk';
import { Notice } from '../ui/Notice';

/** Where the block reasons' actions lead; storefront account routes by default (shop-core §2). */
export type BlockedReasonLinks = Partial<Record<BlockedReasonAction, string>>;

export const DEFAULT_BLOCKED_REASON_LINKS: BlockedReasonLinks = {
  close: '/about/responsible-gaming',
  fixed: '/about/contact-us',
  spend_limit: '/my-account/spend-limits',
  verify_account_required: '/my-account/verify-account',
  // The precommitment limit is the deposit limit (shop-specialised §3, §8).
  deposit_limit: '/my-account/precommitment-limit',
  // The spend-limits page lists the shop's own limits ("systemLimits").
  global_spend_limit: '/my-account/spend-limits',
};

const LINK_TEXT: Record<BlockedReasonAction, string> = {
  close: 'About responsible gaming',
  fixed: 'Contact support',
  spend_limit: 'Adjust your spend limit',
  verify_account_required: 'Verify your account',
  deposit_limit: 'Adjust your deposit limit',
  global_spend_limit: 'See your spend limits',
};

const PERIOD_NOW = { day: 'today', week: 'this week', month: 'this month' } as const;

/** Props of {@link BlockedReasons}. */
export interface BlockedReasonsProps {
  cart: Cart;
  links?: BlockedReasonLinks | undefined;
}

/** The action type of a block reason; an unknown one is shown as `fixed` (nothing to do here). */
export function actionOf(cart: Cart, id: string): BlockedReasonAction {
  return cart.blockedReasonActions?.[id] ?? 'fixed';
}

/**
 * Why the cart cannot be bought, each with its action (shop-core §4 'Block reason action
 * types'), linking to the page that deals with it: `close` (a self-excluded or closed account;
 * the notice can be dismissed) to responsible gaming, `fixed` (e.g. a suspended account) to
 * contact support, spend_limit and global_spend_limit to the spend limits, deposit_limit to
 * the precommitment (deposit) limit, verify_account_required to verification.
 */
export function BlockedReasons({ cart, links = DEFAULT_BLOCKED_REASON_LINKS }: BlockedReasonsProps): ReactNode {
  const [closed, setClosed] = useState<readonly string[]>([]);
  const reasons = Object.entries(cart.blockedReasons).filter(([id]) => !closed.includes(id));
  return reasons.map(([id, message]) => {
    const action = actionOf(cart, id);
    const href = links[action];
    const limit = action === 'spend_limit' && cart.spendLimit ? cart.spendLimit : null;
    return (
      <Notice
        key={id}
        level="warning"
        className={`drawkit-blocked drawkit-blocked--${action}`}
        {...(action === 'close' ? { onDismiss: () => setClosed((c) => [...c, id]) } : {})}
      >
        {message}
        {limit ? (
          <span className="drawkit-muted">
            {' '}
            Remaining {PERIOD_NOW[limit.period]}: {formatMoney(remainingSpendLimit(limit))} of {formatMoney(limit.limit)}.
          </span>
        ) : null}
        {href ? (
          <>
            {' '}
            <a href={href}>{LINK_TEXT[action]}</a>
          </>
        ) : null}
      </Notice>
    );
  });
}

export default BlockedReasons;
