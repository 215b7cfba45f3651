/** Authenticator-app codes (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) through otpauth. */
import { Secret, TOTP } from 'otpauth';
import { toDataURL } from 'qrcode';
import { AUTH_POLICY } from './authPolicy';

const PERIOD_SECONDS = 30;
const ISSUER = 'Drawkit';

function totpOf(secret: string, label = 'customer'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: AUTH_POLICY.codeLength,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpCode(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/**
 * The time step the code belongs to (one step of clock drift either way is allowed), or null.
 * A step at or before `lastStep` was used already: a code works once.
 */
export function matchTotp(secret: string, code: string, at: Date, lastStep: number | null): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

export function otpauthUrl(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The set-up QR code as a PNG data URL. */
export function qrCodeDataUrl(text: string): Promise<string> {
  return toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}
