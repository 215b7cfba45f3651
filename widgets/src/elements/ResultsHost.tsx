import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../ui/Spinner';
import type { ResultsBodyProps } from './ResultsBody';

// Loaded on first use of the tag: results are not part of <drawkit-purchase>'s first download.
const ResultsBody = lazy(() => import('./ResultsBody'));

export type ResultsHostProps = ResultsBodyProps;

/** What `<drawkit-results>` renders: an offer's results, updating by itself when a draw completes. */
export function ResultsHost(props: ResultsHostProps): ReactNode {
  return (
    <Suspense fallback={<Spinner label="Loading the results" />}>
      <ResultsBody {...props} />
    </Suspense>
  );
}
