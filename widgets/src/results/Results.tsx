import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { type DrawResult, formatDrawDate, pageNumber, type ResultsState } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
import { Button } from '../ui/Button';
import { Messages } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';
import { DrawResultView, WinningNumbers } from './DrawResultView';
import { headingTag } from '../ui/headingTag';

/** Props of {@link Results}. */
export interface ResultsProps {
  /** The product offer, e.g. `super_jackpot_lottery`. */
  offerKey: string;
  /** The page of past results ("Past results default page size 5"); below 1 reads as 1. */
  page?: number;
  /** The draw shown in full; the latest draw when absent (a raffle's prize and winner details too). */
  drawNo?: number;
  /** Called with the page asked for; without it the widget pages by itself. */
  onPageChange?: (page: number) => void;
  /** Called with a draw chosen from the list; without it the widget shows it by itself. */
  onSelectDraw?: (drawNo: number) => void;
  /** Heading level of the draw's name and of "Past results" (default 3): one below the page's own. */
  headingLevel?: 2 | 3;
}

const selectPages = (state: ResultsState) => state.pages;
const selectFull = (state: ResultsState) => state.fullResults;

/** The page of past results. */
function PastResultRows({
  results,
  shownDrawNo,
  onSelect,
}: {
  results: DrawResult[];
  shownDrawNo: number | undefined;
  onSelect: (drawNo: number) => void;
}): ReactNode {
  return (
    <ol className="drawkit-past-list">
      {results.map((draw) => (
        <li key={draw.drawNo} className="drawkit-past-row" aria-current={draw.drawNo === shownDrawNo ? 'true' : undefined}>
          <span className="drawkit-past-draw">
            Draw {draw.drawNo} · {formatDrawDate(draw.drawDate)}
          </span>
          <WinningNumbers results={draw.results} />
          <Button variant="secondary" onClick={() => onSelect(draw.drawNo)}>
            View draw {draw.drawNo}
          </Button>
        </li>
      ))}
    </ol>
  );
}

/**
 * An offer's results: the chosen (or latest) draw in full — winning numbers as balls per set,
 * jackpot, prize divisions with winners and amounts or raffle winners by prize, and a signed-in
 * customer's own tickets with matches and winnings — then past results 5 to a page. It listens
 * for draws completing and shows a new draw without a reload.
 */
export function Results({ offerKey, page: pageProp, drawNo: drawNoProp, onPageChange, onSelectDraw, headingLevel = 3 }: ResultsProps): ReactNode {
  const client = useDrawkit();
  const store = client.results;
  const [ownPage, setOwnPage] = useState(() => pageNumber(pageProp));
  const [ownDrawNo, setOwnDrawNo] = useState<number | undefined>(drawNoProp);
  const page = onPageChange ? pageNumber(pageProp) : ownPage;
  const chosenDrawNo = onSelectDraw ? drawNoProp : ownDrawNo;
  const pages = useStore(store, selectPages);
  const fullResults = useStore(store, selectFull);
  const listPages = pages[`offer:${offerKey}`];
  const current = listPages?.[page];
  const first = listPages?.[1];
  const latestDrawNo = first?.results[0]?.drawNo;
  const shownDrawNo = chosenDrawNo ?? latestDrawNo;
  const full = shownDrawNo === undefined ? undefined : fullResults[`${offerKey}:${shownDrawNo}`];

  useEffect(() => setOwnPage(pageNumber(pageProp)), [pageProp]);
  useEffect(() => setOwnDrawNo(drawNoProp), [drawNoProp]);

  useEffect(() => {
    void store.getState().loadPage({ kind: 'offer', offerKey }, page);
    if (page !== 1) void store.getState().loadPage({ kind: 'offer', offerKey }, 1);
  }, [store, offerKey, page]);

  useEffect(() => {
    if (shownDrawNo !== undefined) void store.getState().loadFullResult(offerKey, shownDrawNo);
  }, [store, offerKey, shownDrawNo]);

  // Live: a draw completing reloads the first page and the draw (the store does that), so the latest shows by itself.
  useEffect(() => store.getState().subscribeToDrawResults(offerKey), [store, offerKey]);

  const goTo = (next: number) => (onPageChange ? onPageChange(next) : setOwnPage(next));
  const Heading = headingTag(headingLevel);
  const select = useCallback((next: number) => (onSelectDraw ? onSelectDraw(next) : setOwnDrawNo(next)), [onSelectDraw]);
  // The same element while its inputs are the same, which Preact and React skip with everything
  // under it: the store's other changes (the draw loading, then arriving; the list reloading)
  // re-render the widget, and would redraw the draw, or every row and its balls, with them.
  // (The partner script's React has no `memo`: elementsReact.mjs.)
  const shownResult = full?.result;
  const shownDraw = useMemo(() => (shownResult ? <DrawResultView result={shownResult} headingLevel={headingLevel} /> : null), [shownResult, headingLevel]);
  const rows = current?.results;
  const pastRows = useMemo(() => (rows?.length ? <PastResultRows results={rows} shownDrawNo={shownDrawNo} onSelect={select} /> : null), [rows, shownDrawNo, select]);

  return (
    <div className="drawkit drawkit-results drawkit-stack" data-offer={offerKey}>
      {shownDraw ??
        (full?.status === 'failed' ? (
          <Messages messages={full.errors} />
        ) : first?.status === 'succeeded' && latestDrawNo === undefined ? (
          <p className="drawkit-muted">There are no results for this draw yet.</p>
        ) : (
          // About a draw's height kept while it loads: the past results below do not jump when it arrives.
          <div className="drawkit-draw-result-pending">
            <Spinner label="Loading the results" />
          </div>
        ))}

      <section className="drawkit-past-results drawkit-stack" aria-label="Past results">
        <Heading>Past results</Heading>
        {current?.status === 'failed' ? <Messages messages={current.errors} /> : null}
        {pastRows ??
          (current?.status === 'loading' || !current ? <Spinner label="Loading past results" /> : <p className="drawkit-muted">No past results.</p>)}
        {current && current.pageCount > 1 ? (
          <nav className="drawkit-pager" aria-label="Past results pages">
            <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(Math.max(1, page - 1))}>
              Previous
            </Button>
            <span>
              Page {page} of {current.pageCount}
            </span>
            <Button variant="secondary" disabled={page >= current.pageCount} onClick={() => goTo(page + 1)}>
              Next
            </Button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}

export default Results;
