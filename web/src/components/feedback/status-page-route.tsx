import type { Locale } from '@paperwise/schemas/locales';
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { StaticChrome } from '@/components/chrome/StaticChrome';
import { routing } from '@/i18n/routing';

/*
 * What the prerendered status pages of every language share (app/[locale]/page-not-found and
 * app/[locale]/unknown-middleware, which the proxy serves with their status): one page per
 * language, its title from the messages' `title`, kept out of search results, its view inside the
 * site's static chrome.
 */

export type StatusPageParams = Promise<{ locale: string }>;

export function statusPageParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/**
 * A status page's route: its metadata (the title from the `namespace` messages) and its page, the
 * `view` in the language of the address inside the static chrome.
 */
export function statusPage(namespace: 'notFound' | 'unknownMiddleware', view: (locale: Locale) => ReactNode) {
  return {
    async generateMetadata({ params }: { params: StatusPageParams }): Promise<Metadata> {
      const { locale } = await params;
      if (!hasLocale(routing.locales, locale)) return {};
      const t = await getTranslations({ locale, namespace });
      return { title: { absolute: t('title') }, robots: { index: false, follow: false } };
    },
    async Page({ params }: { params: StatusPageParams }) {
      const { locale } = await params;
      if (!hasLocale(routing.locales, locale)) notFound();
      setRequestLocale(locale);
      return <StaticChrome locale={locale}>{view(locale)}</StaticChrome>;
    },
  };
}
