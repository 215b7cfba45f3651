/**
 * Group play, the lotto party (shop-specialised §2 'Group play (lotto party)', §3 'Group',
 * 'Session', 'Order', §4, §7 'Group play (base namespace /social/v3, version 3.0)', §9).
 *
 * A group has an organiser and members; a session is the group's play for one draw: a group
 * ticket (its games) sold as shares to the group's members through the shop's ordinary cart and
 * purchase, so a share is a syndicate share whose syndicate belongs to the session. Winnings are
 * split by share as a syndicate's are.
 */
import type { Money } from './money';

export const PARTY_PUBLICITY_STATUSES = ['private', 'promoted', 'public'] as const;
export type PartyPublicityStatus = (typeof PARTY_PUBLICITY_STATUSES)[number];

/** "status (open, closed, paid, cancelled)". */
export const PARTY_SESSION_STATUSES = ['open', 'closed', 'paid', 'cancelled'] as const;
export type PartySessionStatus = (typeof PARTY_SESSION_STATUSES)[number];

/** "autosessionStatus (on, paused, off)"; a PUT toggles on or paused. */
export const PARTY_AUTOSESSION_STATUSES = ['on', 'paused', 'off'] as const;
export type PartyAutosessionStatus = (typeof PARTY_AUTOSESSION_STATUSES)[number];

/** "Session creation steps in order (numbered 1 to 5)". */
export const PARTY_SESSION_STEPS = ['name_group', 'select_draw', 'set_share_price', 'select_auto_session', 'join_session'] as const;
export type PartySessionStep = (typeof PARTY_SESSION_STEPS)[number];

/** §9 "Group list page size 6; sessions per group page 10; default page size 10". */
export const PARTY_GROUP_PAGE_SIZE = 6;
export const PARTY_SESSION_PAGE_SIZE = 10;
export const PARTY_DEFAULT_PAGE_SIZE = 10;

/** §8: the persistent notifications of group play. */
export const PARTY_CREATE_FAILED_TITLE = 'Something went wrong';
export const PARTY_CREATE_FAILED_MESSAGE = 'Sorry, looks like we failed to create the group/session. Please try again.';
export const PARTY_TICKET_LOAD_FAILED_MESSAGE =
  'We were unable to load your Lotto Party ticket. Please check your Lotto Party group to complete your purchase';
export const PARTY_SESSION_EDIT_FAILED_MESSAGE = 'Sorry, looks like we failed to edit the ticket. Please try again.';

export type PartyRole = 'organiser' | 'member';

/** A group (entity lottoPartyGroups), as its members see it. */
export interface LottoPartyGroup {
  id: string;
  groupName: string;
  publicityStatus: PartyPublicityStatus;
  /** The organiser's first name. */
  organiserName: string;
  /** The caller's role, or null when they are not a member (a public group, or an invitation). */
  role: PartyRole | null;
  memberCount: number;
  openSessionCount: number;
  createdAt: string;
}

export interface LottoPartyMember {
  /** First name and last initial: members never see each other's email or id. */
  name: string;
  role: PartyRole;
  joinedAt: string;
  isMe: boolean;
}

export type PartyInvitationStatus = 'pending' | 'accepted' | 'declined';

/** An invitation: by email (sent through the shop's mail) or a shareable link (no email). */
export interface LottoPartyInvitation {
  token: string;
  groupId: string;
  groupName: string;
  inviterName: string;
  /** Null for a link anyone with it may use. */
  email: string | null;
  status: PartyInvitationStatus;
  /** `/lotto-party/group?token=...` on the shop's origin. */
  link: string;
  createdAt: string;
}

/** `GET /group/token/{token}`: the group an invitation is for, and the invitation. */
export interface LottoPartyGroupByToken {
  group: LottoPartyGroup;
  invitation: LottoPartyInvitation;
}

export interface LottoPartySessionDraw {
  drawId: string;
  drawNo: number;
  lotteryKey: string;
  stop: string;
}

/** A session (entity lottoPartySessions, keyed by sessionId): the group's play for a draw. */
export interface LottoPartySession {
  sessionId: string;
  groupId: string;
  groupName: string;
  status: PartySessionStatus;
  autosessionStatus: PartyAutosessionStatus;
  draws: LottoPartySessionDraw[];
  productOfferKey: string;
  lotteryKey: string;
  /** The session's group ticket as a syndicate: the cart item's `syndicateKey`. */
  syndicateKey: string;
  numGames: number;
  numShares: number;
  sharesSold: number;
  sharesAvailable: number;
  costPerShare: Money;
  /** Shares the caller holds (bought). */
  myShares: number;
  isOrganiser: boolean;
  createdAt: string;
}

/** `GET /config`: what a session may be. */
export interface LottoPartyConfig {
  productOfferKey: string;
  lotteryKey: string;
  numShares: number;
  /** The set_share_price step: games on the group ticket and the price of a share. */
  ticketOptions: { numGames: number; costPerShare: Money }[];
  groupPageSize: number;
  sessionPageSize: number;
}

/** `POST /group`. */
export interface CreatePartyGroupRequest {
  groupName: string;
  publicityStatus?: PartyPublicityStatus;
}

/** `POST /session`. */
export interface CreatePartySessionRequest {
  groupId: string;
  drawId: string;
  numGames: number;
  autosessionStatus?: PartyAutosessionStatus;
  inviteAllExistingMembers?: boolean;
}

/** `POST /session/{id}/shares`: the shares go into the cart, paid by the ordinary checkout. */
export interface JoinPartySessionRequest {
  numShares: number;
}

export interface JoinPartySessionResult {
  session: LottoPartySession;
  /** The cart item added (its id). */
  cartItemId: string;
}

/** A customer's order of shares in a session (entity orders with socialSyndicateId). */
export interface LottoPartyOrder {
  orderId: string;
  checkoutId: string;
  socialSyndicateId: string;
  groupId: string;
  groupName: string;
  drawNo: number;
  drawStop: string;
  numShares: number;
  totalShares: number;
  price: Money;
  sessionStatus: PartySessionStatus;
  /** What the customer's shares won; null until the draw is scored. */
  winnings: Money | null;
  purchasedAt: string;
}

/** `GET /orders/{id}?show_details=true`: the order with the group ticket's games and results. */
export interface LottoPartyOrderDetails extends LottoPartyOrder {
  games: Record<string, number[]>[];
  results: Record<string, number[]> | null;
}

/** `GET /orders/social_syndicate_session/{id}`: what the group bought in the session and the caller's part. */
export interface LottoPartySessionOrders {
  session: LottoPartySession;
  games: Record<string, number[]>[];
  results: Record<string, number[]> | null;
  holdings: { name: string; numShares: number; isMe: boolean }[];
  myOrders: LottoPartyOrder[];
  /** What the share holders received together (their split of the ticket's prize), and the caller's part. Null until scored. */
  groupWinnings: Money | null;
  myWinnings: Money | null;
}

export type PartyOrdersStatus = 'past_products' | 'upcoming_products';
