import type { DrawkitConfig, RefreshTokenLocation } from '../clientTypes';

/**
 * Where this client's refresh token lives (see `DrawkitConfig.refreshTokenIn`): in a browser
 * that keeps its own storage, the shop's HttpOnly cookie; elsewhere, the client's storage.
 */
export function refreshTokenLocationOf(config: Pick<DrawkitConfig, 'refreshTokenIn' | 'storage'>): RefreshTokenLocation {
  if (config.refreshTokenIn) return config.refreshTokenIn;
  const inBrowser = typeof (globalThis as { document?: unknown }).document !== 'undefined';
  return inBrowser && config.storage === undefined ? 'cookie' : 'storage';
}
