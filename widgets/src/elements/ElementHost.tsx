import type { ReactNode } from 'react';
import type { DrawkitClient, PartnerCart, Receipt } from '@drawkit/sdk';
import { DrawkitProvider } from '../context/DrawkitProvider';
import { Notice } from '../ui/Notice';
import type { ElementAttributes } from './elementOrigin';
import { dispatchDrawkitEvent, type DrawkitElementEvents } from './events';
import { hostOf, useElementClient } from './useElementClient';

/** Dispatches a Drawkit event from the element (nothing before it is attached). */
export type EmitDrawkitEvent = <K extends keyof DrawkitElementEvents>(type: K, detail: DrawkitElementEvents[K]) => void;

export interface ElementHostProps<T> {
  /** The element's parsed attributes: its client's settings, or why it cannot start. */
  attributes: ElementAttributes<T>;
  /** The element's shadow root, passed in by r2wc. */
  container: HTMLElement | ShadowRoot | undefined;
  /** The widget, given the attributes, the element's event dispatcher and its client. */
  children: (attributes: T, emit: EmitDrawkitEvent, client: DrawkitClient) => ReactNode;
  /** Discovery's query for the widget's first reads, given the attributes (useElementClient's `startupReads`). */
  startupReads?: (attributes: NoInfer<T>) => string | undefined;
}

/**
 * What every element host does around its widget: one client for the parsed attributes, the
 * attribute's message (or a start-up failure) in place of the widget, and events from the element.
 */
export function ElementHost<T>({ attributes, container, children, startupReads }: ElementHostProps<T>): ReactNode {
  const client = useElementClient(attributes.ok ? attributes : null, attributes.ok ? startupReads?.(attributes) : undefined);
  if (!attributes.ok || !client) {
    return (
      <div className="drawkit">
        <Notice level="error">{attributes.ok ? 'Drawkit could not start.' : attributes.message}</Notice>
      </div>
    );
  }
  const host = hostOf(container);
  const emit: EmitDrawkitEvent = (type, detail) => {
    if (host) dispatchDrawkitEvent(host, type, detail);
  };
  return <DrawkitProvider client={client}>{children(attributes, emit, client)}</DrawkitProvider>;
}

/** A partner-cart widget's callbacks as the element's `drawkit:purchase-complete` and `drawkit:cart-change` events. */
export function purchaseEvents(emit: EmitDrawkitEvent): { onComplete: (receipt: Receipt) => void; onCartChange: (cart: PartnerCart) => void } {
  return {
    onComplete: (receipt) => emit('drawkit:purchase-complete', { checkoutId: receipt.checkoutId, total: receipt.total }),
    onCartChange: (cart) => emit('drawkit:cart-change', { cart }),
  };
}
