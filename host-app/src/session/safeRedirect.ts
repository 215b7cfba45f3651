/** Only same-site paths may be redirect targets, so a crafted link cannot send a shopper elsewhere. */
export function safeRedirect(target: string | null, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

/** The sign-in page's URL that comes back to `path` afterwards. */
export function signInPath(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
