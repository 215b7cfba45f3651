/**
 * Request schemas of group play (shop-specialised §7 'Group play'); wording from §5 where the
 * spec gives it.
 */
import { z } from 'zod';
import { PARTY_AUTOSESSION_STATUSES, PARTY_PUBLICITY_STATUSES } from '../party';
import { REQUIRED_MESSAGE as REQUIRED, requiredText } from './text';

const id = z.string({ error: REQUIRED }).regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.');
/** Invitation tokens are base64url (db/ids randomToken). */
const token = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'This link has expired or has already been used.');

export const partyIdParamsSchema = z.object({ id });
export const partyTokenParamsSchema = z.object({ token });
export const partyDrawParamsSchema = z.object({ drawId: id });

/** `limit` and `offset` of the paged reads; the default limit is the route's page size. */
export function partyPageQuerySchema(defaultLimit: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(50).default(defaultLimit),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  });
}

export const partyOrdersQuerySchema = partyPageQuerySchema(10).extend({
  status: z.enum(['past_products', 'upcoming_products'], { error: 'Please choose past_products or upcoming_products.' }).optional(),
});

/** `?show_details=true` (camelCased to showDetails). */
export const partyShowDetailsQuerySchema = z.object({
  showDetails: z.enum(['true', 'false']).optional(),
});

export const createPartyGroupSchema = z.object({
  groupName: requiredText(40).refine((v) => v.length >= 3, 'Please enter a group name of 3 to 40 characters.'),
  publicityStatus: z.enum(PARTY_PUBLICITY_STATUSES).default('private'),
});

export const createPartySessionSchema = z.object({
  groupId: id,
  drawId: id,
  numGames: z.number({ error: REQUIRED }).int().min(1).max(100),
  autosessionStatus: z.enum(PARTY_AUTOSESSION_STATUSES).default('off'),
  inviteAllExistingMembers: z.boolean().default(false),
});

export const updatePartySessionSchema = z.object({
  autosessionStatus: z.enum(['on', 'paused'], { error: 'Please choose on or paused.' }),
});

export const joinPartySessionSchema = z.object({
  numShares: z.number({ error: REQUIRED }).int().min(1, 'Please choose at least 1 share.').max(100),
});

export const partyInviteSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')).optional(),
});
