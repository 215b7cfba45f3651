/**
 * Capabilities by segment (shop-core §6): "behaviour is gated by capabilities of the current
 * segment (chosen by the customer's or default segment)". The default segment is the
 * catalogue's; `restricted` is the same without money movement, partner purchase and
 * favourite numbers, for accounts the shop keeps on a short leash.
 */
import type { Capabilities, CapabilityName, CapabilitySegment } from '@drawkit/contract';
import { CAPABILITIES } from '../catalogue/siteConfig';
import type { DbOrTx } from '../db/Db';
import { fail } from '../http/ApiFailure';
import { findCustomerById } from './customerQueries';

export const RESTRICTED_SEGMENT = 'restricted';

const RESTRICTED_WITHOUT: readonly string[] = [
  'wallet_deposit',
  'wallet-withdrawal',
  'partner-purchase',
  'favourite-numbers',
  'subscription-manage',
];

/** Every segment: the catalogue's, plus `restricted` derived from the default one. */
export function capabilitySegments(): Capabilities {
  const defaults = CAPABILITIES.segments.find((s) => s.name === CAPABILITIES.defaultSegment);
  const restricted: CapabilitySegment = {
    name: RESTRICTED_SEGMENT,
    capabilities: (defaults?.capabilities ?? []).filter((c) => !RESTRICTED_WITHOUT.includes(c)),
  };
  return {
    defaultSegment: CAPABILITIES.defaultSegment,
    segments: [...CAPABILITIES.segments.filter((s) => s.name !== RESTRICTED_SEGMENT), restricted],
  };
}

/** The capabilities of a segment; an unknown segment falls back to the default one. */
export function capabilitiesOf(segmentName: string | null | undefined): CapabilitySegment {
  const all = capabilitySegments();
  const chosen = all.segments.find((s) => s.name === segmentName) ?? all.segments.find((s) => s.name === all.defaultSegment);
  return chosen ?? { name: all.defaultSegment, capabilities: [] };
}

/**
 * `GET /capabilities` for a caller: every segment (the client picks by segmentName), plus the
 * caller's own segment, so a signed-in customer's is the one that decides.
 */
export async function capabilitiesForCaller(
  db: DbOrTx,
  auth: { customerId: string } | null,
): Promise<Capabilities & { segmentName: string; capabilities: string[] }> {
  const customer = auth ? await findCustomerById(db, auth.customerId) : null;
  const segment = capabilitiesOf(customer?.segment);
  return { ...capabilitySegments(), segmentName: segment.name, capabilities: segment.capabilities };
}

export function hasCapability(segmentName: string | null | undefined, capability: CapabilityName): boolean {
  return capabilitiesOf(segmentName).capabilities.includes(capability);
}

/** Refuses a call whose feature the customer's segment lacks. */
export function requireCapability(segmentName: string | null | undefined, capability: CapabilityName): void {
  if (!hasCapability(segmentName, capability)) fail('capability_missing', { message: `This feature (${capability}) is not available for your account.` });
}
