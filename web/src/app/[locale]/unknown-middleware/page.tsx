import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { StaticChrome } from '@/components/chrome/StaticChrome';
import { UnknownMiddlewareView } from '@/components/feedback/UnknownMiddlewareView';
import { routing } from '@/i18n/routing';

/**
 * The 500 page of a stored page whose content names a layout, preset or behaviour the code does
 * not know (content/unknown-middleware.ts), prerendered per language like the 404 page: the proxy
 * serves it with the 500 status at the failing page's address, whole, in the site's look.
 * Requested directly, it is an unknown address (404).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'unknownMiddleware' });
  return { title: { absolute: t('title') }, robots: { index: false, follow: false } };
}

export default async function UnknownMiddleware({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <StaticChrome locale={locale}>
      <UnknownMiddlewareView locale={locale} />
    </StaticChrome>
  );
}
