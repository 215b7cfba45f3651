/**
 * Cookie consent (shop-core §4): "accept all or essential only; categories essential and
 * non_essential; essential always kept". The choice is kept in a cookie for one year (§9).
 */
import { CONSENT_COOKIE_MAX_AGE_SECONDS } from '@drawkit/contract';
import type { StorageAdapter } from '../clientTypes';
import { DEFAULT_STORAGE_PREFIX } from '../storage/storageNames';

export type ConsentCategory = 'essential' | 'non_essential';
export type ConsentChoice = 'all' | 'essential';

export function consentCookieName(prefix: string = DEFAULT_STORAGE_PREFIX): string {
  return `${prefix}-cookie-consent`;
}

/** The categories a choice allows: essential is always kept. */
export function consentCategories(choice: ConsentChoice): ConsentCategory[] {
  return choice === 'all' ? ['essential', 'non_essential'] : ['essential'];
}

/** The stored categories, or null when the visitor has not chosen yet (the banner asks). */
export function readConsent(storage: StorageAdapter, prefix?: string): ConsentCategory[] | null {
  const stored = storage.get(consentCookieName(prefix));
  if (stored === undefined) return null;
  const categories = stored.split(',').filter((c): c is ConsentCategory => c === 'essential' || c === 'non_essential');
  return categories.includes('essential') ? categories : null;
}

/** Keeps the choice for a year ("Consent cookie 1 year"); answers the categories now allowed. */
export function saveConsent(storage: StorageAdapter, choice: ConsentChoice, prefix?: string): ConsentCategory[] {
  const categories = consentCategories(choice);
  storage.set(consentCookieName(prefix), categories.join(','), CONSENT_COOKIE_MAX_AGE_SECONDS);
  return categories;
}
