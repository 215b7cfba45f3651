/**
 * `GET /locate`: where a request comes from (shop-core §3 "Location: keyed by subvariant;
 * country code and country name"). The country is what an edge proxy says in the configured
 * header (LOCATE_COUNTRY_HEADER, e.g. cf-ipcountry), which clients cannot set past that proxy;
 * without one, the demo takes loopback and private addresses for Australia and anything else is
 * unknown (`XX`). The subvariant is the signed-in customer's state when in Australia.
 */
import type { Location } from '@drawkit/contract';
import type { FastifyRequest } from 'fastify';
import type { IdentityDeps } from './identityDeps';

const HOME_COUNTRY = 'AU';
const UNKNOWN = 'XX';
const regionNames = new Intl.DisplayNames(['en-AU'], { type: 'region', fallback: 'none' });

const PRIVATE_ADDRESS = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|fc|fd)/i;

function countryOf(request: FastifyRequest, identity: IdentityDeps): string {
  if (identity.countryHeader) {
    const raw = request.headers[identity.countryHeader];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value)) return value;
  }
  if (identity.sandbox && PRIVATE_ADDRESS.test(request.ip)) return HOME_COUNTRY;
  return UNKNOWN;
}

export function locateRequest(request: FastifyRequest, identity: IdentityDeps, customerState?: string | null): Location {
  const countryCode = countryOf(request, identity);
  const countryName = countryCode === UNKNOWN ? 'Unknown' : (regionNames.of(countryCode) ?? countryCode);
  return {
    subvariant: countryCode === HOME_COUNTRY && customerState ? customerState.toUpperCase() : null,
    countryCode,
    countryName,
    // Play is offered in Australia; an unknown country is not banned, but it is not confirmed either.
    countryBanned: countryCode !== HOME_COUNTRY && countryCode !== UNKNOWN,
  };
}
