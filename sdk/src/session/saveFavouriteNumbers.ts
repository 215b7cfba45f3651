import type { FavouriteNumbersResult } from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';
import type { ApiClient, FavouriteNumbersSaveResult, SessionState } from '../clientTypes';
import { messagesOf } from '../errors/toDrawkitError';

/**
 * `PUT /favourite-numbers` for the signed-in customer; the overview's `favouriteNumbers` follows
 * the saved set. Expected failures (signed out, refused numbers) come back as messages.
 */
export async function saveFavouriteNumbers(
  api: ApiClient,
  session: Pick<StoreApi<SessionState>, 'getState' | 'setState'>,
  favouriteNumbers: Record<string, number[]>,
): Promise<FavouriteNumbersSaveResult> {
  if (!session.getState().isAuthenticated) {
    return { ok: false, messages: [{ message: 'Please sign in to save your favourite numbers.', code: 'unauthorised', level: 'error' }] };
  }
  try {
    const { result } = await api.request<FavouriteNumbersResult>('favouriteNumbers', { body: { favouriteNumbers } });
    const customer = session.getState().customer;
    if (customer) session.setState({ customer: { ...customer, favouriteNumbers: result.favouriteNumbers } });
    return { ok: true, replaced: result.replaced };
  } catch (error) {
    return { ok: false, messages: messagesOf(error) };
  }
}
