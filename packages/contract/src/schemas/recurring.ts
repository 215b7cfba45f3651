/**
 * Request schemas of the recurring-purchase calls (shop-specialised §7 'Recurring purchases').
 * Form bodies (set-minimum-jackpot, set-quickpick, pause) arrive as strings.
 */
import { z } from 'zod';
import { RECURRING_STATUSES } from '../recurring';

const REQUIRED = 'This field is required';
const key = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.');
/** "currency (up to two decimals, optional leading digits)". */
const CURRENCY_FORMAT_MESSAGE = 'Amount must follow format e.g: 1.50';
/** Far above any jackpot ($100,000,000,000.00). */
const MAX_JACKPOT_CENTS = 10_000_000_000_000;

export const recurringParamsSchema = z.object({ id: key });

/** `limit` and `offset` of the recurring lists; "default page size 10" (shop-specialised §9). */
export const recurringPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** `GET /subscriptions?lottery_keys=a,b` as well as `limit` and `offset`. */
export const subscriptionsQuerySchema = recurringPageQuerySchema.extend({
  lotteryKeys: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}(,[A-Za-z0-9_-]{1,100}){0,19}$/, 'Please give up to 20 lottery keys, separated by commas.')
    .transform((v) => [...new Set(v.split(','))])
    .optional(),
});

/** An ISO date (`2026-03-20`) or instant, as `pausedUntil` carries it. */
const isoInstant = z
  .string()
  .trim()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, 'Please enter a valid date.')
  .transform((v) => new Date(v.length === 10 ? `${v}T00:00:00+10:00` : v))
  .refine((d) => !Number.isNaN(d.getTime()), 'Please enter a valid date.');

/** `PATCH /autoplays/{id}/status` and `/subscriptions/{id}/status`: body status and pausedUntil (ISO date). */
export const recurringStatusSchema = z.object({
  status: z.enum(RECURRING_STATUSES, { error: 'Please choose a valid status.' }),
  pausedUntil: isoInstant.nullable().optional(),
});

/** `POST /autoplay/{id}/pause` (form): paused until a date, or until unpaused. */
export const autoplayPauseSchema = z.object({ pausedUntil: isoInstant.optional() });

/** `PATCH /autoplay/{id}` and `/subscriptions/{id}`: "Update body fields: gameOffer, causeKey, numGames". */
export const recurringUpdateSchema = z
  .object({
    gameOffer: key.optional(),
    causeKey: key.optional(),
    numGames: z.number({ error: 'Please enter numbers only' }).int('Please enter numbers only').min(1).max(100).optional(),
  })
  .refine((v) => v.gameOffer !== undefined || v.causeKey !== undefined || v.numGames !== undefined, 'Please change at least one field.');

/** `POST /autoplay/{id}/set-minimum-jackpot` (form `minimumJackpotAmount`, dollars; 0 buys every draw). */
export const minimumJackpotSchema = z.object({
  minimumJackpotAmount: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(/^\d{0,14}(\.\d{1,2})?$/, CURRENCY_FORMAT_MESSAGE)
    .refine((v) => v !== '.', CURRENCY_FORMAT_MESSAGE)
    .transform((v) => {
      const [whole = '0', fraction = ''] = v.split('.');
      return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
    })
    .pipe(z.number().int().min(0).max(MAX_JACKPOT_CENTS, CURRENCY_FORMAT_MESSAGE)),
});

/** `POST /autoplay/{id}/set-quickpick` (form `quickpick`: true or false). */
export const quickpickSchema = z.object({
  quickpick: z.enum(['true', 'false', '1', '0'], { error: 'Please choose yes or no.' }).transform((v) => v === 'true' || v === '1'),
});

/** `POST /customer/recurring-purchase-method?recurring_purchase_method=`: `wallet`, or a stored card's id. */
export const recurringPurchaseMethodQuerySchema = z.object({ recurringPurchaseMethod: key });
