import {
  PARTY_CREATE_FAILED_MESSAGE,
  PARTY_CREATE_FAILED_TITLE,
  PARTY_GROUP_PAGE_SIZE,
  PARTY_SESSION_EDIT_FAILED_MESSAGE,
  PARTY_SESSION_PAGE_SIZE,
  PARTY_TICKET_LOAD_FAILED_MESSAGE,
  type ApiMessage,
  type Envelope,
  type LottoPartyConfig,
  type LottoPartyGroup,
  type LottoPartyGroupByToken,
  type LottoPartyInvitation,
  type LottoPartyMember,
  type LottoPartyOrder,
  type LottoPartyOrderDetails,
  type LottoPartySession,
  type LottoPartySessionOrders,
  type JoinPartySessionResult,
  type RouteName,
} from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';
import type { DrawkitClient, RequestOptions } from '../clientTypes';
import { isApiError } from '../errors/ApiError';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { emptyPartyPagination, type PartyActions, type PartyCreateFailure, type PartyPagination, type PartyResult, type PartyState } from './partyStore';

const SIGNED_OUT: ApiMessage[] = [{ message: 'Please sign in to use Lotto Party.', code: 'unauthorised', level: 'error' }];

/** "Page numbers are at least 1, default 1." */
const pageOf = (page: number | undefined) => Math.max(1, Math.floor(page ?? 1));

function withPage(current: PartyPagination, page: number, ids: string[], total: number, limit: number): PartyPagination {
  return { isFetching: false, offset: (page - 1) * limit, limit, total, ids, pages: { ...current.pages, [page]: ids } };
}

