import { DailyWinnersDeposit } from '@drawkit/widgets';
import { DailyWinnersGate } from './DailyWinnersGate';

/** `/daily-winners/deposit`: the first deposit that completes a pending-deposit customer's join. */
export function DailyWinnersDepositPage() {
  return (
    <DailyWinnersGate page="deposit" title="Daily Winners deposit">
      {({ onNavigate }) => <DailyWinnersDeposit titleLevel={1} onNavigate={onNavigate} />}
    </DailyWinnersGate>
  );
}
