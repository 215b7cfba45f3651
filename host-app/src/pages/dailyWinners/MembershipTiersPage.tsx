import { MembershipTiers } from '@drawkit/widgets';
import { useAfterAdd } from '../cart/useAfterAdd';
import { DailyWinnersGate } from './DailyWinnersGate';

/** `/daily-winners/membership-tiers`: free and premium; premium goes through the cart like any product. */
export function MembershipTiersPage() {
  const afterAdd = useAfterAdd();
  return (
    <DailyWinnersGate page="membership-tiers" title="Daily Winners membership tiers">
      {(tools) => <MembershipTiers titleLevel={1} {...tools} onAdded={afterAdd} />}
    </DailyWinnersGate>
  );
}
