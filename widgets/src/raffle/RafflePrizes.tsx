import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sortRafflePrizes, type DrawPrizes, type RafflePrize } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { Money } from '../ui/Money';
import { Spinner } from '../ui/Spinner';

/** A raffle draw's prizes, main prize first, or `'failed'` when they could not be loaded. */
export type PrizesAnswer = readonly RafflePrize[] | 'failed';

/** Which raffle draw's prizes: `{productOfferKey}/{drawNo}`. */
export const prizesKey = (productOfferKey: string, drawNo: number): string => `${productOfferKey}/${drawNo}`;

/**
 * The prizes of the raffle draws named by `prizesKey` (`GET /draw/details/{offer}/{drawNo}/prizes`),
 * each asked for once, and whether every one named has its answer yet.
 */
export function useRafflePrizes(keys: readonly string[]): { answers: ReadonlyMap<string, PrizesAnswer>; settled: boolean } {
  const client = useDrawkit();
  const [answers, setAnswers] = useState<ReadonlyMap<string, PrizesAnswer>>(() => new Map());
  const asked = useRef(new Set<string>());
  const wanted = keys.join(' ');
  useEffect(() => {
    for (const key of wanted ? wanted.split(' ') : []) {
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      const [productOfferKey = '', drawNo] = key.split('/');
      client.api
        .request<DrawPrizes>('drawPrizes', { params: { productOfferKey, drawNo: Number(drawNo) } })
        .then(
          ({ result }): PrizesAnswer => sortRafflePrizes(result.prizes),
          (): PrizesAnswer => 'failed',
        )
        .then((answer) => setAnswers((before) => new Map(before).set(key, answer)));
    }
  }, [client, wanted]);
  return { answers, settled: keys.every((key) => answers.has(key)) };
}

/** A raffle draw's prizes, main prize first; a spinner until they are in. */
export function RafflePrizes({ answer }: { answer: PrizesAnswer | undefined }): ReactNode {
  if (answer === 'failed') return <p className="drawkit-muted">The prizes could not be loaded.</p>;
  if (!answer) return <Spinner label="Loading the prizes" />;
  return (
    <section className="drawkit-section drawkit-stack" aria-label="Prizes">
      <h3>Prizes</h3>
      <ol className="drawkit-prizes">
        {answer.map((prize) => (
          <li key={prize.prizeId}>
            {prize.isMainPrize ? <strong>Main prize: </strong> : null}
            {prize.name} (<Money value={prize.value} />)
          </li>
        ))}
      </ol>
    </section>
  );
}
