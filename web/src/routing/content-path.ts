/**
 * The locale-neutral content path of a catch-all route's segments, with slashes at both ends
 * ('/docs/ab/11.05.24/01/'), or null when a segment could not be a path segment of the content.
 */
export function contentPathOf(rest: readonly string[]): string | null {
  const segments: string[] = [];
  for (const raw of rest) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!/^[\p{L}\p{N}._-]+$/u.test(segment) || segment === '.' || segment === '..') return null;
    segments.push(segment);
  }
  return segments.length ? `/${segments.join('/')}/` : null;
}
