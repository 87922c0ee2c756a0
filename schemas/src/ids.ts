/**
 * Document ids. Sanity treats a dot in an id as a path separator and keeps every id with a dot in a
 * private path (that is how `drafts.` works): such a document is readable only with a token, so a
 * site reading a public dataset would not see it. Our readable ids therefore join their parts with
 * dashes: `landingPage-fr-docs-ab-15-10-24-01`, `signupDialog-en-v1`, `legalDocument-eula-fr`.
 * Nothing here imports sanity: the studio, the content tooling and the site share these builders.
 */

/** Joins readable parts into an id; a dot inside a part (an address like 15.10.24) becomes a dash too. */
export function readableId(...parts: string[]): string {
  return parts.join('-').replaceAll('.', '-');
}

/** The one document of a per-language type: 'navigation-fr', 'defaultDocuments-pt', 'homePage-en'. */
export function perLanguageDocumentId(schemaType: string, language: string): string {
  return readableId(schemaType, language);
}

/** A sign-up dialog variant in one language: 'signupDialog-fr-v3'. */
export function signupDialogId(language: string, key: string): string {
  return readableId('signupDialog', language, key);
}

/** The address part of a landing page's id: '/docs/ab/15.10.24/01/' → 'docs-ab-15-10-24-01'. */
export function landingSlugForPath(path: string): string {
  return readableId(...path.split('/').filter(Boolean));
}

/** The landing page of an address in a language, one per pair: 'landingPage-fr-docs-demo'. */
export function landingPageId(language: string, path: string): string {
  return readableId('landingPage', language, landingSlugForPath(path));
}

/** Prefixes Sanity gives ids it keeps private: drafts, release versions and system documents. */
const PRIVATE_PREFIXES = [
  {
    prefix: 'drafts.',
    what: 'a draft (its id starts with “drafts.”)',
  },
  {
    prefix: 'versions.',
    what: 'a release version (its id starts with “versions.”)',
  },
  {
    prefix: '_.',
    what: 'a Sanity system document (its id starts with “_.”)',
  },
] as const;

/** Whether an id is one of Sanity's own private kinds (draft, release version, system document). */
export function isSanityPrivateId(id: string): boolean {
  return PRIVATE_PREFIXES.some(({ prefix }) => id.startsWith(prefix));
}

/**
 * Why an id cannot be a published document of the site, or null. The content bundle holds published
 * documents only, so Sanity's own private kinds are refused as well as any other id with a dot.
 */
export function documentIdProblem(id: string): string | null {
  const own = PRIVATE_PREFIXES.find(({ prefix }) => id.startsWith(prefix));
  if (own) {
    return (
      `is ${own.what}: the bundle holds published documents only. ` +
      'Publish the change in the studio and export again (npm run content:export leaves these out), or remove the line.'
    );
  }
  if (id.includes('.')) {
    return (
      'contains a dot: Sanity keeps a document whose id has a dot in a private path, readable only with a token, ' +
      `so the site could not read it from a public dataset. Use dashes instead, e.g. ${id.replaceAll('.', '-')} ` +
      '(and change every reference to it).'
    );
  }
  return null;
}
