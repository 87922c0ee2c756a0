import type { Metadata } from 'next';
import { LOCALES, type Locale } from '@paperwise/schemas/locales';
import { localizedPath } from '@/i18n/routing';

/**
 * The link-preview tags of an indexable page (Open Graph and Twitter), with its canonical address.
 * Every page kind builds a ShareSubject and hands it to shareMetadata(); nothing else writes these
 * tags. Pure: the site's origin and name come in as arguments.
 */

/** Open Graph's locale of each language (language_TERRITORY, the market the site writes for). */
export const OG_LOCALES: Record<Locale, string> = {
  en: 'en_US',
  de: 'de_DE',
  es: 'es_ES',
  fr: 'fr_FR',
  it: 'it_IT',
  pt: 'pt_PT',
};

/** The generated share image's size: the 1.91:1 card every network shows large. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The last segment of every share image's address. */
export const SHARE_IMAGE_FILE = 'image.png';

/** What a page says about itself in link previews. */
export interface ShareSubject {
  locale: Locale;
  /** Locale-neutral address with slashes at both ends ('/', '/features/', '/blog/page/2/'). */
  path: string;
  /** The page's own title: og:title, twitter:title, the image's alt text, and the tab's title before the product name. */
  title: string;
  description?: string | null;
  /** 'article' for dated documents (newsroom articles, blog posts); 'website' otherwise. */
  type?: 'website' | 'article';
  /** An article's publication day (2025-03-14). */
  publishedTime?: string | null;
  authors?: readonly string[];
  /** The headline the share image shows, and so its alt text; the title when not given. */
  imageTitle?: string;
  /** The title is the whole tab title (the home page's is the product name itself): no suffix added. */
  absoluteTitle?: boolean;
}

export interface ShareSite {
  /** The public origin, without a trailing slash (SITE_URL). */
  origin: string;
  /** og:site_name: the product name. */
  siteName: string;
}

/** The share image's address of a page: /og/{locale}{path}image.png ('/og/fr/features/image.png'). */
export function shareImagePath(path: string, locale: Locale): string {
  return `/og/${locale}${path}${SHARE_IMAGE_FILE}`;
}

/**
 * The page a share image address names, or null when it names none: '/og/fr/features/image.png'
 * gives fr and '/features/'. Segments stay percent-encoded, as the page routes receive them.
 */
export function sharedPageOf(pathname: string): { locale: Locale; segments: string[] } | null {
  const parts = pathname.split('/');
  // ['', 'og', locale, ...segments, 'image.png']
  if (parts[0] !== '' || parts[1] !== 'og' || parts.at(-1) !== SHARE_IMAGE_FILE) return null;
  const locale = parts[2];
  const segments = parts.slice(3, -1);
  if (!(LOCALES as readonly string[]).includes(locale ?? '') || segments.some((segment) => segment === '')) return null;
  return { locale: locale as Locale, segments };
}

/** The tags of one page: title, description, canonical address, Open Graph and Twitter card. */
export function shareMetadata(subject: ShareSubject, site: ShareSite): Metadata {
  const url = `${site.origin}${localizedPath(subject.path, subject.locale)}`;
  const image = {
    url: `${site.origin}${shareImagePath(subject.path, subject.locale)}`,
    width: SHARE_IMAGE_SIZE.width,
    height: SHARE_IMAGE_SIZE.height,
    alt: subject.imageTitle || subject.title,
    type: 'image/png',
  };
  const description = subject.description?.trim() || undefined;
  const common = {
    title: subject.title,
    description,
    url,
    siteName: site.siteName,
    locale: OG_LOCALES[subject.locale],
  };
  return {
    title: subject.absoluteTitle ? { absolute: subject.title } : subject.title,
    description,
    alternates: { canonical: url },
    openGraph:
      subject.type === 'article'
        ? {
            ...common,
            type: 'article',
            publishedTime: subject.publishedTime ?? undefined,
            authors: subject.authors?.length ? [...subject.authors] : undefined,
            images: [image],
          }
        : { ...common, type: 'website', images: [image] },
    twitter: {
      card: 'summary_large_image',
      title: subject.title,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}

/**
 * A description cut to at most `max` characters at a word boundary, with an ellipsis when cut:
 * link previews show about 160 characters.
 */
export function excerpt(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
