import { Spinner } from '../ui/Spinner';
import type { ResultsBodyProps } from './ResultsBody';
import { lazyHost } from './lazyHost';

export type ResultsHostProps = ResultsBodyProps;

/**
 * What `<drawkit-results>` renders: an offer's results, updating by itself when a draw completes.
 * Loaded on first use of the tag: results are not part of <drawkit-purchase>'s first download.
 */
export const ResultsHost = lazyHost<ResultsHostProps>(() => import('./ResultsBody'), <Spinner label="Loading the results" />);
