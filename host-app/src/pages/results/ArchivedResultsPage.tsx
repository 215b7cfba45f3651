import { formatDrawDate, formatMonthYear, type ResultsState } from '@drawkit/sdk';
import { resultsStyles, useDrawkit, useStore, WinningNumbers } from '@drawkit/widgets';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../layout/PageLoading';
import { OfferFrame } from '../offer/OfferFrame';
import { adoptResultsStyles } from './adoptResultsStyles';
import { monthFrom, pageFrom, resultsPaths } from './resultsPaths';

const selectPages = (state: ResultsState) => state.pages;

/** `/{key}/results/{date}`: an offer's results of one month (AEST), paged by the `page` query parameter. */
export function ArchivedResultsPage() {
  adoptResultsStyles(resultsStyles);
  const { date } = useParams();
  const month = monthFrom(date);
  return (
    <OfferFrame title={(offer) => (month ? `${offer.name} results, ${formatMonthYear(month.year, month.month)}` : `${offer.name} results`)}>
      {(offer) => (month ? <MonthResults offerKey={offer.key} year={month.year} month={month.month} /> : null)}
    </OfferFrame>
  );
}

function MonthResults({ offerKey, year, month }: { offerKey: string; year: number; month: number }) {
  const client = useDrawkit();
  const [search] = useSearchParams();
  const page = pageFrom(undefined, search);
  const pages = useStore(client.results, selectPages);
  const current = pages[`archived:${offerKey}:${year}-${month}`]?.[page];
  useEffect(() => {
    void client.results.getState().loadPage({ kind: 'archived', offerKey, year, month }, page);
  }, [client, offerKey, year, month, page]);

  if (current?.status === 'failed') return <p role="alert">{current.errors[0]?.message ?? "We couldn't load the results."}</p>;
  if (!current || (current.status === 'loading' && current.results.length === 0)) return <PageLoading label="Loading results…" />;
  const base = resultsPaths.month(offerKey, year, month);
  return (
    <div className="drawkit">
      {current.results.length === 0 ? <p>No draws in {formatMonthYear(year, month)}.</p> : null}
      <ol className="drawkit-past-list">
        {current.results.map((result) => (
          <li key={result.drawNo} className="drawkit-past-row">
            <Link to={resultsPaths.draw(offerKey, result.drawNo)}>
              Draw {result.drawNo} · {formatDrawDate(result.drawDate)}
            </Link>
            <WinningNumbers results={result.results} />
          </li>
        ))}
      </ol>
      {current.pageCount > 1 ? (
        <nav className="pager" aria-label="Results pages">
          {page > 1 ? <Link to={page === 2 ? base : `${base}?page=${page - 1}`}>Previous</Link> : null}
          <span>
            Page {page} of {current.pageCount}
          </span>
          {page < current.pageCount ? <Link to={`${base}?page=${page + 1}`}>Next</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
