import type { Partner } from '@drawkit/sdk';

/** The offer a partner's purchase widget sells: the partner's first. */
export function partnerOfferKey(partner: Partner): string | undefined {
  return partner.productOfferKeys[0];
}
