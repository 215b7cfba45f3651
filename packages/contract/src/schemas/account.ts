/**
 * Request schemas of the account area: details (shop-core §5 default address requirements,
 * shop-specialised §5 form messages), communication preferences, unsubscribe and closure.
 */
import { z } from 'zod';
import { COMMUNICATION_CHANNELS, SELECTABLE_REGIONS } from '../account';
import { passwordText, REQUIRED_MESSAGE as REQUIRED, requiredText, text } from './text';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';
export const INVALID_POSTCODE_MESSAGE = 'Please enter a valid post code';
/** No spec wording: names the problem. */
export const INVALID_REGION_MESSAGE = 'Please choose a state from the list.';

/** A phone number: digits with spaces, brackets, hyphens and a leading +; 8 to 15 digits. */
const phone = text()
  .trim()
  .max(30)
  .refine((v) => v === '' || (/^\+?[\d\s()-]+$/.test(v) && /^\d{8,15}$/.test(v.replace(/\D/g, ''))), INVALID_PHONE_MESSAGE);

export const customerDetailsSchema = z.object({
  firstname: requiredText(80),
  lastname: requiredText(80),
  email: text().trim().toLowerCase().min(1, REQUIRED).max(320).pipe(z.email(INVALID_EMAIL_MESSAGE)),
  phone: phone.optional(),
  address: requiredText(200),
  // "address_line_2 never" required (shop-core §5).
  addressLine2: text().trim().max(200).optional(),
  suburb: requiredText(80),
  state: text()
    .trim()
    .toUpperCase()
    .min(1, REQUIRED)
    .refine((v) => (SELECTABLE_REGIONS as readonly string[]).includes(v), INVALID_REGION_MESSAGE),
  postcode: text().trim().min(1, REQUIRED).regex(/^\d{4}$/, INVALID_POSTCODE_MESSAGE),
  country: requiredText(60),
});

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
