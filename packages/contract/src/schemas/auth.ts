/** Request schemas of sign-in extras: two-factor, autologin and transfer, passwords (issue 4). */
import { z } from 'zod';
import { newPasswordSchema as newPassword } from './forms';
import { REQUIRED_MESSAGE as REQUIRED, requiredText, text } from './text';

// The password forms a shopper fills in are in forms.ts (zod/mini), shared with the browser.
export { changePasswordSchema, forceChangePasswordSchema, forgotPasswordSchema } from './forms';

/** Single-use tokens we hand out are base64url; anything else cannot be one of ours. */
const linkToken = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,200}$/, 'This link has expired or has already been used.');
/** The code's format is judged by the two-factor check, which answers "A 6 digit code is required.". */
const code = text().trim().max(20).optional();
/** Form bodies carry booleans as text. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on']).transform((v) => v === 'true' || v === '1' || v === 'on')])
  .optional();
const deviceToken = text().trim().max(200).optional();

/** `POST /check-email` and `POST /two-factor/resend`: an email address or an autologin token. */
export const emailOrTokenSchema = z.object({
  emailOrToken: requiredText(320),
});

export const autologinSchema = z.object({
  token: linkToken,
  code,
  rememberDevice: flag,
  deviceToken,
});

/** `POST /transfer` is a form: the same fields as autologin. */
export const transferSchema = autologinSchema;

export const twoFactorCodeSchema = z.object({
  code: z.string({ error: REQUIRED }).trim().regex(/^\d{6}$/, 'A 6 digit code is required.'),
});

export const autologinTokenSchema = z.object({
  purpose: z.enum(['autologin', 'transfer']).default('autologin'),
});

export const resetPasswordSchema = z.object({ token: linkToken, password: newPassword });

export type AutologinInput = z.infer<typeof autologinSchema>;
