import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';

/*
 * What the prerendered status pages of every language share (app/[locale]/page-not-found and
 * app/[locale]/unknown-middleware, which the proxy serves with their status): one page per
 * language, its title from the messages' `title`, kept out of search results.
 */

export type StatusPageParams = Promise<{ locale: string }>;

export function statusPageParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function statusPageMetadata(
  params: StatusPageParams,
  namespace: 'notFound' | 'unknownMiddleware',
): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace });
  return { title: { absolute: t('title') }, robots: { index: false, follow: false } };
}
