/**
 * The request schemas of the forms a shopper fills in the browser (sign-in, sign-up, a card),
 * written with `zod/mini` so the browser can validate with the very objects the server parses
 * with (`@drawkit/contract/forms`; the SDK's `validateForm`). Nothing here imports classic zod:
 * the form chunks that load these stay small. The server's other schemas compose them.
 */
import * as z from 'zod/mini';
import { SELECTABLE_REGIONS } from '../account';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  INVALID_REGION_MESSAGE,
  FORM_FIELD_MESSAGES as M,
} from './formMessages';
import { allowedCharacters, atMost, filled, miniRequiredText, miniText, textValue } from './textRules';

export {
  FORM_FIELD_MESSAGES,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  INVALID_REGION_MESSAGE,
} from './formMessages';

/** Trimmed and lower-cased; empty is "This field is required", anything else must be an address. */
export const emailSchema = z.pipe(textValue().check(z.trim(), z.toLowerCase(), filled()), z.email(M.email));

/** A password as sent (never trimmed; see `passwordText`), required, at most 200 characters. */
const currentPassword = miniText(filled(), atMost(200));

/** A password being chosen: at least 8 characters. */
export const newPasswordSchema = miniText(filled(), z.minLength(8, M.password), atMost(200));

/** A card security code: three or four digits. */
export const securityCodeSchema = textValue().check(filled(), z.regex(/^\d{3,4}$/, M.securityCode));

/** `POST /login`. */
export const loginSchema = z.object({
  email: emailSchema,
  password: currentPassword,
  favouriteNumbers: z.optional(z.record(miniText(atMost(40)), z.array(z.int()))),
  /** Two-factor code; its format is judged by the two-factor check ("A 6 digit code is required."). */
  otp: z.optional(miniText(z.trim(), atMost(20))),
  rememberDevice: z.optional(z.boolean()),
  deviceToken: z.optional(miniText(z.trim(), atMost(200))),
});

/** `POST /signup`. */
export const signupSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstname: miniRequiredText(80),
  lastname: miniRequiredText(80),
  dateOfBirth: z.pipe(textValue().check(filled()), z.iso.date(M.dateOfBirth)),
  address: miniRequiredText(200),
  addressLine2: z.optional(miniText(atMost(200))),
  suburb: miniRequiredText(80),
  state: miniRequiredText(10),
  postcode: textValue().check(allowedCharacters(), z.trim(), filled(), z.regex(/^\d{4}$/, M.postcode)),
  country: miniRequiredText(60),
  acceptTerms: z.literal(true, { error: M.terms }),
  emailOptIn: z._default(z.boolean(), false),
  attribution: z.optional(z.record(miniText(atMost(100)), miniText(atMost(200)))),
  metadata: z.optional(z.record(miniText(atMost(100)), miniText(atMost(500)))),
});

/** `POST /password/forgot`. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** `POST /password/force-change`: a new password, nothing else. */
export const forceChangePasswordSchema = z.object({ password: newPasswordSchema });

/** `POST /password/change`, signed in. */
export const changePasswordSchema = z.object({ currentPassword, newPassword: newPasswordSchema });

/** A new card, as every card route takes it (spaces and dashes in the number are ignored). */
export const cardInputSchema = z.object({
  number: z.pipe(
    z.pipe(textValue(), z.transform((v: string) => v.replace(/[\s-]/g, ''))),
    z.string().check(filled(), z.regex(/^\d{12,19}$/, M.cardNumber)),
  ),
  expiryMonth: z.int().check(z.gte(1), z.lte(12)),
  expiryYear: z.int().check(z.gte(2000), z.lte(2100)),
  securityCode: securityCodeSchema,
  // Rejected when it holds 13 or more digits: a card number typed in by mistake (shop-specialised §5).
  holderName: miniRequiredText(100).check(z.refine((v: string) => (v.match(/\d/g) ?? []).length < 13, M.cardHolder)),
});

/** A phone number: digits with spaces, brackets, hyphens and a leading +; 8 to 15 digits. */
const phone = miniText(
  z.trim(),
  atMost(30),
  z.refine((v: string) => v === '' || (/^\+?[\d\s()-]+$/.test(v) && /^\d{8,15}$/.test(v.replace(/\D/g, ''))), INVALID_PHONE_MESSAGE),
);

/** `POST /customer/details` (my-details; shop-core §5 default address requirements). */
export const customerDetailsSchema = z.object({
  firstname: miniRequiredText(80),
  lastname: miniRequiredText(80),
  email: z.pipe(miniText(z.trim(), z.toLowerCase(), filled(), atMost(320)), z.email(INVALID_EMAIL_MESSAGE)),
  phone: z.optional(phone),
  address: miniRequiredText(200),
  // "address_line_2 never" required (shop-core §5).
  addressLine2: z.optional(miniText(z.trim(), atMost(200))),
  suburb: miniRequiredText(80),
  state: miniText(
    z.trim(),
    z.toUpperCase(),
    filled(),
    z.refine((v: string) => (SELECTABLE_REGIONS as readonly string[]).includes(v), INVALID_REGION_MESSAGE),
  ),
  postcode: miniText(z.trim(), filled(), z.regex(/^\d{4}$/, INVALID_POSTCODE_MESSAGE)),
  country: miniRequiredText(60),
});

/** The security code a stored card asks for before a payment. */
export const storedCardCodeSchema = z.object({ securityCode: securityCodeSchema });

/** Every form the browser validates with the server's own schema, by name. */
export const FORM_SCHEMAS = {
  login: loginSchema,
  signup: signupSchema,
  card: cardInputSchema,
  storedCardCode: storedCardCodeSchema,
  forgotPassword: forgotPasswordSchema,
  /** A new password alone: the force-change form, and the reset form (whose link token is not typed). */
  newPassword: forceChangePasswordSchema,
  changePassword: changePasswordSchema,
  customerDetails: customerDetailsSchema,
} as const;

export type FormName = keyof typeof FORM_SCHEMAS;
