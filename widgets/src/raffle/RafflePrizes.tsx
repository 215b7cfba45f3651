import { useEffect, useState, type ReactNode } from 'react';
import { sortRafflePrizes, type DrawPrizes, type RafflePrize } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { Money } from '../ui/Money';
import { Spinner } from '../ui/Spinner';

export interface RafflePrizesProps {
  productOfferKey: string;
  drawNo: number;
}

/** A raffle draw's prizes, main prize first (`GET /draw/details/{offer}/{drawNo}/prizes`). */
export function RafflePrizes({ productOfferKey, drawNo }: RafflePrizesProps): ReactNode {
  const client = useDrawkit();
  const [prizes, setPrizes] = useState<RafflePrize[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setPrizes(null);
    setFailed(false);
    client.api
      .request<DrawPrizes>('drawPrizes', { params: { productOfferKey, drawNo } })
      .then(({ result }) => live && setPrizes(sortRafflePrizes(result.prizes)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [client, productOfferKey, drawNo]);

  if (failed) return <p className="drawkit-muted">The prizes could not be loaded.</p>;
  if (!prizes) return <Spinner label="Loading the prizes" />;
  return (
    <section className="drawkit-section drawkit-stack" aria-label="Prizes">
      <h3>Prizes</h3>
      <ol className="drawkit-prizes">
        {prizes.map((prize) => (
          <li key={prize.prizeId}>
            {prize.isMainPrize ? <strong>Main prize: </strong> : null}
            {prize.name} (<Money value={prize.value} />)
          </li>
        ))}
      </ol>
    </section>
  );
}
