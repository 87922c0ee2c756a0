import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { fetchContent } from '@/content/fetch';
import { HOME_PAGE_QUERY } from '@/content/queries';
import { routing } from '@/i18n/routing';
import { ComposedPage } from '@/page-render/composed/ComposedPage';
import { homeShare, shareMetadataOf } from '@/sharing/shared-pages';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const shared = await homeShare(locale);
  return shared ? shareMetadataOf(shared) : {};
}

/** The home page of a language: its blocks, with the site's chrome. */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const home = await fetchContent(HOME_PAGE_QUERY, { locale }, ['homePage']);
  if (!home?.sections?.length) notFound();
  return <ComposedPage locale={locale} document={{ ...home, sections: home.sections }} />;
}
