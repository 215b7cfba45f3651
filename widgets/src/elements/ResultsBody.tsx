import type { ReactNode } from 'react';
import { DrawkitProvider } from '../context/DrawkitProvider';
import { Notice } from '../ui/Notice';
import { parseResultsAttributes } from './parseResultsAttributes';
import ResultsInShadow from './ResultsInShadow';
import { useElementClient } from './useElementClient';

export interface ResultsBodyProps {
  offer?: string;
  page?: string;
  drawNo?: string;
  partner?: string;
  appKey?: string;
  apiOrigin?: string;
  container?: HTMLElement | ShadowRoot;
}

/** `<drawkit-results>`'s content, loaded on first use of the tag: its attributes, client and the results widget. */
export default function ResultsBody({ container, ...raw }: ResultsBodyProps): ReactNode {
  const attributes = parseResultsAttributes(raw);
  const client = useElementClient(
    attributes.ok ? { appKey: attributes.appKey, apiOrigin: attributes.apiOrigin, storagePrefix: `drawkit_${attributes.appKey}` } : null,
  );
  if (!attributes.ok || !client) {
    return (
      <div className="drawkit">
        <Notice level="error">{attributes.ok ? 'Drawkit could not start.' : attributes.message}</Notice>
      </div>
    );
  }
  return (
    <DrawkitProvider client={client}>
      <ResultsInShadow
        container={container}
        offerKey={attributes.offer}
        page={attributes.page}
        {...(attributes.drawNo === undefined ? {} : { drawNo: attributes.drawNo })}
      />
    </DrawkitProvider>
  );
}
