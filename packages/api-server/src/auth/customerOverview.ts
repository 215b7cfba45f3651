import type { CustomerOverview } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import { readAccountSettings } from '../account/accountSettings';
import type { DbOrTx } from '../db/Db';
import { customerPrecommitment, customerSpendLimits } from '../limits/limitViews';
import { verificationView } from '../verification/verificationMethods';
import type { VerificationProviderType } from '@drawkit/contract';
import { walletFunds } from '../wallet/withdrawableFunds';
import type { CustomerRow } from './customerQueries';

/** `GET /customer`: the overview, with the balance read from the ledger and the limits in force at `now`. */
export async function customerOverview(
  db: DbOrTx,
  customer: CustomerRow,
  now: Date = new Date(),
  /** The outside verification providers on offer (ConnectID, greenID); their methods are disabled otherwise. */
  providers: readonly VerificationProviderType[] = [],
): Promise<CustomerOverview> {
  const funds = await walletFunds(db, customer.id);
  const balance = money(funds.balanceCents);
  const settings = await readAccountSettings(db, customer.id);
  return {
    id: customer.id,
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    state: customer.state,
    balance,
    availableFunds: balance,
    withdrawableFunds: money(funds.withdrawableCents),
    pricingId: customer.pricingId,
    segmentName: customer.segment,
    forcePasswordChange: customer.forcePasswordChange,
    accountUpgrade: customer.accountUpgrade,
    isVerified: customer.isVerified,
    addressConfirmationRequired: settings?.addressConfirmationRequired ?? false,
    emailAddressConfirmationRequired: settings?.emailConfirmationRequired ?? false,
    favouriteNumbers: customer.favouriteNumbers,
    spendLimits: await customerSpendLimits(db, customer.id, now),
    // No state this shop serves makes a limit compulsory before buying.
    spendLimitRequired: false,
    preCommitment: await customerPrecommitment(db, customer.id, now),
    verification: verificationView(customer.verificationMethods, customer.isVerified, providers),
    accountRestriction: customer.accountRestriction ?? null,
    migrationStatus: customer.migrationStatus,
  };
}
