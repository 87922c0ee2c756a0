/**
 * Document ids as Content Lake reads them: `drafts.<id>` is the draft of `<id>`,
 * `versions.<release>.<id>` its version in a release, and ids under `_.` are system documents
 * (releases, schedules). Any other id is a published document.
 */

export const DRAFTS_PREFIX = 'drafts.';
export const VERSIONS_PREFIX = 'versions.';
export const SYSTEM_PREFIX = '_.';

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX);
}

export function isVersionId(id: string): boolean {
  return id.startsWith(VERSIONS_PREFIX);
}

export function isSystemId(id: string): boolean {
  return id.startsWith(SYSTEM_PREFIX);
}

/** The release a version belongs to (`versions.<release>.<id>`), or undefined. */
export function releaseOf(id: string): string | undefined {
  if (!isVersionId(id)) return undefined;
  const rest = id.slice(VERSIONS_PREFIX.length);
  const dot = rest.indexOf('.');
  return dot > 0 ? rest.slice(0, dot) : undefined;
}

/** The id of the published document a draft or version belongs to. */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length);
  const release = releaseOf(id);
  if (release !== undefined) return id.slice(VERSIONS_PREFIX.length + release.length + 1);
  return id;
}

export function draftIdOf(id: string): string {
  return `${DRAFTS_PREFIX}${publishedIdOf(id)}`;
}

export function versionIdOf(id: string, release: string): string {
  return `${VERSIONS_PREFIX}${release}.${publishedIdOf(id)}`;
}

/** Published documents: neither a draft, a version nor a system document. */
export function isPublishedId(id: string): boolean {
  return !isDraftId(id) && !isVersionId(id) && !isSystemId(id);
}

/**
 * Whether the `published` perspective sees the document of this id (query.ts, perspectiveView):
 * published documents (asset documents among them) and system documents (releases), never a draft
 * or a release version. The one rule both the perspective and the store's count of published
 * changes (store.ts, publishedGeneration) follow, so that a write of drafts and versions only can
 * never change an answer computed in the published perspective.
 */
export function inPublishedView(id: string): boolean {
  return !isDraftId(id) && !isVersionId(id);
}

/** What Content Lake accepts as a document id: letters, digits and `_-.`, up to 128 characters. */
export const VALID_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of the kind Content Lake generates (22 letters and digits). */
export function randomId(length = 22): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
