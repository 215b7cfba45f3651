import { GiveawayPage } from '@drawkit/widgets';
import { useParams } from 'react-router';
import { DailyWinnersGate } from './DailyWinnersGate';

/** `/daily-winners/giveaways/{giveawayType}/{drawNumber}`: one giveaway (a preview by its external id). */
export function GiveawayDetailsPage() {
  const { giveawayType = '', drawNumber = '' } = useParams();
  return (
    <DailyWinnersGate page="giveaway" title="Daily Winners giveaway">
      {(tools) => <GiveawayPage key={`${giveawayType}/${drawNumber}`} giveawayType={giveawayType} drawNumber={drawNumber} titleLevel={1} {...tools} />}
    </DailyWinnersGate>
  );
}