/** The lotto party store's work, loaded on its first call. */
export function createPartyActions(client: DrawkitClient, store: StoreApi<PartyState>): PartyActions {
  const { api } = client;
  const signedIn = () => client.session.getState().isAuthenticated;
  const persistent = (message: string, title = PARTY_CREATE_FAILED_TITLE) =>
    client.notifications.getState().notify({ title, message, level: 'error', isAutoDismissed: false });

  async function call<T>(route: RouteName, options: RequestOptions = {}): Promise<PartyResult<T>> {
    if (!signedIn()) return { ok: false, messages: SIGNED_OUT };
    try {
      const { result } = await api.request<T>(route, options);
      return { ok: true, value: result };
    } catch (error) {
      return { ok: false, messages: isAbortError(error) ? [] : messagesOf(error), ...failureOf(error) };
    }
  }

  /** §5: "a profanity message code means a bad group name; HTTP 409 means duplicate group name"; "Session creation: HTTP 422 means the draw is closed". */
  function failureOf(error: unknown): { reason?: PartyCreateFailure } {
    if (!isApiError(error)) return { reason: 'failed' };
    if (error.messages.some((m) => m.code === 'profanity')) return { reason: 'profanity' };
    if (error.status === 409) return { reason: 'duplicate' };
    if (error.messages.some((m) => m.code === 'draw_closed')) return { reason: 'draw_closed' };
    return { reason: 'failed' };
  }

  async function read<T>(route: RouteName, options: RequestOptions = {}): Promise<Envelope<T> | null> {
    if (!signedIn()) return null;
    try {
      return await api.request<T>(route, options);
    } catch (error) {
      if (!isAbortError(error)) store.setState({ status: 'failed', errors: messagesOf(error) });
      return null;
    }
  }

  const keepSession = (session: LottoPartySession) => store.setState((s) => ({ sessionsById: { ...s.sessionsById, [session.sessionId]: session } }));
  const keepGroup = (group: LottoPartyGroup) => store.setState((s) => ({ groupsById: { ...s.groupsById, [group.id]: group } }));

  const actions: PartyActions = {
    async loadConfig() {
      try {
        const { result } = await api.request<LottoPartyConfig>('partyConfig');
        store.setState({ config: result });
      } catch (error) {
        if (!isAbortError(error)) store.setState({ errors: messagesOf(error) });
      }
    },

    async loadGroups(page) {
      const n = pageOf(page);
      const limit = PARTY_GROUP_PAGE_SIZE;
      store.setState((s) => ({ groups: { ...s.groups, isFetching: true }, status: 'loading' }));
      const answer = await read<LottoPartyGroup[]>('partyGroups', { searchParams: { limit, offset: (n - 1) * limit } });
      if (!answer) {
        store.setState((s) => ({ groups: { ...s.groups, isFetching: false } }));
        return;
      }
      const ids = answer.result.map((g) => g.id);
      store.setState((s) => ({
        status: 'succeeded',
        groups: withPage(s.groups, n, ids, answer.pageInfo?.total ?? ids.length, limit),
        groupsById: { ...s.groupsById, ...Object.fromEntries(answer.result.map((g) => [g.id, g])) },
      }));
    },

    async loadGroup(id) {
      const result = await call<LottoPartyGroup>('partyGroup', { params: { id } });
      if (result.ok) keepGroup(result.value);
      return result;
    },

    async loadMembers(id) {
      const answer = await read<LottoPartyMember[]>('partyGroupMembers', { params: { id } });
      if (answer) store.setState((s) => ({ membersByGroup: { ...s.membersByGroup, [id]: answer.result } }));
    },

    async createGroup(request) {
      const result = await call<LottoPartyGroup>('partyGroupCreate', { body: request });
      if (result.ok) {
        keepGroup(result.value);
        void actions.loadGroups(1);
      } else if (result.reason === 'failed') persistent(PARTY_CREATE_FAILED_MESSAGE);
      return result;
    },

    async leaveGroup(id) {
      const result = await call<null>('partyGroupLeave', { params: { id } });
      if (result.ok) {
        store.setState((s) => {
          const { [id]: _left, ...groupsById } = s.groupsById;
          return { groupsById };
        });
        void actions.loadGroups(1);
      }
      return result;
    },

    async invite(groupId, email) {
      return call<LottoPartyInvitation>('partyInvite', { params: { id: groupId }, body: email ? { email } : {} });
    },

    async loadInvitations() {
      const answer = await read<LottoPartyInvitation[]>('partyInvitations');
      if (answer) store.setState({ invitations: answer.result });
    },

    async loadInvitation(token) {
      return call<LottoPartyGroupByToken>('partyGroupByToken', { params: { token } });
    },

    async acceptInvitation(token) {
      const result = await call<LottoPartyGroup>('partyInvitationAccept', { params: { token } });
      if (result.ok) {
        keepGroup(result.value);
        store.setState((s) => ({ invitations: s.invitations.filter((i) => i.token !== token) }));
        void actions.loadGroups(1);
      }
      return result;
    },

    async declineInvitation(token) {
      const result = await call<LottoPartyInvitation>('partyInvitationDecline', { params: { token } });
      if (result.ok) store.setState((s) => ({ invitations: s.invitations.filter((i) => i.token !== token) }));
      return result;
    },

    async loadGroupSessions(groupId, page) {
      const n = pageOf(page);
      const limit = PARTY_SESSION_PAGE_SIZE;
      const current = store.getState().sessionsByGroup[groupId] ?? emptyPartyPagination(limit);
      store.setState((s) => ({ sessionsByGroup: { ...s.sessionsByGroup, [groupId]: { ...current, isFetching: true } } }));
      const answer = await read<LottoPartySession[]>('partyGroupSessions', { params: { id: groupId }, searchParams: { limit, offset: (n - 1) * limit } });
      if (!answer) {
        store.setState((s) => ({ sessionsByGroup: { ...s.sessionsByGroup, [groupId]: { ...current, isFetching: false } } }));
        return;
      }
      const ids = answer.result.map((x) => x.sessionId);
      store.setState((s) => ({
        sessionsByGroup: { ...s.sessionsByGroup, [groupId]: withPage(current, n, ids, answer.pageInfo?.total ?? ids.length, limit) },
        sessionsById: { ...s.sessionsById, ...Object.fromEntries(answer.result.map((x) => [x.sessionId, x])) },
      }));
    },

    async loadSession(id) {
      const result = await call<LottoPartySession>('partySession', { params: { id } });
      if (result.ok) keepSession(result.value);
      return result;
    },

    async createSession(request) {
      const result = await call<LottoPartySession>('partySessionCreate', { body: request });
      if (result.ok) {
        keepSession(result.value);
        void actions.loadGroupSessions(request.groupId, 1);
      } else if (result.reason !== 'draw_closed') persistent(PARTY_CREATE_FAILED_MESSAGE);
      return result;
    },

    async setAutosession(id, autosessionStatus) {
      const result = await call<LottoPartySession>('partySessionUpdate', { params: { id }, body: { autosessionStatus } });
      if (!result.ok) {
        persistent(PARTY_SESSION_EDIT_FAILED_MESSAGE);
        return result;
      }
      // "the session is reloaded on success" (§4).
      const reloaded = await actions.loadSession(id);
      return reloaded.ok ? reloaded : result;
    },

    async closeSession(id) {
      const result = await call<LottoPartySession>('partySessionClose', { params: { id } });
      if (result.ok) keepSession(result.value);
      else persistent(PARTY_SESSION_EDIT_FAILED_MESSAGE);
      return result;
    },

    async joinSession(id, numShares) {
      const result = await call<JoinPartySessionResult>('partySessionJoin', { params: { id }, body: { numShares } });
      if (!result.ok) return result;
      keepSession(result.value.session);
      await client.cart.getState().load({ force: true });
      return { ok: true, value: { cartItemId: result.value.cartItemId } };
    },

    async loadSessionOrders(id) {
      const result = await call<LottoPartySessionOrders>('partySessionOrders', { params: { id }, searchParams: { show_details: true } });
      if (result.ok) {
        keepSession(result.value.session);
        store.setState((s) => ({ sessionOrders: { ...s.sessionOrders, [id]: result.value } }));
      }
      return result;
    },

    async loadOrders(status, page) {
      const n = pageOf(page);
      const current = store.getState().orders[status];
      const limit = current.limit;
      store.setState((s) => ({ orders: { ...s.orders, [status]: { ...current, isFetching: true } } }));
      const answer = await read<LottoPartyOrder[]>('partyOrders', { searchParams: { status, limit, offset: (n - 1) * limit } });
      if (!answer) {
        store.setState((s) => ({ orders: { ...s.orders, [status]: { ...current, isFetching: false } } }));
        return;
      }
      const ids = answer.result.map((o) => o.orderId);
      store.setState((s) => ({
        orders: { ...s.orders, [status]: withPage(current, n, ids, answer.pageInfo?.total ?? ids.length, limit) },
        ordersById: { ...s.ordersById, ...Object.fromEntries(answer.result.map((o) => [o.orderId, o])) },
      }));
    },

    async loadOrder(id) {
      const result = await call<LottoPartyOrderDetails>('partyOrder', { params: { id }, searchParams: { show_details: true } });
      if (result.ok) store.setState((s) => ({ ordersById: { ...s.ordersById, [id]: result.value } }));
      else if (result.messages.length > 0) persistent(PARTY_TICKET_LOAD_FAILED_MESSAGE, '');
      return result;
    },

    async loadDiscover() {
      const answer = await read<LottoPartySession[]>('partySessionDiscover');
      if (answer) store.setState({ discover: answer.result });
    },
  };
  return actions;
}
