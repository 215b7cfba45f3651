/**
 * Request schemas of the account area: details (shop-core §5 default address requirements,
 * shop-specialised §5 form messages), communication preferences, unsubscribe and closure.
 */
import { z } from 'zod';
import { COMMUNICATION_CHANNELS } from '../account';
import type { customerDetailsSchema } from './forms';
import { passwordText, REQUIRED_MESSAGE as REQUIRED, requiredText, text } from './text';

// The details form is in forms.ts (zod/mini), shared with the browser.
export {
  customerDetailsSchema,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  INVALID_REGION_MESSAGE,
} from './forms';

/** Single-use link tokens we hand out are base64url. */
export const confirmLinkParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,200}$/, 'This link has expired or has already been used.'),
});

/** A customer id (uuid), or an emailed link's signed id `{customerId}.{signature}`. */
export const communicationPreferencesParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}(\.[A-Za-z0-9_-]{16,100})?$/, 'This is not a valid identifier.'),
});

export const unsubscribeParamsSchema = communicationPreferencesParamsSchema.extend({
  productOfferKey: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.'),
});

const channelMap = z
  .object(Object.fromEntries(COMMUNICATION_CHANNELS.map((c) => [c, z.boolean().optional()])) as Record<
    (typeof COMMUNICATION_CHANNELS)[number],
    z.ZodOptional<z.ZodBoolean>
  >)
  .strict();

/** The map of id to enabled, or the marketing-unsubscribe form (its reasons tell the two apart). */
export const communicationPreferencesBodySchema = z.union([
  z
    .object({
      preferences: z.object({ email: z.literal(false) }).strict(),
      unsubscribeReasons: z.array(requiredText(200)).max(10),
    })
    .strict(),
  z
    .object({ preferences: channelMap.refine((m) => Object.keys(m).length > 0, REQUIRED) })
    .strict(),
]);

/** `DELETE /customer` (form): the current password, and an optional reason. */
export const closeAccountSchema = z.object({
  password: passwordText().min(1, REQUIRED).max(200),
  reason: text({ lineBreaks: true }).trim().max(500).optional(),
});

export type CustomerDetailsInput = z.infer<typeof customerDetailsSchema>;
export type CommunicationPreferencesInput = z.infer<typeof communicationPreferencesBodySchema>;
