/**
 * Group play, the lotto party (shop-specialised §3 'Group', 'Session', 'Order', 'Pagination
 * record', §4, §6, §7 'Group play', §8): the customer's groups (6 a page), a group's sessions
 * (10 a page), sessions, invitations, and their orders of shares. "Group lists, orders and
 * recommended orders are fetched only when logged in."
 *
 * Made on demand (`partyStoreOf(client)`), so pages that never show group play carry none of
 * it; its work is in partyActions.ts, imported on the first call.
 */
import type {
  ApiMessage,
  CreatePartyGroupRequest,
  CreatePartySessionRequest,
  LoadStatus,
  LottoPartyConfig,
  LottoPartyGroup,
  LottoPartyGroupByToken,
  LottoPartyInvitation,
  LottoPartyMember,
  LottoPartyOrder,
  LottoPartyOrderDetails,
  LottoPartySession,
  LottoPartySessionOrders,
  PartyOrdersStatus,
} from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DrawkitClient } from '../clientTypes';

/** "Pagination record: isFetching, offset, limit, total, ids, pages keyed by page number". */
export interface PartyPagination {
  isFetching: boolean;
  offset: number;
  limit: number;
  total: number;
  ids: string[];
  pages: Record<number, string[]>;
}

export function emptyPartyPagination(limit: number): PartyPagination {
  return { isFetching: false, offset: 0, limit, total: 0, ids: [], pages: {} };
}

/** Why a group or session was not created (§5 'Group creation', 'Session creation'). */
export type PartyCreateFailure = 'profanity' | 'duplicate' | 'draw_closed' | 'failed';

export type PartyResult<T> = { ok: true; value: T } | { ok: false; messages: ApiMessage[]; reason?: PartyCreateFailure };

export interface PartyState {
  config: LottoPartyConfig | null;
  groups: PartyPagination;
  groupsById: Record<string, LottoPartyGroup>;
  membersByGroup: Record<string, LottoPartyMember[]>;
  /** A group's sessions, by group id. */
  sessionsByGroup: Record<string, PartyPagination>;
  sessionsById: Record<string, LottoPartySession>;
  /** Invitations waiting for the customer's answer. */
  invitations: LottoPartyInvitation[];
  orders: Record<PartyOrdersStatus, PartyPagination>;
  ordersById: Record<string, LottoPartyOrder | LottoPartyOrderDetails>;
  sessionOrders: Record<string, LottoPartySessionOrders>;
  /** Open sessions the customer may join (`GET /session/discover`). */
  discover: LottoPartySession[];
  status: LoadStatus;
  /** Messages of the last failed read. */
  errors: ApiMessage[];

  loadConfig(): Promise<void>;
  /** Page numbers are at least 1. */
  loadGroups(page?: number): Promise<void>;
  loadGroup(id: string): Promise<PartyResult<LottoPartyGroup>>;
  loadMembers(id: string): Promise<void>;
  /** Failures show §8's persistent "failed to create the group/session" notification, except a bad or duplicate name (a field message). */
  createGroup(request: CreatePartyGroupRequest): Promise<PartyResult<LottoPartyGroup>>;
  leaveGroup(id: string): Promise<PartyResult<null>>;
  /** By email (mailed by the shop) or, without one, a shareable link. */
  invite(groupId: string, email?: string): Promise<PartyResult<LottoPartyInvitation>>;
  loadInvitations(): Promise<void>;
  /** `GET /group/token/{token}`. */
  loadInvitation(token: string): Promise<PartyResult<LottoPartyGroupByToken>>;
  acceptInvitation(token: string): Promise<PartyResult<LottoPartyGroup>>;
  declineInvitation(token: string): Promise<PartyResult<LottoPartyInvitation>>;
  loadGroupSessions(groupId: string, page?: number): Promise<void>;
  loadSession(id: string): Promise<PartyResult<LottoPartySession>>;
  createSession(request: CreatePartySessionRequest): Promise<PartyResult<LottoPartySession>>;
  /** `PUT /session/{id}` (autosessionStatus on or paused); the session is reloaded on success. */
  setAutosession(id: string, autosessionStatus: 'on' | 'paused'): Promise<PartyResult<LottoPartySession>>;
  closeSession(id: string): Promise<PartyResult<LottoPartySession>>;
  /** Puts shares of the session in the cart (then reloads the cart); the checkout pays for them. */
  joinSession(id: string, numShares: number): Promise<PartyResult<{ cartItemId: string }>>;
  loadSessionOrders(id: string): Promise<PartyResult<LottoPartySessionOrders>>;
  loadOrders(status: PartyOrdersStatus, page?: number): Promise<void>;
  /** A failure shows §8's persistent "We were unable to load your Lotto Party ticket..." notification. */
  loadOrder(id: string): Promise<PartyResult<LottoPartyOrderDetails>>;
  loadDiscover(): Promise<void>;
}

