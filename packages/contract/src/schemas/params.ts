/**
 * Path-parameter and query schemas of the main API, parsed at the server's boundary like the
 * bodies. Ids, keys, slugs and references are letters, digits, '-' and '_'.
 */
import { z } from 'zod';

const key = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.');

export const pricingParamsSchema = z.object({ pricing: key });
export const lotteryKeyParamsSchema = z.object({ lotteryKey: key });
export const cartRefParamsSchema = z.object({ ref: key });
export const anonCartItemParamsSchema = z.object({ ref: key, id: key });
export const cartItemParamsSchema = z.object({ id: key });
export const partnerSlugParamsSchema = z.object({ slug: key });
export const checkoutParamsSchema = z.object({ checkoutId: key });
export const cartReplayParamsSchema = z.object({ replayId: key });
/** `/draw/details/{productOfferKey}/{drawNo}` and its `/prizes` and `/winners`. */
export const drawDetailsParamsSchema = z.object({
  productOfferKey: key,
  drawNo: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** `GET /draws/upcoming/{lotteryKey}?limit=`. */
export const upcomingDrawsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** Bodies of calls that take none (`POST /anon-cart`, `POST /anon-cart/{ref}/convert`); extra keys are ignored. */
export const emptyBodySchema = z.object({});
