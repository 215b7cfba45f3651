import type { ApiMessage, Cart } from '@drawkit/contract';
import type { ApiClient, DrawkitEvents, StorageAdapter } from '../clientTypes';
import { isApiError } from '../errors/ApiError';
import type { Emitter } from '../events/createEmitter';
import type { StorageNames } from '../storage/storageNames';

/** What every store is built from; `createDrawkit` makes one per client. */
export interface StoreContext {
  api: ApiClient;
  storage: StorageAdapter;
  names: StorageNames;
  emit: Emitter<DrawkitEvents>['emit'];
  now: () => number;
}

/**
 * The message for a failed cart change: the server's first message when the failure is a 4xx
 * it explained (shop-core §8), else `fallback`.
 */
export function clientFailureMessages(error: unknown, fallback: string, code: string): ApiMessage[] {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.messages[0]) return [error.messages[0]];
  return [{ message: fallback, code, level: 'error' }];
}

/** The same cart with nothing in it: what a purchase leaves behind. */
export function emptiedCart<C extends Cart>(cart: C): C {
  const zero = { amount: 0, currency: cart.cartTotal.currency };
  return {
    ...cart,
    cartItems: [],
    autoRemovedItems: [],
    cartTotal: zero,
    preOrderTotal: zero,
    blockedReasons: {},
    blockedReasonActions: {},
    promotionItems: [],
  };
}