export type PartyActions = Omit<
  PartyState,
  | 'config'
  | 'groups'
  | 'groupsById'
  | 'membersByGroup'
  | 'sessionsByGroup'
  | 'sessionsById'
  | 'invitations'
  | 'orders'
  | 'ordersById'
  | 'sessionOrders'
  | 'discover'
  | 'status'
  | 'errors'
>;

const GROUP_PAGE = 6;
const ORDER_PAGE = 10;

function initialData() {
  return {
    config: null,
    groups: emptyPartyPagination(GROUP_PAGE),
    groupsById: {},
    membersByGroup: {},
    sessionsByGroup: {},
    sessionsById: {},
    invitations: [],
    orders: { past_products: emptyPartyPagination(ORDER_PAGE), upcoming_products: emptyPartyPagination(ORDER_PAGE) },
    ordersById: {},
    sessionOrders: {},
    discover: [],
    status: 'idle' as LoadStatus,
    errors: [],
  };
}

export function createPartyStore(client: DrawkitClient): StoreApi<PartyState> {
  let loading: Promise<PartyActions> | null = null;
  const actions = (): Promise<PartyActions> => {
    loading ??= import('./partyActions').then((m) => m.createPartyActions(client, store));
    return loading;
  };
  const store = createStore<PartyState>()(() => ({
    ...initialData(),
    loadConfig: async () => (await actions()).loadConfig(),
    loadGroups: async (page) => (await actions()).loadGroups(page),
    loadGroup: async (id) => (await actions()).loadGroup(id),
    loadMembers: async (id) => (await actions()).loadMembers(id),
    createGroup: async (request) => (await actions()).createGroup(request),
    leaveGroup: async (id) => (await actions()).leaveGroup(id),
    invite: async (groupId, email) => (await actions()).invite(groupId, email),
    loadInvitations: async () => (await actions()).loadInvitations(),
    loadInvitation: async (token) => (await actions()).loadInvitation(token),
    acceptInvitation: async (token) => (await actions()).acceptInvitation(token),
    declineInvitation: async (token) => (await actions()).declineInvitation(token),
    loadGroupSessions: async (groupId, page) => (await actions()).loadGroupSessions(groupId, page),
    loadSession: async (id) => (await actions()).loadSession(id),
    createSession: async (request) => (await actions()).createSession(request),
    setAutosession: async (id, status) => (await actions()).setAutosession(id, status),
    closeSession: async (id) => (await actions()).closeSession(id),
    joinSession: async (id, numShares) => (await actions()).joinSession(id, numShares),
    loadSessionOrders: async (id) => (await actions()).loadSessionOrders(id),
    loadOrders: async (status, page) => (await actions()).loadOrders(status, page),
    loadOrder: async (id) => (await actions()).loadOrder(id),
    loadDiscover: async () => (await actions()).loadDiscover(),
  }));
  // What was the last customer's is not shown to the next one.
  client.on('session-change', () => store.setState(initialData()));
  return store;
}

const stores = new WeakMap<DrawkitClient, StoreApi<PartyState>>();

/** The one lotto party store of a client, made on first use. */
export function partyStoreOf(client: DrawkitClient): StoreApi<PartyState> {
  let store = stores.get(client);
  if (!store) {
    store = createPartyStore(client);
    stores.set(client, store);
  }
  return store;
}
