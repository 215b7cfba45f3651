import type { CustomerOverview } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import type { DbOrTx } from '../db/Db';
import { customerPrecommitment, customerSpendLimits } from '../limits/limitViews';
import { verificationView } from '../limits/verificationRoutes';
import { walletBalance } from '../purchase/walletBalance';
import type { CustomerRow } from './customerQueries';

/** `GET /customer`: the overview, with the balance read from the ledger and the limits in force at `now`. */
export async function customerOverview(db: DbOrTx, customer: CustomerRow, now: Date = new Date()): Promise<CustomerOverview> {
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
    isVerified: customer.isVerified,
    addressConfirmationRequired: false,
    emailAddressConfirmationRequired: false,
    favouriteNumbers: customer.favouriteNumbers,
    spendLimits: await customerSpendLimits(db, customer.id, now),
    // No state this shop serves makes a limit compulsory before buying.
    spendLimitRequired: false,
    preCommitment: await customerPrecommitment(db, customer.id, now),
    verification: verificationView(customer.verificationMethods, customer.isVerified),
    accountRestriction: customer.accountRestriction ?? null,
    migrationStatus: customer.migrationStatus,
  };
}
