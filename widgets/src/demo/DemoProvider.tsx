import { useState, type ReactNode } from 'react';
import type { DrawkitClient } from '@drawkit/sdk';
import { DrawkitProvider } from '../context/DrawkitProvider';
import { createDemoClient } from './createDemoClient';
import type { DemoServerOptions } from './createDemoServer';

export interface DemoProviderProps extends DemoServerOptions {
  appKey?: string;
  /** Use this client instead of a new one (a story loader prepared it). */
  client?: DrawkitClient;
  children?: ReactNode;
}

/** A provider over a fresh demo client per mount: each story starts from a clean shop. */
export function DemoProvider({ client, children, ...options }: DemoProviderProps): ReactNode {
  const [demo] = useState(() => client ?? createDemoClient({ latencyMs: 250, ...options }).client);
  return <DrawkitProvider client={demo}>{children}</DrawkitProvider>;
}
