/**
 * Path-parameter and query schemas of the main API, parsed at the server's boundary like the
 * bodies. Ids, keys, slugs and references are letters, digits, '-' and '_'.
 */
import { z } from 'zod';
import { text } from './text';

const key = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.');

export const pricingParamsSchema = z.object({ pricing: key });
export const lotteryKeyParamsSchema = z.object({ lotteryKey: key });
export const cartRefParamsSchema = z.object({ ref: key });
export const anonCartItemParamsSchema = z.object({ ref: key, id: key });
export const cartItemParamsSchema = z.object({ id: key });
export const partnerSlugParamsSchema = z.object({ slug: key });
/**
 * `/discover?partner=&catalogue=&results=&offer=&membership=`: the start-up reads that come with
 * discovery, a partner purchase's (`partner`), the storefront's (`catalogue=true`), an offer's
 * results page's or results element's (`results=<productOfferKey>`), a ticket builder element's
 * (`offer=<productOfferKey>`) and a daily winners element's (`membership=true`); and `app_key`,
 * the app key where no `X-App-Key` header is sent (`DISCOVERY_APP_KEY_PARAM`).
 */
export const discoverQuerySchema = z.object({
  app_key: z.string().optional(),
  partner: key.optional(),
  offer: key.optional(),
  membership: z.enum(['true', 'false'], { error: 'membership must be true or false.' }).optional(),
  catalogue: z.enum(['true', 'false'], { error: 'catalogue must be true or false.' }).optional(),
  results: key.optional(),
});
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

/** Up to 20 keys separated by commas, each given once. */
const keyList = (message: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}(,[A-Za-z0-9_-]{1,100}){0,19}$/, message)
    .transform((v) => [...new Set(v.split(','))]);

/**
 * `GET /pricing/{pricing}/product_offers?keys=a,b`: only these offers (a partner widget shows one
 * or two, not the whole catalogue); `?causes=c`: only the offers raising money for these causes
 * (a cause's raffle widget). With both, the offers either names. Unknown keys are left out of the
 * answer, as an offer that is not on sale is; neither lists every offer.
 */
export const productOffersQuerySchema = z.object({
  keys: keyList('Please give up to 20 product offer keys, separated by commas.').optional(),
  causes: keyList('Please give up to 20 cause keys, separated by commas.').optional(),
});

/** Bodies of calls that take none (`POST /anon-cart`, `POST /anon-cart/{ref}/convert`); extra keys are ignored. */
export const emptyBodySchema = z.object({});

const placementCartItem = z.object({
  lottery_key: key,
  draw_number: z.number().int().min(1).max(2_147_483_647),
});

/**
 * `GET /placement` (shop-specialised §7 'Placement'). `cart` is JSON: a list of
 * `{lottery_key, draw_number}` ("A pre-cart item carries lottery_key and draw_number").
 */
export const placementQuerySchema = z.object({
  keys: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}(,[A-Za-z0-9_-]{1,100}){0,9}$/, 'Please give the placement keys.')
    .transform((v) => v.split(',')),
  brandingKey: key.optional(),
  pricingId: key.optional(),
  customerKey: key.optional(),
  segmentDeviceId: key.optional(),
  segmentUserId: key.optional(),
  cart: text()
    .max(4000)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return [];
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const items = z.array(placementCartItem).max(50).safeParse(parsed);
      if (!items.success) {
        ctx.addIssue({ code: 'custom', message: 'The cart must be a list of lottery_key and draw_number.' });
        return z.NEVER;
      }
      return items.data.map((item) => ({ lotteryKey: item.lottery_key, drawNumber: item.draw_number }));
    }),
});
