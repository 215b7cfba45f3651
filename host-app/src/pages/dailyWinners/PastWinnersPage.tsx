import { PastWinners } from '@drawkit/widgets';
import { DailyWinnersGate } from './DailyWinnersGate';

/** `/daily-winners/winners`: past giveaways and their winners, ten at a time. */
export function PastWinnersPage() {
  return (
    <DailyWinnersGate page="winners" title="Daily Winners past winners">
      {({ onNavigate }) => <PastWinners titleLevel={1} onNavigate={onNavigate} />}
    </DailyWinnersGate>
  );
}
