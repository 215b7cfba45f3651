import type { RouteSpec } from './routeSpec';

/**
 * Group play (shop-specialised §7 'Group play (base namespace /social/v3, version 3.0)'): the
 * spec's calls, plus the ones it implies without naming (members, leaving, invitations, closing
 * a session and buying its shares), under the same service.
 */
export const PARTY_ROUTES = {
  partyConfig: { method: 'GET', path: '/config', version: 'default', service: 'social' },
  /** The config of one lotto party offer: its product offer key or its lottery's key. */
  partyConfigById: { method: 'GET', path: '/config/:id', version: 'default', service: 'social' },
  partyGroupCreate: { method: 'POST', path: '/group', version: 'default', service: 'social', auth: true },
  partyGroups: { method: 'GET', path: '/group', version: 'default', service: 'social', auth: true },
  partyGroup: { method: 'GET', path: '/group/:id', version: 'default', service: 'social', auth: true },
  partyGroupByToken: { method: 'GET', path: '/group/token/:token', version: 'default', service: 'social', auth: true },
  /** Not named by the spec: the group's members, and leaving it. */
  partyGroupMembers: { method: 'GET', path: '/group/:id/members', version: 'default', service: 'social', auth: true },
  partyGroupLeave: { method: 'DELETE', path: '/group/:id/members/me', version: 'default', service: 'social', auth: true },
  /** Not named by the spec: an invitation by email (body `email`) or a shareable link (no email). */
  partyInvite: { method: 'POST', path: '/group/:id/invitations', version: 'default', service: 'social', auth: true },
  /** Not named by the spec: the invitations sent to the caller's email that wait for an answer. */
  partyInvitations: { method: 'GET', path: '/invitations', version: 'default', service: 'social', auth: true },
  partyInvitationAccept: { method: 'POST', path: '/invitations/:token/accept', version: 'default', service: 'social', auth: true },
  partyInvitationDecline: { method: 'POST', path: '/invitations/:token/decline', version: 'default', service: 'social', auth: true },
  partySessionCreate: { method: 'POST', path: '/session', version: 'default', service: 'social', auth: true },
  partyGroupSessions: { method: 'GET', path: '/group/:id/session', version: 'default', service: 'social', auth: true },
  partyGroupOpenSessions: { method: 'GET', path: '/group/:id/session/open', version: 'default', service: 'social', auth: true },
  partySession: { method: 'GET', path: '/session/:id', version: 'default', service: 'social', auth: true },
  partySessionUpdate: { method: 'PUT', path: '/session/:id', version: 'default', service: 'social', auth: true },
  /** Not named by the spec: the organiser closes a session to new shares. */
  partySessionClose: { method: 'POST', path: '/session/:id/close', version: 'default', service: 'social', auth: true },
  /** Not named by the spec: puts shares of the session in the caller's cart (paid by the cart's purchase). */
  partySessionJoin: { method: 'POST', path: '/session/:id/shares', version: 'default', service: 'social', auth: true },
  partySessionDiscover: { method: 'GET', path: '/session/discover', version: 'default', service: 'social', auth: true },
  partySessionDiscoverDraw: { method: 'GET', path: '/session/discover/draw/:drawId', version: 'default', service: 'social', auth: true },
  partySessionOrders: { method: 'GET', path: '/orders/social_syndicate_session/:id', version: 'default', service: 'social', auth: true },
  partyOrders: { method: 'GET', path: '/orders', version: 'default', service: 'social', auth: true },
  /** Open sessions of the caller's groups they hold no share of yet, soonest draw first. */
  partyOrdersRecommended: { method: 'GET', path: '/orders/recommended', version: 'default', service: 'social', auth: true },
  partyOrder: { method: 'GET', path: '/orders/:id', version: 'default', service: 'social', auth: true },
} as const satisfies Record<string, RouteSpec>;
