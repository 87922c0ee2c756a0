import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@paperwise/schemas/locales';
import { LEGAL_DOCUMENT_SLUGS, type LegalDocumentType } from '@paperwise/schemas/documents/legalDocument.rules';
import { fetchContent } from '@/content/fetch';
import { fillOptional, fillPlaceholders, type PlaceholderValues } from '@/content/placeholders';
import { HOME_PAGE_QUERY } from '@/content/queries';
import { excerpt, shareMetadata, type ShareSubject } from './share-metadata';
import { getSiteSettings, siteTitle, type SiteSettings } from '@/content/site';
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
 * What the texts of a page's metadata may name in braces (content/placeholders.ts): the language's
 * template number, as the page's blocks fill it. Titles, descriptions and share headlines are
 * filled with it, so no preview or search result shows a literal `{templates}`.
 */
function metadataValues(settings: SiteSettings): PlaceholderValues {
  return { templates: settings.templateCount };
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
  const values = metadataValues(settings);
  const title = siteTitle(settings);
  const headline =
    fillOptional(home.share?.title, values) || (hero?.headline ? fillPlaceholders(hero.headline, values) : title);
  return {
    locale,
    path: '/',
    title,
    absoluteTitle: true,
    // The search-result text the content writes; the hero's words where it has none.
    description:
      fillOptional(home.description?.trim(), values) ||
      (hero?.text ? excerpt(fillPlaceholders(hero.text, values)) : null),
    imageTitle: headline,
  };
}

/** A legal text's page: its title (or the text's name where the language has no version), its opening words. */
export async function legalShare(documentType: LegalDocumentType, locale: Locale): Promise<SharedPage | null> {
  const [loaded, settings] = await Promise.all([getLegalDocument(documentType, locale), getSiteSettings(locale)]);
  if (!loaded) return null;
  const values = metadataValues(settings);
  const title = fillPlaceholders(
    loaded.translated
      ? (loaded.document.title ?? LEGAL_COPY[locale].kinds[documentType])
      : LEGAL_COPY[locale].kinds[documentType],
    values,
  );
  // The preamble opens with its effective date; the first real paragraph describes the text.
  const paragraphs = (loaded.document.preamble ?? []).map((block) =>
    (block.children ?? []).map((span) => span.text ?? '').join(''),
  );
  const opening = paragraphs.find((text) => text.length >= 80) ?? paragraphs[0];
  return {
    locale,
    path: `/company/${LEGAL_DOCUMENT_SLUGS[documentType]}/`,
    title,
    description: opening ? excerpt(fillPlaceholders(opening, values)) : null,
    imageTitle: title,
  };
}

/**
 * A page of the catch-all route other than a landing page (those are noindex and have no preview;
 * their texts are filled when the content is read, content/landing-mapper.ts). Its title,
 * description and share headline with their placeholders filled, as its blocks fill theirs.
 */
export async function contentShare(found: Exclude<ContentRoute, { kind: 'landing' }>): Promise<SharedPage> {
  const { locale, path } = found;
  const values = metadataValues(await getSiteSettings(locale));
  const fill = (text: string | null | undefined) => fillPlaceholders(text ?? '', values);
  if (found.kind === 'page') {
    const { page, listPage } = found;
    const own = fill(page.title);
    const title = listPage > 1 ? `${own} – page ${listPage}` : own;
    return {
      locale,
      path,
      title,
      description: fillOptional(page.description, values),
      imageTitle: fillOptional(page.share?.title, values) || title,
    };
  }
  if (found.kind === 'pricing') {
    const title = fill(found.page.title);
    return { locale, path, title, description: fillOptional(found.page.description, values), imageTitle: title };
  }
  const dated = found.kind === 'article' ? found.article : found.post;
  return {
    locale,
    path,
    title: fill(dated.title),
    description: fillOptional(dated.summary, values),
    type: 'article',
    publishedTime: dated.publishedAt,
    authors: found.kind === 'post' && found.post.authorName ? [found.post.authorName] : undefined,
    imageTitle: fill(dated.title),
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
