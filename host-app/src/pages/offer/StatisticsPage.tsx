import { formatDrawDate } from '@drawkit/sdk';
import type { ProductOffer } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect } from 'react';
import { PageLoading } from '../../layout/PageLoading';
import { FrequencyChart } from '../../statistics/FrequencyChart';
import { FrequencyTable } from '../../statistics/FrequencyTable';
import { OfferFrame } from './OfferFrame';

/** `/{productOfferKey}/statistics`: how often each number was drawn, as a chart and a table, and the lottery's tips. */
export function StatisticsPage() {
  return (
    <OfferFrame title={(offer) => `${offer.name} statistics`}>
      {(offer) => (offer.type === 'raffle_ticket' ? null : <LotteryStatisticsView offer={offer} />)}
    </OfferFrame>
  );
}

function LotteryStatisticsView({ offer }: { offer: ProductOffer }) {
  const client = useDrawkit();
  const { lotteryKey } = offer;
  const entry = useStore(client.statistics, (state) => state.byLottery[lotteryKey]);
  useEffect(() => {
    void client.statistics.getState().loadStatistics(lotteryKey);
  }, [client, lotteryKey]);

  if (entry?.status === 'failed' && !entry.data) {
    return <p role="alert">{entry.errors[0]?.message ?? "We couldn't load the statistics. Please reload the page to try again."}</p>;
  }
  const statistics = entry?.data;
  if (!statistics) return <PageLoading label="Loading statistics…" />;

  return (
    <div className="statistics">
      <p>
        Counted over {statistics.drawsCounted} {statistics.drawsCounted === 1 ? 'draw' : 'draws'}
        {statistics.lastDrawn && `, up to draw ${statistics.lastDrawn.drawNo} on ${formatDrawDate(statistics.lastDrawn.drawDate)}`}.
      </p>
      {statistics.sets.map((set) => (
        <section key={set.name} className="statistics__set" aria-labelledby={`stats-${set.name}`}>
          <h2 id={`stats-${set.name}`}>{set.name}</h2>
          <figure className="statistics__figure">
            <FrequencyChart set={set} drawsCounted={statistics.drawsCounted} />
            <figcaption>Bars show how many draws each number came up in.</figcaption>
          </figure>
          <details className="statistics__table">
            <summary>Show {set.name} as a table</summary>
            <FrequencyTable set={set} />
          </details>
        </section>
      ))}
      <Tips lotteryKey={lotteryKey} />
    </div>
  );
}

/** Tips about this lottery and general ones (`GET /tips`, cached 18 minutes). */
function Tips({ lotteryKey }: { lotteryKey: string }) {
  const client = useDrawkit();
  const tips = useStore(client.statistics, (state) => state.tips);
  useEffect(() => {
    void client.statistics.getState().loadTips();
  }, [client]);
  const relevant = (tips.data ?? []).filter((tip) => tip.lotteryKey === null || tip.lotteryKey === lotteryKey);
  if (relevant.length === 0) return null;
  return (
    <section className="tips" aria-labelledby="tips-title">
      <h2 id="tips-title">Tips</h2>
      <ul>
        {relevant.map((tip) => (
          <li key={tip.id}>
            <h3>{tip.title}</h3>
            <p>{tip.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
