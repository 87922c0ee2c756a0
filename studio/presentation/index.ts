import {
  defineDocuments,
  presentationTool,
  type DocumentLocationResolverObject,
  type DocumentLocationResolvers,
} from 'sanity/presentation';
import { siteLocation } from '../local/site';
import {
  PREFIXED_LANGUAGES,
  homePageQuery,
  homePageUrl,
  landingPageQuery,
  landingPageUrl,
  legalDocumentLocations,
  legalDocumentQuery,
} from './urls';

const NO_ADDRESS = { message: 'Give the page its address and language to preview it.', tone: 'caution' } as const;

/** Documents → the pages showing them (the "Used on n pages" list of a document). */
export const locations = {
  landingPage: {
    select: { path: 'path', language: 'language', title: 'title' },
    resolve: (doc) => {
      const href = landingPageUrl(doc?.path, doc?.language);
      return href ? { locations: [{ title: doc?.title || href, href }] } : NO_ADDRESS;
    },
  } satisfies DocumentLocationResolverObject<'path' | 'language' | 'title'>,
  homePage: {
    select: { language: 'language', heading: 'heading' },
    resolve: (doc) => {
      const href = homePageUrl(doc?.language);
      return href ? { locations: [{ title: doc?.heading || 'Home page', href }] } : NO_ADDRESS;
    },
  } satisfies DocumentLocationResolverObject<'language' | 'heading'>,
  legalDocument: {
    select: { documentType: 'documentType', language: 'language' },
    resolve: (doc) => {
      const pages = legalDocumentLocations(doc?.documentType, doc?.language);
      return pages.length ? { locations: pages } : NO_ADDRESS;
    },
  } satisfies DocumentLocationResolverObject<'documentType' | 'language'>,
} satisfies DocumentLocationResolvers;

/** Pages → the document they show, opened beside the preview as the editor browses. */
export const mainDocuments = defineDocuments([
  { route: ['/', `/:language(${PREFIXED_LANGUAGES})`], resolve: ({ path }) => homePageQuery(path) },
  {
    route: ['/company/:page', `/:language(${PREFIXED_LANGUAGES})/company/:page`],
    resolve: ({ path }) => legalDocumentQuery(path),
  },
  // Landing pages can have any address: the page is the one whose document has it.
  { route: '/:segments+', resolve: ({ path }) => landingPageQuery(path) },
]);

/**
 * The Presentation tool: the site beside the document, in draft mode. The site's enable route
 * checks the secret the studio writes for each preview (web/src/app/api/draft-mode/enable/).
 * Without a Sanity project the same route checks it against the local Content Lake, where this
 * studio wrote it, and the preview shows the lake's drafts.
 */
export function presentation() {
  return presentationTool({
    previewUrl: {
      // The site serving the studio, or SANITY_STUDIO_PREVIEW_URL for one served elsewhere.
      initial: siteLocation().origin,
      previewMode: { enable: '/api/draft-mode/enable/' },
    },
    resolve: { locations, mainDocuments },
  });
}
