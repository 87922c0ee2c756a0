import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@paperwise/schemas/locales';
import { LEGAL_DOCUMENT_SLUGS, type LegalDocumentType } from '@paperwise/schemas/documents/legalDocument.rules';
import { fetchContent } from '@/content/fetch';
import { fillPlaceholders } from '@/content/placeholders';
import { HOME_PAGE_QUERY } from '@/content/queries';
import { excerpt, shareMetadata, type ShareSubject } from './share-metadata';
import { getSiteSettings, siteTitle } from '@/content/site';
import { siteUrl } from '@/env';
import { LEGAL_COPY } from '@/legal/copy';
import { getLegalDocument } from '@/legal/load';
import { formatNewsDate } from '@/lib/news-date';
import { resolveContentRoute, type ContentRoute } from '@/content/content-route';

/**
 * A page's share subject with what its generated image shows: the headline (its title unless the
 * content says otherwise), always set, and for dated documents the day above it.
 */
export type SharedPage = ShareSubject & { imageTitle: string; kicker?: string | null };

/** The metadata of a shared page: its subject with the site's origin and name. */
export async function shareMetadataOf(subject: ShareSubject): Promise<Metadata> {
  const settings = await getSiteSettings(subject.locale);
  return shareMetadata(subject, { origin: siteUrl(), siteName: settings.productName ?? siteTitle(settings) });
}

/**
 * The home page of a language: the product's title in the tab and the preview, its first headline
 * (or the content's share headline) on the image, the hero's text as the description.
 */
export async function homeShare(locale: Locale): Promise<SharedPage | null> {
  const [home, settings] = await Promise.all([
    fetchContent(HOME_PAGE_QUERY, { locale }, ['homePage']),
    getSiteSettings(locale),
  ]);
  if (!home?.sections?.length) return null;
  const hero = home.sections.find((section) => section._type === 'hero');
  const values = { templates: settings.templateCount };
  const title = siteTitle(settings);
  const headline = home.share?.title || (hero?.headline ? fillPlaceholders(hero.headline, values) : title);
  return {
    locale,
    path: '/',
    title,
    absoluteTitle: true,
    // The search-result text the content writes; the hero's words where it has none.
    description: home.description?.trim() || (hero?.text ? excerpt(fillPlaceholders(hero.text, values)) : null),
    imageTitle: headline,
  };
}

/** A legal text's page: its title (or the text's name where the language has no version), its opening words. */
export async function legalShare(documentType: LegalDocumentType, locale: Locale): Promise<SharedPage | null> {
  const loaded = await getLegalDocument(documentType, locale);
  if (!loaded) return null;
  const title = loaded.translated
    ? (loaded.document.title ?? LEGAL_COPY[locale].kinds[documentType])
    : LEGAL_COPY[locale].kinds[documentType];
  // The preamble opens with its effective date; the first real paragraph describes the text.
  const paragraphs = (loaded.document.preamble ?? []).map((block) =>
    (block.children ?? []).map((span) => span.text ?? '').join(''),
  );
  const opening = paragraphs.find((text) => text.length >= 80) ?? paragraphs[0];
  return {
    locale,
    path: `/company/${LEGAL_DOCUMENT_SLUGS[documentType]}/`,
    title,
    description: opening ? excerpt(opening) : null,
    imageTitle: title,
  };
}

/** A page of the catch-all route other than a landing page (those are noindex and have no preview). */
export function contentShare(found: Exclude<ContentRoute, { kind: 'landing' }>): SharedPage {
  const { locale, path } = found;
  if (found.kind === 'page') {
    const { page, listPage } = found;
    const own = page.title ?? '';
    const title = listPage > 1 ? `${own} – page ${listPage}` : own;
    return { locale, path, title, description: page.description, imageTitle: page.share?.title || title };
  }
  if (found.kind === 'pricing') {
    const title = found.page.title ?? '';
    return { locale, path, title, description: found.page.description, imageTitle: title };
  }
  const dated = found.kind === 'article' ? found.article : found.post;
  return {
    locale,
    path,
    title: dated.title ?? '',
    description: dated.summary,
    type: 'article',
    publishedTime: dated.publishedAt,
    authors: found.kind === 'post' && found.post.authorName ? [found.post.authorName] : undefined,
    imageTitle: dated.title ?? '',
    kicker: formatNewsDate(dated.publishedAt, locale),
  };
}

const LEGAL_BY_PATH = new Map(
  (Object.entries(LEGAL_DOCUMENT_SLUGS) as Array<[LegalDocumentType, string]>).map(([type, slug]) => [
    `/company/${slug}/`,
    type,
  ]),
);

/**
 * The shared page at a language's path, as the share image route reads it: the home page, a legal
 * text, or a page of the content other than a landing page. Null for anything else (404): the
 * image says only what the page itself says, never text from the request.
 */
export async function sharedPageAt(locale: Locale, segments: readonly string[]): Promise<SharedPage | null> {
  if (segments.length === 0) return homeShare(locale);
  const legal = LEGAL_BY_PATH.get(`/${segments.join('/')}/`);
  if (legal) return legalShare(legal, locale);
  const found = await resolveContentRoute(locale, segments);
  return found && found.kind !== 'landing' ? contentShare(found) : null;
}
