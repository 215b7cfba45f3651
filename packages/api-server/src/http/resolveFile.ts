import { stat } from 'node:fs/promises';
import { join, normalize, relative, sep } from 'node:path';

/**
 * The file a URL path names inside `root`, or null. Paths that climb out of the root, hidden
 * files and anything that is not a regular file give null.
 */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relativePath = normalize(decoded).replace(/^([/\\])+/, '');
  if (relativePath === '' || relativePath.split(sep).some((part) => part === '..' || part.startsWith('.'))) return null;
  const full = join(root, relativePath);
  if (relative(root, full).startsWith('..')) return null;
  try {
    return (await stat(full)).isFile() ? relativePath : null;
  } catch {
    return null;
  }
}
