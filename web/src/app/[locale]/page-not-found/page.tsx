import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { StaticChrome } from '@/components/chrome/StaticChrome';
import { NotFoundView } from '@/components/not-found/NotFoundView';
import { routing } from '@/i18n/routing';

/**
 * The 404 page of every unknown address, prerendered per language. The proxy serves it with the
 * 404 status for any path that is neither a page of the code nor a stored landing page, so a
 * visitor, a crawler or a script without JavaScript gets the whole page. (A notFound() thrown
 * while a page renders on demand sends the 404 with an empty body that only the browser's
 * JavaScript fills: vercel/next.js#95613.) Requested directly, it answers 404 as well.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: { absolute: t('title') }, robots: { index: false, follow: false } };
}

export default async function PageNotFound({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <StaticChrome locale={locale}>
      <NotFoundView locale={locale} head={false} />
    </StaticChrome>
  );
}
