/**
 * Query and path schemas of the past-results calls (shop-core §7 'Draws': "each with limit,
 * offset, customerId, category"). "Past results default page size 5" (shop-core §9).
 */
import { z } from 'zod';
import { GIVEAWAY_DRAWN_EVENT } from '../membership';
import { DRAW_COMPLETED_EVENT } from '../results';

const key = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.');
const drawNo = z.coerce.number().int().min(1).max(2_147_483_647);

/** limit (1–100, default 5), offset (≥ 0, default 0), customerId, category (lottery | raffle). */
export const pastResultsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(5),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  customerId: key.optional(),
  category: z.enum(['lottery', 'raffle']).optional(),
  /** One offer's past draws, newest first, instead of the latest draw of every offer. */
  productOfferKey: key.optional(),
});

export const resultKeysParamsSchema = z.object({ pricing: key });

export const archivedResultsParamsSchema = z.object({
  productOfferKey: key,
  year: z.coerce.number().int().min(1900).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});

export const fullResultParamsSchema = z.object({ productOfferKey: key, drawNo });

/** `?keys=offer:drawNo,offer:drawNo` (at most 20 draws a call). */
export const fullResultBatchQuerySchema = z.object({
  keys: z
    .string()
    .max(2400)
    .transform((value) => value.split(',').filter((part) => part !== ''))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^[A-Za-z0-9_-]{1,100}:[1-9][0-9]{0,9}$/, 'Each key is productOfferKey:drawNo.')
            .transform((part) => {
              const at = part.lastIndexOf(':');
              return { productOfferKey: part.slice(0, at), drawNo: Number(part.slice(at + 1)) };
            }),
        )
        .min(1)
        .max(20),
    ),
});

/** The server-sent events stream: `?app_key=` (EventSource cannot send headers) and optional offer filter. */
export const drawEventsQuerySchema = z.object({
  appKey: key,
  offers: z
    .string()
    .max(2000)
    .optional()
    .transform((value) => (value ? value.split(',').filter((part) => /^[A-Za-z0-9_-]{1,100}$/.test(part)) : [])),
  /** Event names to receive (`draw-completed`, `giveaway-drawn`); every kind when absent. */
  events: z
    .string()
    .max(200)
    .optional()
    .transform((value) => (value ? value.split(',').filter((part) => part !== '') : []))
    .pipe(z.array(z.enum([DRAW_COMPLETED_EVENT, GIVEAWAY_DRAWN_EVENT], { error: `events must be ${DRAW_COMPLETED_EVENT} or ${GIVEAWAY_DRAWN_EVENT}.` }))),
});
