import { PRECART_PLACEMENT_KEY, type Cart, type Placement, type PlacementCartItem, type PlacementPrimeResult } from '@drawkit/contract';
import type { DrawkitClient } from '../clientTypes';
import { isApiError } from '../errors/ApiError';
import { isNetworkError } from '../errors/NetworkError';
import { isAbortError } from '../errors/toDrawkitError';

/** "A pre-cart item carries lottery_key and draw_number" (shop-specialised §3): one per cart item with a draw. */
export function precartItems(cart: Pick<Cart, 'cartItems'> | null): PlacementCartItem[] {
  return (cart?.cartItems ?? []).flatMap((item) => (item.lotteryKey && item.drawNo > 0 ? [{ lotteryKey: item.lotteryKey, drawNumber: item.drawNo }] : []));
}

/** Analytics segment ids of this visitor (device, user), as the host's analytics knows them. */
export interface PlacementSegment {
  deviceId?: string;
  userId?: string;
}

export interface PlacementOptions {
  signal?: AbortSignal;
  /** The offer whose page asks (its id in GET /branding): its own lottery is not recommended. */
  brandingKey?: string;
  segment?: PlacementSegment;
}

/**
 * `POST /placement/cart/prime` "with segment ids" (shop-specialised §7): keeps the cart for the
 * segment ids, so later placement calls naming only those ids recommend around it. Like the
 * placement calls, a failure is not the shopper's problem: it resolves null.
 */
export async function primePlacementCart(
  client: Pick<DrawkitClient, 'api'>,
  cart: Pick<Cart, 'cartItems'> | null,
  segment: PlacementSegment,
): Promise<PlacementPrimeResult | null> {
  if (!segment.deviceId && !segment.userId) return null;
  try {
    const body = { segmentDeviceId: segment.deviceId, segmentUserId: segment.userId, cart: precartItems(cart) };
    return (await client.api.request<PlacementPrimeResult>('placementCartPrime', { body })).result;
  } catch {
    return null;
  }
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
  options: PlacementOptions = {},
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
        branding_key: options.brandingKey,
        segment_device_id: options.segment?.deviceId,
        segment_user_id: options.segment?.userId,
      },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return result ?? [];
  } catch (error) {
    if (isAbortError(error) || isNetworkError(error) || (isApiError(error) && error.status >= 500)) return [];
    throw error;
  }
}
