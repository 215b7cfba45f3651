import type { ApiMessage, PaymentResolution, RecurringPurchase, RecurringPurchaseDetail, RecurringPurchaseMethod, ScheduledPurchase } from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';
import type { DrawkitClient } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { AUTOPLAY_CHANGED_TITLE, AUTOPLAY_STATUS_FAILED, RECURRING_PAGE_SIZE } from './recurringMessages';
import type { RecurringActions, RecurringChangeResult, RecurringListKind, RecurringState } from './recurringStore';

const LIST_ROUTE = { autoplay: 'autoplays', subscription: 'subscriptions', combined: 'recurringPurchases', scheduled: 'scheduledPurchases' } as const;

const SIGNED_OUT: ApiMessage = { message: 'Please sign in to manage your recurring purchases.', code: 'unauthorised', level: 'error' };

/** The recurring-purchases store's work, loaded on its first action. */
export function createRecurringActions(client: DrawkitClient, store: StoreApi<RecurringState>): RecurringActions {
  const { api } = client;
  const signedIn = () => client.session.getState().isAuthenticated;
  const notify = client.notifications.getState;

  function setList(kind: RecurringListKind, patch: Partial<RecurringState['lists'][RecurringListKind]>): void {
    const { lists } = store.getState();
    store.setState({ lists: { ...lists, [kind]: { ...lists[kind], ...patch } } });
  }

  function keepDetail(item: RecurringPurchaseDetail): void {
    const { details, lists } = store.getState();
    // The lists show the changed item at once, without a reload.
    const replace = (items: RecurringPurchase[]) => items.map((i) => (i.autoplayId === item.autoplayId ? item : i));
    store.setState({
      details: { ...details, [item.autoplayId]: { status: 'succeeded', item, errors: [] } },
      lists: {
        ...lists,
        autoplay: { ...lists.autoplay, items: replace(lists.autoplay.items) },
        subscription: { ...lists.subscription, items: replace(lists.subscription.items) },
        combined: { ...lists.combined, items: replace(lists.combined.items) },
      },
    });
  }

  /** A change: the item as it now is, a success notice, or the §8 failure notification. */
  async function change<T>(run: () => Promise<T>, done: (item: T) => void, notice: { title: string; message: string } | null, failure: { title: string; message: string } = AUTOPLAY_STATUS_FAILED): Promise<RecurringChangeResult<T>> {
    if (!signedIn()) return { ok: false, messages: [SIGNED_OUT] };
    store.setState({ saving: true });
    try {
      const item = await run();
      done(item);
      store.setState({ saving: false });
      if (notice) notify().notify({ ...notice, level: 'success', isAutoDismissed: true });
      return { ok: true, item };
    } catch (error) {
      store.setState({ saving: false });
      const messages = isAbortError(error) ? [] : messagesOf(error);
      if (messages.length > 0) notify().notify({ title: failure.title, message: messages[0]?.message ?? failure.message, level: 'error' });
      return { ok: false, messages };
    }
  }

  const autoplayChange = (run: () => Promise<{ result: RecurringPurchaseDetail }>, message: string) =>
    change(async () => (await run()).result, keepDetail, { title: AUTOPLAY_CHANGED_TITLE, message });

  async function loadDetail(route: 'autoplay' | 'subscription', id: string): Promise<void> {
    if (!signedIn()) return;
    const put = (patch: RecurringState['details'][string]) => store.setState({ details: { ...store.getState().details, [id]: patch } });
    put({ status: 'loading', item: store.getState().details[id]?.item ?? null, errors: [] });
    try {
      keepDetail((await api.request<RecurringPurchaseDetail>(route, { params: { id } })).result);
    } catch (error) {
      if (!isAbortError(error)) put({ status: 'failed', item: null, errors: messagesOf(error) });
    }
  }

  return {
    async loadPage(kind, page) {
      if (!signedIn()) return;
      const current = Math.max(1, Math.floor(page));
      setList(kind, { status: 'loading', page: current, errors: [] });
      try {
        const searchParams = { limit: RECURRING_PAGE_SIZE, offset: (current - 1) * RECURRING_PAGE_SIZE };
        const envelope = await api.request<RecurringPurchase[] | ScheduledPurchase[]>(LIST_ROUTE[kind], { searchParams });
        // A page that finished after another was asked for is not shown.
        if (store.getState().lists[kind].page !== current) return;
        setList(kind, { status: 'succeeded', items: envelope.result as never, pageInfo: envelope.pageInfo ?? null });
      } catch (error) {
        if (!isAbortError(error)) setList(kind, { status: 'failed', items: [], errors: messagesOf(error) });
      }
    },
    loadAutoplay: (id) => loadDetail('autoplay', id),
    loadSubscription: (id) => loadDetail('subscription', id),
    async loadScheduled(id) {
      if (!signedIn()) return;
      const put = (patch: RecurringState['scheduled'][string]) => store.setState({ scheduled: { ...store.getState().scheduled, [id]: patch } });
      put({ status: 'loading', item: store.getState().scheduled[id]?.item ?? null, errors: [] });
      try {
        put({ status: 'succeeded', item: (await api.request<ScheduledPurchase>('scheduledPurchase', { params: { id } })).result, errors: [] });
      } catch (error) {
        if (!isAbortError(error)) put({ status: 'failed', item: null, errors: messagesOf(error) });
      }
    },
    pauseAutoplay: (id, pausedUntil) =>
      autoplayChange(
        () => api.request('autoplayPause', { params: { id }, body: pausedUntil ? { pausedUntil } : {} }),
        pausedUntil ? 'Your autoplay is paused until the date you chose.' : 'Your autoplay is paused.',
      ),
    unpauseAutoplay: (id) => autoplayChange(() => api.request('autoplayUnpause', { params: { id } }), 'Your autoplay is active again.'),
    cancelAutoplay: (id) =>
      autoplayChange(() => api.request('autoplayStatus', { params: { id }, body: { status: 'recurring_status_cancelled' } }), 'Your autoplay is cancelled.'),
    setMinimumJackpot: (id, amount) =>
      autoplayChange(() => api.request('autoplaySetMinimumJackpot', { params: { id }, body: { minimumJackpotAmount: amount } }), 'Your minimum jackpot is saved.'),
    setQuickpick: (id, quickpick) =>
      autoplayChange(() => api.request('autoplaySetQuickpick', { params: { id }, body: { quickpick: String(quickpick) } }), 'Your quick pick choice is saved.'),
    updateAutoplay: (id, changes) => autoplayChange(() => api.request('autoplayUpdate', { params: { id }, body: changes }), 'Your autoplay is updated.'),
    cancelSubscription: (id) =>
      change(
        async () => (await api.request<RecurringPurchaseDetail>('subscriptionStatus', { params: { id }, body: { status: 'recurring_status_cancelled' } })).result,
        keepDetail,
        { title: 'Success', message: 'Your subscription is cancelled.' },
        { title: 'Something went wrong', message: AUTOPLAY_STATUS_FAILED.message },
      ),
    cancelScheduled: (id) =>
      change(
        async () => (await api.request<ScheduledPurchase>('scheduledPurchaseCancel', { params: { id } })).result,
        (item) => {
          const { scheduled, lists } = store.getState();
          store.setState({
            scheduled: { ...scheduled, [id]: { status: 'succeeded', item, errors: [] } },
            lists: { ...lists, scheduled: { ...lists.scheduled, items: lists.scheduled.items.map((s) => (s.encodedId === id ? item : s)) } },
          });
        },
        { title: 'Success', message: 'Your scheduled purchase is cancelled.' },
        { title: 'Something went wrong', message: AUTOPLAY_STATUS_FAILED.message },
      ),
    async loadMethod() {
      if (!signedIn()) return;
      try {
        store.setState({ method: (await api.request<RecurringPurchaseMethod>('recurringPurchaseMethod')).result });
      } catch (error) {
        if (!isAbortError(error)) store.setState({ method: null });
      }
    },
    setMethod: (method) =>
      change(
        async () => (await api.request<RecurringPurchaseMethod>('recurringPurchaseMethodSet', { searchParams: { recurringPurchaseMethod: method } })).result,
        (saved) => store.setState({ method: saved }),
        { title: 'Success', message: 'Your details have been successfully updated.' },
      ),
    async loadResolution() {
      if (!signedIn()) return;
      try {
        store.setState({ resolution: (await api.request<PaymentResolution>('paymentResolutions')).result });
      } catch (error) {
        if (!isAbortError(error)) store.setState({ resolution: null });
      }
    },
    retryPayments: () =>
      change(
        async () => (await api.request<PaymentResolution>('processRecurringPurchases')).result,
        (resolution) => store.setState({ resolution }),
        null,
      ),
  };
}
