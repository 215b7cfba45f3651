import { PRECART_PLACEMENT_KEY, type Cart, type Placement, type PlacementCartItem } from '@drawkit/contract';
import type { DrawkitClient } from '../clientTypes';
import { isApiError } from '../errors/ApiError';
import { isNetworkError } from '../errors/NetworkError';
import { isAbortError } from '../errors/toDrawkitError';

/** "A pre-cart item carries lottery_key and draw_number" (shop-specialised §3): one per cart item with a draw. */
export function precartItems(cart: Pick<Cart, 'cartItems'> | null): PlacementCartItem[] {
  return (cart?.cartItems ?? []).flatMap((item) => (item.lotteryKey && item.drawNo > 0 ? [{ lotteryKey: item.lotteryKey, drawNumber: item.drawNo }] : []));
}

/**
 * The pre-cart drawer's recommended draws: `GET /placement` with the placement key, branding
 * and pricing ids and the cart's items, or the customer's key when signed in (shop-specialised
 * §7 'Placement'). "A 204 response means an empty list", and "the placement client treats a 5xx
 * or network error as an empty result" (§8); a 4xx (a request this client got wrong) rejects.
 * An aborted call resolves empty too: nobody is waiting for it.
 */
export async function loadPrecartPlacements(
  client: Pick<DrawkitClient, 'api' | 'session'>,
  cart: Pick<Cart, 'cartItems'> | null,
  options: { signal?: AbortSignal } = {},
): Promise<Placement[]> {
  const { pricingId, customerId } = client.session.getState();
  // The wire keeps the spec's names inside the JSON value: the call layer converts keys, not values.
  const items = precartItems(cart).map((item) => ({ lottery_key: item.lotteryKey, draw_number: item.drawNumber }));
  try {
    const { result } = await client.api.request<Placement[] | null>('placement', {
      searchParams: {
        keys: PRECART_PLACEMENT_KEY,
        pricing_id: pricingId || undefined,
        customer_key: customerId ?? undefined,
        cart: JSON.stringify(items),
      },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return result ?? [];
  } catch (error) {
    if (isAbortError(error) || isNetworkError(error) || (isApiError(error) && error.status >= 500)) return [];
    throw error;
  }
}
