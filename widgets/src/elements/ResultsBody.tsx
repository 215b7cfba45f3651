import type { ReactNode } from 'react';
import { ElementHost } from './ElementHost';
import { parseResultsAttributes } from './parseResultsAttributes';
import ResultsInShadow from './ResultsInShadow';

export interface ResultsBodyProps {
  offer?: string;
  page?: string;
  drawNo?: string;
  partner?: string;
  appKey?: string;
  apiOrigin?: string;
  container?: HTMLElement | ShadowRoot;
}

/** The offer's first page of past results and its latest draw in full, with discovery. */
const resultsStartup = ({ offer }: { offer: string }): string => `results=${offer}`;

/** `<drawkit-results>`'s content, loaded on first use of the tag: its attributes, client and the results widget. */
export default function ResultsBody({ container, ...raw }: ResultsBodyProps): ReactNode {
  return (
    <ElementHost attributes={parseResultsAttributes(raw)} container={container} startupReads={resultsStartup}>
      {(attributes) => (
        <ResultsInShadow
          container={container}
          offerKey={attributes.offer}
          page={attributes.page}
          {...(attributes.drawNo === undefined ? {} : { drawNo: attributes.drawNo })}
        />
      )}
    </ElementHost>
  );
}
