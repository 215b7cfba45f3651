import type { ChannelKey } from '@drawkit/contract';

/** "Kept query parameters: utm_campaign, utm_medium, utm_source, utm_term, utm_content" (shop-core §9). */
export const KEPT_QUERY_PARAMETERS = ['utm_campaign', 'utm_medium', 'utm_source', 'utm_term', 'utm_content'] as const;

export type KeptQueryParameter = (typeof KEPT_QUERY_PARAMETERS)[number];
export type KeptQueryParameters = Partial<Record<KeptQueryParameter, string>>;

function searchOf(source: string | URL | URLSearchParams): URLSearchParams {
  if (source instanceof URLSearchParams) return source;
  if (source instanceof URL) return source.searchParams;
  try {
    return new URL(source, 'http://drawkit.invalid').searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/** The kept utm parameters a page address carries (others are dropped). */
export function keptQueryParametersOf(source: string | URL | URLSearchParams): KeptQueryParameters {
  const search = searchOf(source);
  const kept: KeptQueryParameters = {};
  for (const name of KEPT_QUERY_PARAMETERS) {
    const value = search.get(name);
    if (value) kept[name] = value;
  }
  return kept;
}

/** "Channel key is APP when utm_source is app, otherwise web" (shop-core §9). */
export function channelKeyOf(kept: KeptQueryParameters): ChannelKey {
  return kept.utm_source === 'app' ? 'APP' : 'web';
}

/** A path carrying the kept parameters ("the app goes to /cart carrying utm parameters", shop-core §4). */
export function withKeptQueryParameters(path: string, kept: KeptQueryParameters): string {
  const url = new URL(path, 'http://drawkit.invalid');
  for (const name of KEPT_QUERY_PARAMETERS) {
    const value = kept[name];
    if (value) url.searchParams.set(name, value);
  }
  return /^[a-z][a-z0-9+.-]*:/i.test(path) ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}
