/** Request schemas of stored funds, card deposits with a challenge and PayPal deposits. */
import { z } from 'zod';
import { CHALLENGE_WINDOW_SIZES, COLOUR_DEPTHS } from '../funds';
import { text } from './text';

const id = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Please choose a payment method');

export const browserInfoSchema = z.object({
  colourDepth: z.union(COLOUR_DEPTHS.map((d) => z.literal(d))),
  screenWidth: z.number().int().min(0).max(100_000),
  screenHeight: z.number().int().min(0).max(100_000),
  challengeWindowSize: z.enum(CHALLENGE_WINDOW_SIZES),
  language: text().max(35).optional(),
  timeZoneOffset: z.number().int().min(-900).max(900).optional(),
});

export const fundParamsSchema = z.object({ id });
export const gatewayParamsSchema = z.object({ gateway: z.string().regex(/^[a-z0-9_]{1,40}$/) });
export const depositParamsSchema = z.object({ depositId: id });

/** `GET /payment_methods?filter=funds.cart eq true&filter=...` (or one filter joined by " and "). */
export const paymentMethodsQuerySchema = z.object({
  filter: z.union([text().max(500), z.array(text().max(200)).max(10)]).optional(),
});

/** `/3ds/notify`: what the sandbox challenge page posts (form body). */
export const challengeNotifySchema = z.object({
  depositId: id,
  token: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/),
  outcome: z.enum(['complete', 'fail']),
});
