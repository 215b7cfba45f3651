import type { LoginResult } from '@drawkit/contract';
import type { StorageAdapter } from '../clientTypes';
import type { StorageNames } from './storageNames';
import { readStored } from './storedSession';

/**
 * "Don't require 2FA again for N days": a sign-in that asked to remember the device returns a
 * device token, kept until it expires (and across sign-outs, which is its point).
 */
export function rememberDeviceToken(storage: StorageAdapter, names: StorageNames, result: LoginResult, now: number): void {
  if (!result.deviceToken) return;
  const expires = result.deviceTokenExpiresAt ? Date.parse(result.deviceTokenExpiresAt) : Number.NaN;
  const seconds = Number.isFinite(expires) ? Math.floor((expires - now) / 1000) : 0;
  if (seconds > 0) storage.set(names.deviceToken, result.deviceToken, seconds);
}

/** A sign-in body with the remembered device token, when there is one, so two-factor is skipped. */
export function withDeviceToken<B extends object>(storage: StorageAdapter, names: StorageNames, body: B): B & { deviceToken?: string } {
  const deviceToken = readStored(storage, names.deviceToken);
  return deviceToken ? { ...body, deviceToken } : body;
}
