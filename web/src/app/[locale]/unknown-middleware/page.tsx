import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { StaticChrome } from '@/components/chrome/StaticChrome';
import { UnknownMiddlewareView } from '@/components/feedback/UnknownMiddlewareView';
import { routing } from '@/i18n/routing';
import { statusPageMetadata, statusPageParams, type StatusPageParams } from '@/components/feedback/status-page-route';

/**
 * The 500 page of a stored page whose content names a layout, preset or behaviour the code does
 * not know (content/unknown-middleware.ts), prerendered per language like the 404 page: the proxy
 * serves it with the 500 status at the failing page's address, whole, in the site's look.
 * Requested directly, it is an unknown address (404).
 */
export const dynamicParams = false;

export const generateStaticParams = statusPageParams;

export function generateMetadata({ params }: { params: StatusPageParams }): Promise<Metadata> {
  return statusPageMetadata(params, 'unknownMiddleware');
}

export default async function UnknownMiddleware({ params }: { params: StatusPageParams }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <StaticChrome locale={locale}>
      <UnknownMiddlewareView locale={locale} />
    </StaticChrome>
  );
}
