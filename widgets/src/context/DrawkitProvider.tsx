import { createContext, useContext, type ReactNode } from 'react';
import type { DrawkitClient } from '@drawkit/sdk';

const DrawkitContext = createContext<DrawkitClient | null>(null);
DrawkitContext.displayName = 'DrawkitContext';

/** Props of {@link DrawkitProvider}. */
export interface DrawkitProviderProps {
  /** The client from `createDrawkit(config)`; every widget below reads and calls through it. */
  client: DrawkitClient;
  /** The widgets (or anything) that use the client. */
  children?: ReactNode;
}

/** Makes one Drawkit client available to the widgets inside it. */
export function DrawkitProvider({ client, children }: DrawkitProviderProps): ReactNode {
  return <DrawkitContext.Provider value={client}>{children}</DrawkitContext.Provider>;
}

/** The client given to the nearest `DrawkitProvider`. */
export function useDrawkit(): DrawkitClient {
  const client = useContext(DrawkitContext);
  if (!client) {
    throw new Error(
      'useDrawkit() found no client: wrap the widget in <DrawkitProvider client={createDrawkit({...})}>.',
    );
  }
  return client;
}
