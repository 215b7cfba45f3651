import { formatDrawDate, type ResultCategory, type ResultsState } from '@drawkit/sdk';
import { resultsStyles, useDrawkit, useStore, WinningNumbers, jackpotText } from '@drawkit/widgets';
import { useEffect } from 'react';
import { Link, NavLink, useMatches, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { adoptResultsStyles } from './adoptResultsStyles';
import { pageFrom, resultsPaths, type ResultsCategoryPath } from './resultsPaths';

const CATEGORY: Record<string, { path: ResultsCategoryPath; category?: ResultCategory; title: string }> = {
  'all-results': { path: 'all', title: 'Lotto results' },
  'all-raffles-results': { path: 'raffles', category: 'raffle', title: 'Raffle results' },
  'all-lotteries-results': { path: 'lotteries', category: 'lottery', title: 'Lottery results' },
};

const selectPages = (state: ResultsState) => state.pages;

/** `/lotto-results/{page?}` and its raffles and lotteries variants: the latest result of every offer, 5 to a page. */
export function AllResultsPage() {
  adoptResultsStyles(resultsStyles);
  const client = useDrawkit();
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? 'all-results';
  const { path, category, title } = CATEGORY[routeId] ?? CATEGORY['all-results']!;
  const { page: segment } = useParams();
  const [search] = useSearchParams();
  const page = pageFrom(segment, search);
  const pages = useStore(client.results, selectPages);
  const current = pages[`latest:${category ?? 'all'}`]?.[page];
  useDocumentTitle(page > 1 ? `${title}, page ${page}` : title);

  useEffect(() => {
    void client.results.getState().loadPage(category ? { kind: 'latest', category } : { kind: 'latest' }, page);
  }, [client, category, page]);
  // Live: a completed draw reloads the loaded pages (the results store does it).
  const offerKeys = current?.results.map((r) => r.productOfferKey).join(',') ?? '';
  useEffect(() => {
    const stops = offerKeys.split(',').filter(Boolean).map((key) => client.results.getState().subscribeToDrawResults(key));
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, offerKeys]);

  return (
    <section className="page results-page drawkit" aria-labelledby="results-title">
      <header className="page-intro">
        <h1 id="results-title">{title}</h1>
        <nav aria-label="Result kinds" className="results-tabs">
          <NavLink to={resultsPaths.all('all')} end>
            All
          </NavLink>{' '}
          <NavLink to={resultsPaths.all('lotteries')}>Lotteries</NavLink> <NavLink to={resultsPaths.all('raffles')}>Raffles</NavLink>
        </nav>
      </header>
      {current?.status === 'failed' ? <p role="alert">{current.errors[0]?.message ?? "We couldn't load the results."}</p> : null}
      {!current || (current.status === 'loading' && current.results.length === 0) ? (
        <PageLoading label="Loading results…" />
      ) : (
        <ul className="results-list">
          {current.results.map((result) => (
            <li key={result.productOfferKey} className="results-card" data-offer={result.productOfferKey}>
              <h2>
                <Link to={resultsPaths.offer(result.productOfferKey)}>{result.productOfferName}</Link>
              </h2>
              <p>
                Draw {result.drawNo} · {formatDrawDate(result.drawDate)}
              </p>
              <WinningNumbers results={result.results} />
              <p>
                {result.kind === 'raffle' ? 'Main prize' : 'Jackpot'}: {jackpotText(result)}
              </p>
              <Link to={resultsPaths.draw(result.productOfferKey, result.drawNo)}>Prizes and winners</Link>
            </li>
          ))}
        </ul>
      )}
      {current && current.pageCount > 1 ? (
        <nav className="pager" aria-label="Results pages">
          {page > 1 ? <Link to={resultsPaths.all(path, page - 1)}>Previous</Link> : null}
          <span>
            Page {page} of {current.pageCount}
          </span>
          {page < current.pageCount ? <Link to={resultsPaths.all(path, page + 1)}>Next</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
