/** Request schemas of issue 12's identity routes (text through the shared text schema). */
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../identity';
import { REQUIRED_MESSAGE as REQUIRED, requiredText, text } from './text';

const idToken = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'This sign-in could not be confirmed. Please try again.')
  .max(4000);
const provider = z.enum(SOCIAL_PROVIDERS, { error: 'This sign-in provider is not available.' });

/** `POST /social-authentication` and `/link`: the provider's id token proves the identity. */
export const socialAuthenticationSchema = z.object({
  provider,
  idToken,
  code: text().trim().max(20).optional(),
});

export const socialUnlinkSchema = z.object({ provider });

/** `POST /customer/terms-and-conditions`: the version the customer read (the current one when absent). */
export const termsAcceptanceSchema = z.object({
  version: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, 'This version of the terms and conditions is not known.')
    .optional(),
});

/** The provider's return: `code` and the `state` the start handed out. */
export const verificationCallbackSchema = z.object({
  code: requiredText(200).regex(/^[A-Za-z0-9_.-]+$/, 'The verification answer could not be read.'),
  state: requiredText(200).regex(/^[A-Za-z0-9_-]+$/, 'The verification answer could not be read.'),
});

const segmentId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'This segment id is not valid.');

/** `POST /placement/cart/prime` (JSON): the segment ids and the cart they stand for. */
export const placementPrimeSchema = z
  .object({
    segmentDeviceId: segmentId.optional(),
    segmentUserId: segmentId.optional(),
    cart: z
      .array(
        z.object({
          lotteryKey: z.string().regex(/^[a-z0-9_]{1,60}$/, 'This lottery is not known.'),
          drawNumber: z.number().int().positive().max(1_000_000_000),
        }),
      )
      .max(50),
  })
  .refine((v) => v.segmentDeviceId !== undefined || v.segmentUserId !== undefined, {
    message: 'Please give segment_device_id or segment_user_id.',
    path: ['segmentDeviceId'],
  });

/** Body of the operator's refusal. */
/** An operator's decision with a reason the customer is shown (a verification refused, a withdrawal cancelled). */
export const operatorReasonSchema = z.object({ reason: requiredText(300) });
export const verificationRefusalSchema = operatorReasonSchema;

export type SocialAuthenticationInput = z.infer<typeof socialAuthenticationSchema>;
export type PlacementPrimeInput = z.infer<typeof placementPrimeSchema>;
