/**
 * Turns a request path into a clean lookup key: percent-decoded, no trailing slash (except `/`), and null for
 * anything that tries to climb out (`..`, `.`, backslashes, NUL, empty segments) so it falls to the 404 page.
 */
export function cleanRequestPath(rawPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.includes('\\') || path.includes('\0')) return null;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path === '/') return path;
  const segments = path.slice(1).split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return path;
}
