import { formatMonthYear, pageNumber } from '@drawkit/sdk';
import { Results, resultsStyles } from '@drawkit/widgets';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { OfferFrame } from '../offer/OfferFrame';
import { adoptResultsStyles } from './adoptResultsStyles';
import { pageFrom, resultsPaths } from './resultsPaths';

/** The last few months, newest first, for the archive links. */
function recentMonths(count: number, now = new Date()): { year: number; month: number; label: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const [year, month] = [date.getUTCFullYear(), date.getUTCMonth() + 1];
    // By hand: the page's first Intl date format would load the locale's data on the main thread.
    return { year, month, label: formatMonthYear(year, month) };
  });
}

/**
 * `/{key}/results`, `/{key}/winners` and `/{key}/results/draw/{drawNo}`: the offer's results
 * widget, the draw from the route (else the latest: raffle prize and winner details default to
 * the first draw), past results paged by the `page` query parameter.
 */
export function OfferResultsPage() {
  adoptResultsStyles(resultsStyles);
  const { drawNo } = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const page = pageFrom(undefined, search);
  const winners = pathname.endsWith('/winners');
  const chosen = drawNo === undefined ? undefined : pageNumber(drawNo);

  return (
    <OfferFrame title={(offer) => (winners ? `${offer.name} winners` : chosen ? `${offer.name} draw ${chosen} results` : `${offer.name} results`)}>
      {(offer) => (
        <div className="offer-results">
          <Results
            offerKey={offer.key}
            headingLevel={2}
            page={page}
            {...(chosen === undefined ? {} : { drawNo: chosen })}
            onPageChange={(next) => void navigate(`${pathname}${next > 1 ? `?page=${next}` : ''}`)}
            onSelectDraw={(next) => void navigate(resultsPaths.draw(offer.key, next))}
          />
          <nav aria-label="Results by month" className="results-months">
            <h2>Results by month</h2>
            <ul>
              {recentMonths(6).map(({ year, month, label }) => (
                <li key={`${year}-${month}`}>
                  <Link to={resultsPaths.month(offer.key, year, month)}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </OfferFrame>
  );
}
