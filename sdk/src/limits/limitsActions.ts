import type { ApiMessage, LimitPeriod, PrecommitmentState, SpendLimit, SpendLimits } from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';
import type { DrawkitClient } from '../clientTypes';
import { isApiError } from '../errors/ApiError';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { DEPOSIT_LIMIT_UPDATED_MESSAGE, pendingChangeMessage, spendLimitUpdatedMessage } from './limitMessages';
import type { LimitChangeResult, LimitsActions, LimitsState } from './limitsStore';

/** The limits store's work, loaded on its first action. */
export function createLimitsActions(client: DrawkitClient, store: StoreApi<LimitsState>): LimitsActions {
  const { api } = client;
  const success = (message: string) => client.notifications.getState().notify({ title: 'Success', message, level: 'success', isAutoDismissed: true });

  const signedOut = (): LimitChangeResult | null =>
    client.session.getState().isAuthenticated
      ? null
      : { ok: false, messages: [{ message: 'Please sign in to manage your limits.', code: 'unauthorised', level: 'error' }] };

  async function change(run: () => Promise<{ pending: boolean; notice: string }>): Promise<LimitChangeResult> {
    const refused = signedOut();
    if (refused) return refused;
    store.setState({ saving: true, errors: [] });
    try {
      const { pending, notice } = await run();
      store.setState({ saving: false });
      success(notice);
      // The cart's block reasons follow the limits.
      if (client.cart.getState().status !== 'idle') void client.cart.getState().load({ force: true });
      return { ok: true, pending };
    } catch (error) {
      const messages: ApiMessage[] = isAbortError(error) ? [] : messagesOf(error);
      store.setState({ saving: false, errors: messages });
      return { ok: false, messages };
    }
  }

  async function fetchSpendLimits(): Promise<SpendLimits> {
    return (await api.request<SpendLimits>('spendLimits')).result;
  }
  async function fetchPrecommitment(): Promise<PrecommitmentState> {
    return (await api.request<PrecommitmentState>('precommitment')).result;
  }

  const actions: LimitsActions = {
    async load() {
      if (!client.session.getState().isAuthenticated) return;
      store.setState({ status: 'loading', errors: [] });
      try {
        const [spendLimits, precommitment] = await Promise.all([fetchSpendLimits(), fetchPrecommitment()]);
        store.setState({ status: 'succeeded', spendLimits, precommitment });
      } catch (error) {
        if (isAbortError(error)) return;
        store.setState({ status: 'failed', errors: messagesOf(error) });
      }
    },

    saveSpendLimit(period: LimitPeriod, amount: string) {
      return change(async () => {
        const exists = store.getState().spendLimits?.customerLimits.some((l) => l.period === period) ?? false;
        const { result } = await api.request<SpendLimit>(exists ? 'spendLimitEdit' : 'spendLimitSet', { params: { period }, body: { amount } });
        store.setState({ spendLimits: await fetchSpendLimits() });
        const pending = result.pending !== null && result.pending.amount !== null;
        return {
          pending,
          notice: pending && result.pending ? pendingChangeMessage('Spend Limit', result.pending) : spendLimitUpdatedMessage(result.amount, result.period),
        };
      });
    },

    async removeSpendLimit(limit) {
      const refused = signedOut();
      if (refused) return refused;
      store.setState({ saving: true, errors: [] });
      try {
        const { result } = await api.request<SpendLimit | null>('spendLimitDelete', { params: { spendLimitId: limit.id } });
        store.setState({ saving: false, spendLimits: await fetchSpendLimits() });
        if (result?.pending) success(pendingChangeMessage('Spend Limit', result.pending));
        return { ok: true, pending: result?.pending != null };
      } catch (error) {
        store.setState({ saving: false });
        if (isAbortError(error)) return { ok: false, messages: [] };
        // "Spend limit delete failing with 422 shows the first server message as a notification ...;
        // other failures just refetch the limits" (shop-specialised §8).
        const first = isApiError(error) && error.status === 422 ? error.messages[0] : undefined;
        if (first) client.notifications.getState().notify({ title: '', message: first.message, level: 'error' });
        else await actions.load();
        return { ok: false, messages: first ? [first] : [] };
      }
    },

    savePrecommitment(limit: string, period: LimitPeriod) {
      return change(async () => {
        const { result } = await api.request<PrecommitmentState>('precommitmentSet', { body: { limit, period } });
        store.setState({ precommitment: result });
        const pending = result.precommitment?.pending ?? null;
        return { pending: pending !== null, notice: pending ? pendingChangeMessage('deposit limit', pending) : DEPOSIT_LIMIT_UPDATED_MESSAGE };
      });
    },

    removePrecommitment() {
      return change(async () => {
        const { result } = await api.request<PrecommitmentState>('precommitmentDelete');
        store.setState({ precommitment: result });
        const pending = result.precommitment?.pending ?? null;
        return { pending: pending !== null, notice: pending ? pendingChangeMessage('deposit limit', pending) : DEPOSIT_LIMIT_UPDATED_MESSAGE };
      });
    },
  };
  return actions;
}
