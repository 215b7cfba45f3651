import type { CustomerOverview } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import type { DbOrTx } from '../db/Db';
import { walletBalance } from '../purchase/walletBalance';
import type { CustomerRow } from './customerQueries';

/** `GET /customer`: the overview, with the balance read from the ledger. */
export async function customerOverview(db: DbOrTx, customer: CustomerRow): Promise<CustomerOverview> {
  const balance = money(await walletBalance(db, customer.id));
  return {
    id: customer.id,
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    state: customer.state,
    balance,
    availableFunds: balance,
    withdrawableFunds: balance,
    pricingId: customer.pricingId,
    segmentName: customer.segment,
    forcePasswordChange: customer.forcePasswordChange,
    accountUpgrade: customer.accountUpgrade,
    isVerified: false,
    addressConfirmationRequired: false,
    emailAddressConfirmationRequired: false,
    favouriteNumbers: customer.favouriteNumbers,
  };
}
