/**
 * Daily-winners programme requests (shop-specialised §7 'Membership programme'): the join body
 * of `PUT /membership`, the unlock body of `PUT /v3/draws/{id}`, and the giveaway list query.
 */
import { z } from 'zod';
import { DAILY_WINNERS_PROGRAM, GIVEAWAY_TYPES, MEMBERSHIP_PAGE_LIMIT } from '../membership';
import { text } from './text';

/** Giveaway ids are letters, digits, '-' and '_'. */
export const giveawayParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.'),
});

/** "PUT /membership (v3.2) with body membershipProgram (daily_winners), membershipStatus (member), metadata." */
export const joinMembershipSchema = z.object({
  membershipProgram: z.literal(DAILY_WINNERS_PROGRAM, { error: `membershipProgram must be ${DAILY_WINNERS_PROGRAM}.` }),
  membershipStatus: z.literal('member', { error: 'membershipStatus must be member.' }),
  metadata: z.record(text().max(100), text().max(500)).optional(),
});

/** "PUT /v3/draws/{id} with body entryStatus (unlocked)." */
export const unlockGiveawaySchema = z.object({
  entryStatus: z.literal('unlocked', { error: 'entryStatus must be unlocked.' }),
});

/** `GET /v3/draws?type&when&limit&offset`: "membership pagination limit 10", at most 50 a page. */
export const giveawaysQuerySchema = z.object({
  type: z.enum(GIVEAWAY_TYPES, { error: `type must be one of ${GIVEAWAY_TYPES.join(', ')}.` }).optional(),
  when: z.enum(['upcoming', 'past'], { error: 'when must be upcoming or past.' }).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(50).default(MEMBERSHIP_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** `PUT /v3/membership/renewal`: `{enabled}` turns Premium's monthly renewal on or off. */
export const membershipRenewalSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false.' }),
});

export type JoinMembershipInput = z.infer<typeof joinMembershipSchema>;
export type GiveawaysQuery = z.infer<typeof giveawaysQuerySchema>;
