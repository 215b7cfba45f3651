import { useState, type ReactNode } from 'react';
import { formatMoney, remainingSpendLimit, type BlockedReasonAction, type Cart } from '@drawkit/sdk';
import { Notice } from '../ui/Notice';

/** Where the block reasons' actions lead; storefront account routes by default (shop-core §2). */
export type BlockedReasonLinks = Partial<Record<BlockedReasonAction, string>>;

export const DEFAULT_BLOCKED_REASON_LINKS: BlockedReasonLinks = {
  spend_limit: '/my-account/spend-limits',
  verify_account_required: '/my-account/verify-account',
  deposit_limit: '/my-account/precommitment-limit',
};

const LINK_TEXT: Partial<Record<BlockedReasonAction, string>> = {
  spend_limit: 'Adjust your spend limit',
  verify_account_required: 'Verify your account',
  deposit_limit: 'Adjust your deposit limit',
};

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
 * types'): `close` can be dismissed; spend_limit, verify_account_required and deposit_limit link
 * to where the customer fixes it; fixed and global_spend_limit only say what is wrong.
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
            Remaining this week: {formatMoney(remainingSpendLimit(limit))} of {formatMoney(limit.limit)}.
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
