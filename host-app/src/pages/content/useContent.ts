import type { ContentResult, DrawkitClient } from '@drawkit/sdk';
import { useDrawkit } from '@drawkit/widgets';
import { useEffect, useRef, useState } from 'react';

export type ContentState<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'missing' } | { kind: 'failed' };

/**
 * Runs a content call for the page and follows its result: loading, ready, missing (the 404
 * page) or failed. `key` names what is loaded; a new key loads again.
 */
export function useContent<T>(key: string, load: (client: DrawkitClient) => Promise<ContentResult<T>>): ContentState<T> {
  const client = useDrawkit();
  const [state, setState] = useState<{ key: string; value: ContentState<T> }>({ key, value: { kind: 'loading' } });
  // `load` is a fresh closure each render: the effect reads the latest; `key` names what it loads.
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let current = true;
    void loadRef.current(client).then((result) => {
      if (!current) return;
      const value: ContentState<T> = result.ok ? { kind: 'ready', value: result.value } : result.notFound ? { kind: 'missing' } : { kind: 'failed' };
      setState({ key, value });
    });
    return () => {
      current = false;
    };
  }, [client, key]);
  return state.key === key ? state.value : { kind: 'loading' };
}
