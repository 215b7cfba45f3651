import { DailyWinners } from '@drawkit/widgets';
import { DailyWinnersGate } from './DailyWinnersGate';

/** `/daily-winners`: the programme, the customer's status, current giveaways, joining and unlocking. */
export function DailyWinnersPage() {
  return (
    <DailyWinnersGate page="programme" title="Daily Winners">
      {(tools) => <DailyWinners titleLevel={1} {...tools} joinMetadata={{ source: 'storefront' }} />}
    </DailyWinnersGate>
  );
}
